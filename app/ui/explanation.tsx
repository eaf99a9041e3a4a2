import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ExplanationTranslation } from "~/lib/explanation";
import { isExplanationLanguage } from "~/lib/explanation";

/**
 * A question's explanation in the reader's language (decision 0062): the translation, with "Show in English"
 * (a toggle button, aria-pressed) one click away; without a translation the English, with a quiet note for az
 * and ru readers that it is not translated yet. The HTML comes from the server (sanitized, math typeset).
 */
export function Explanation({ english, translation, className }: { english: string; translation?: ExplanationTranslation; className?: string }) {
  const { t, i18n } = useTranslation("common");
  const [showEnglish, setShowEnglish] = useState(false);
  const id = useId();
  const translated = translation && !showEnglish;
  const untranslated = !translation && isExplanationLanguage(i18n.language);
  return (
    <div data-testid="explanation-body" data-language={translated ? translation.language : "en"}>
      {translation ? (
        <button
          type="button"
          aria-pressed={showEnglish}
          aria-controls={id}
          onClick={() => setShowEnglish((s) => !s)}
          className="mb-1 rounded-full border border-brand-200 bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-100 print:hidden"
        >
          {t("explanation.showEnglish")}
        </button>
      ) : null}
      <div
        id={id}
        lang={translated ? translation.language : "en"}
        className={className}
        dangerouslySetInnerHTML={{ __html: translated ? translation.html : english }}
      />
      {untranslated ? <p className="mt-1 text-xs text-slate-500">{t("explanation.englishOnly")}</p> : null}
    </div>
  );
}
