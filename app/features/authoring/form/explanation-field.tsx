import type { FieldMetadata } from "@conform-to/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "~/lib/i18n";
import type { QuestionPreviewData } from "../preview.server";
import { RichField } from "./rich-field";

const TABS = ["en", "az", "ru"] as const;
type Tab = (typeof TABS)[number];

/**
 * The explanation in English (required, the original) and in Azerbaijani and Russian (optional; a student
 * without one reads the English, decision 0062), one tab per language (arrow keys move between tabs). Every
 * editor stays in the form while its tab is hidden, so all three are sent; under each, the server's preview of
 * that language (sanitized, KaTeX).
 */
export function ExplanationField({
  english,
  translations,
  preview,
}: {
  english: FieldMetadata<string>;
  translations: { az: FieldMetadata<string>; ru: FieldMetadata<string> };
  preview: QuestionPreviewData["explanations"] | undefined;
}) {
  const { t } = useTranslation("authoring");
  const [tab, setTab] = useState<Tab>("en");
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // Read one by one: conform's fieldset is a proxy that gives a field for any name, not keys to spread.
  const fieldOf: Record<Tab, FieldMetadata<string>> = { en: english, az: translations.az, ru: translations.ru };
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    const to = e.key === "Home" ? 0 : e.key === "End" ? TABS.length - 1 : step ? (TABS.indexOf(tab) + step + TABS.length) % TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    setTab(TABS[to]!);
    refs.current[TABS[to]!]?.focus();
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3" data-testid="explanation-field">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("fields.explanation")}</legend>
      <div role="tablist" aria-label={t("form.explanationLanguages")} className="flex gap-1 border-b border-slate-200" onKeyDown={onKey}>
        {TABS.map((l) => (
          <button
            key={l}
            ref={(el) => {
              refs.current[l] = el;
            }}
            type="button"
            role="tab"
            id={`explanation-tab-${l}`}
            aria-selected={tab === l}
            aria-controls={`explanation-panel-${l}`}
            tabIndex={tab === l ? 0 : -1}
            onClick={() => setTab(l)}
            className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm font-medium ${tab === l ? "border-slate-200 border-b-white bg-white text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {LANGUAGE_NAMES[l]}
            {fieldOf[l].errors ? <span className="ml-1 text-red-600">!</span> : null}
          </button>
        ))}
      </div>
      {TABS.map((l) => (
        <div key={l} role="tabpanel" id={`explanation-panel-${l}`} aria-labelledby={`explanation-tab-${l}`} hidden={tab !== l} className="flex flex-col gap-2">
          <RichField
            meta={fieldOf[l]}
            label={l === "en" ? t("fields.explanation") : t("form.explanationIn", { language: LANGUAGE_NAMES[l] })}
            hint={l === "en" ? t("form.explanationHint") : t("form.explanationTranslationHint")}
          />
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm" data-testid={`explanation-preview-${l}`}>
            <p className="text-xs font-semibold text-brand-900">{t("form.explanationPreview")}</p>
            {preview?.[l] ? (
              <div lang={l} className="exam-html mt-1 text-slate-800 [&_p]:my-1" dangerouslySetInnerHTML={{ __html: preview[l] }} />
            ) : (
              <p className="mt-1 text-slate-500">{l === "en" ? t("form.explanationEmpty") : t("form.explanationFallback")}</p>
            )}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
