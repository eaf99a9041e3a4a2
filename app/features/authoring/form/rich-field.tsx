import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyQuestionEditor } from "../editor/lazy-question-editor";
import { needsSource } from "../editor/tex-spans";
import { FieldError, inputClass } from "./field-error";

/**
 * An HTML field of the question: the rich-text editor, or its HTML source (for tables and figures the
 * editor cannot hold, or for whoever prefers it). Either way the value is one conform field.
 */
export function RichField({ meta, label, hint, inline = false }: { meta: FieldMetadata<string>; label: string; hint?: string; inline?: boolean }) {
  const { t } = useTranslation("authoring");
  const control = useInputControl(meta);
  const value = typeof control.value === "string" ? control.value : "";
  const [source, setSource] = useState(() => needsSource(value));
  const [version, setVersion] = useState(0);
  const labelId = `${meta.id}-label`;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [meta.errors ? meta.errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <button
          type="button"
          className="text-xs font-semibold text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
          aria-pressed={source}
          disabled={source && needsSource(value)}
          onClick={() => {
            setSource((s) => !s);
            setVersion((v) => v + 1);
          }}
        >
          {source ? t("editor.showEditor") : t("editor.showSource")}
        </button>
      </div>
      {source ? (
        <textarea
          id={meta.id}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={meta.errors ? true : undefined}
          value={value}
          spellCheck={false}
          rows={inline ? 2 : 6}
          onChange={(e) => control.change(e.target.value)}
          onBlur={control.blur}
          className={`${inputClass(!!meta.errors)} font-mono text-xs`}
        />
      ) : (
        <LazyQuestionEditor
          key={version}
          id={meta.id}
          initialHtml={value}
          onChange={(html) => control.change(html)}
          onBlur={control.blur}
          labelledBy={labelId}
          describedBy={describedBy}
          invalid={!!meta.errors}
          inline={inline}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {source && needsSource(value) ? <p className="text-xs text-slate-500">{t("editor.sourceOnly")}</p> : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
