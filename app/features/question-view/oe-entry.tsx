import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { entryAdvice, entryPreview, gridInMessage, readGridIn, type GridInProblem } from "#grading/grid-in";

type Notice = { kind: "comma" } | { kind: "refused"; problem: GridInProblem } | null;

/**
 * The student-produced response box: only what the SAT accepts (grid-in.ts), with a preview of the
 * answer. A typed comma becomes a decimal point at once (decision 0023); a refused keystroke leaves
 * the entry as it was and says why, so the value never changes silently.
 */
export function OpenEndedEntry({ value, onChange, questionId }: { value: string; onChange: (v: string) => void; questionId: number }) {
  const { t } = useTranslation("exam");
  const [notice, setNotice] = useState<Notice>(null);
  const preview = entryPreview(value);
  const advice = entryAdvice(value);
  const inputId = `oe-${questionId}`;
  // Typed before the script took over (the page is rendered on the server): taken in once it runs,
  // through the same rule as typing.
  const input = useRef<HTMLInputElement>(null);
  const early = useRef({ value, onChange });
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed === early.current.value) return;
    const read = readGridIn(typed);
    if (read.ok && !/\s/.test(typed)) early.current.onChange(read.entry);
    else if (input.current) input.current.value = early.current.value;
  }, []);
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("oe.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={`${inputId}-rules ${inputId}-notice${advice ? ` ${inputId}-problem` : ""}`}
        aria-invalid={notice?.kind === "refused" || advice !== null || undefined}
        onChange={(e) => {
          const raw = e.target.value;
          // A space inside an entry would join "1 1/2" into 11/2: refused, never dropped.
          const read = /\s/.test(raw) ? ({ ok: false, problem: "space" } as const) : readGridIn(raw);
          if (!read.ok) return setNotice({ kind: "refused", problem: read.problem });
          setNotice(raw.includes(",") ? { kind: "comma" } : notice?.kind === "comma" && read.entry ? notice : null);
          onChange(read.entry);
        }}
        className="w-40 rounded-lg border-2 border-slate-400 px-3 py-2 font-mono text-lg focus:border-brand-600"
      />
      <p id={`${inputId}-rules`} className="text-xs text-slate-500">
        {t("oe.rules")}
      </p>
      <p
        id={`${inputId}-notice`}
        role="status"
        className={`min-h-4 text-xs ${notice?.kind === "refused" ? "text-red-700" : "text-slate-600"}`}
        data-testid="oe-notice"
      >
        {notice?.kind === "refused" ? t(gridInMessage(notice.problem), { ns: "common" }) : notice?.kind === "comma" ? t("oe.commaRead") : null}
      </p>
      {advice ? (
        <p id={`${inputId}-problem`} role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm font-medium text-red-800" data-testid="oe-problem">
          {t(`oe.${advice}`)}
        </p>
      ) : null}
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
          <span className="font-serif text-lg" data-testid="oe-preview">
            {preview.text}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </div>
    </div>
  );
}
