import { useTranslation } from "react-i18next";
import { entryPreview, isAllowedEntry } from "../entry-rules";

/** The student-produced response box: only what the SAT accepts, with a preview of the answer. */
export function OpenEndedEntry({ value, onChange, questionId }: { value: string; onChange: (v: string) => void; questionId: number }) {
  const { t } = useTranslation("exam");
  const preview = entryPreview(value);
  const inputId = `oe-${questionId}`;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("oe.label")}
      </label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        maxLength={6}
        aria-describedby={`${inputId}-rules`}
        onChange={(e) => {
          const next = e.target.value.replace(/\s/g, "");
          if (isAllowedEntry(next)) onChange(next);
        }}
        className="w-40 rounded-lg border-2 border-slate-400 px-3 py-2 font-mono text-lg focus:border-brand-600"
      />
      <p id={`${inputId}-rules`} className="text-xs text-slate-500">
        {t("oe.rules")}
      </p>
      <div className="flex items-center gap-3 text-sm" aria-live="polite">
        <span className="font-medium">{t("oe.preview")}</span>
        {preview.kind === "fraction" ? (
          <span className="inline-flex items-center gap-1 font-serif text-lg" aria-label={`${preview.sign}${preview.num}/${preview.den}`}>
            {preview.sign}
            <span className="inline-flex flex-col items-center leading-none">
              <span className="border-b border-slate-800 px-1">{preview.num}</span>
              <span className="px-1">{preview.den}</span>
            </span>
          </span>
        ) : preview.kind === "text" ? (
          <span className="font-serif text-lg">{preview.text}</span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </div>
    </div>
  );
}
