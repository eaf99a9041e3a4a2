/** The Scientific tab: history (kept in the section's memory), input with live result, keypad. */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { newId, type CalculatorMemoryStore, type HistoryEntry } from "./calculator-memory";
import type { AngleMode } from "./math-engine";
import { canShowFraction, evaluateScientific, formatScientificResult, type ScientificFailure } from "./scientific-evaluator";
import { ScientificKeypad, type KeypadAction } from "./scientific-keypad";

const MAX_HISTORY = 100;
/** Typing one of these into an empty input continues from the previous answer. */
const CONTINUES_ANS = /^[+*/^×÷!%]/;

export function ScientificCalculator({ store }: { store: CalculatorMemoryStore }) {
  const { t } = useTranslation("calculator");
  const { history, ans } = store.memory.scientific;
  const [input, setInput] = useState("");
  const [angleMode, setAngleMode] = useState<AngleMode>("deg");
  const [error, setError] = useState<ScientificFailure | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const historyRef = useRef<HTMLOListElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const statusId = useId();

  useLayoutEffect(() => {
    const element = inputRef.current;
    if (element && pendingCaret.current !== null) {
      element.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [input]);

  useEffect(() => {
    historyRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [history.length]);

  const preview = useMemo(() => (input.trim() ? evaluateScientific(input, { angleMode, ans }) : null), [input, angleMode, ans]);

  const replaceInput = (next: string, caret: number) => {
    pendingCaret.current = caret;
    setInput(next);
    setError(null);
  };

  const insert = (text: string) => {
    const element = inputRef.current;
    const start = element?.selectionStart ?? input.length;
    const end = element?.selectionEnd ?? input.length;
    const insertion = input.trim() === "" && CONTINUES_ANS.test(text) && ans ? `Ans${text}` : text;
    replaceInput(input.slice(0, start) + insertion + input.slice(end), start + insertion.length);
  };

  const submit = () => {
    if (!input.trim()) return;
    const result = evaluateScientific(input, { angleMode, ans });
    if (!result.ok) {
      setError(result);
      return;
    }
    const entry: HistoryEntry = { id: newId("calc"), expression: input, result, display: result.prefersFraction ? "fraction" : "decimal" };
    store.updateScientific((current) => ({
      history: [...current.history, entry].slice(-MAX_HISTORY),
      ans: { value: result.value, exact: result.exact },
    }));
    replaceInput("", 0);
  };

  const onAction = (action: KeypadAction) => {
    const element = inputRef.current;
    const start = element?.selectionStart ?? input.length;
    const end = element?.selectionEnd ?? input.length;
    switch (action) {
      case "evaluate":
        return submit();
      case "clear":
        return replaceInput("", 0);
      case "backspace":
        if (start !== end) return replaceInput(input.slice(0, start) + input.slice(end), start);
        if (start > 0) replaceInput(input.slice(0, start - 1) + input.slice(start), start - 1);
        return;
      case "left":
      case "right": {
        const caret = Math.max(0, Math.min(input.length, action === "left" ? start - 1 : end + 1));
        element?.setSelectionRange(caret, caret);
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    }
  };

  const toggleDisplay = (id: string) =>
    store.updateScientific((current) => ({
      ...current,
      history: current.history.map((entry) => (entry.id === id ? { ...entry, display: entry.display === "fraction" ? "decimal" : "fraction" } : entry)),
    }));

  const previewText = preview?.ok ? formatScientificResult(preview, preview.prefersFraction ? "fraction" : "decimal") : null;
  const shownError = error;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-2 py-1">
        <div role="group" aria-label={t("angle.label")} className="inline-flex overflow-hidden rounded border border-slate-300 text-xs font-semibold">
          {(["deg", "rad"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={angleMode === mode}
              aria-label={t(mode === "deg" ? "angle.degrees" : "angle.radians")}
              onClick={() => setAngleMode(mode)}
              className="px-2 py-0.5 text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-700 aria-pressed:text-white"
            >
              {t(mode === "deg" ? "angle.degShort" : "angle.radShort")}
            </button>
          ))}
        </div>
      </div>
      <ol ref={historyRef} aria-label={t("scientific.history")} className="min-h-0 flex-1 overflow-y-auto px-2 py-1" data-testid="scientific-history">
        {history.length === 0 && <li className="py-2 text-center text-xs text-slate-500">{t("scientific.emptyHistory")}</li>}
        {history.map((entry) => {
          const resultText = formatScientificResult(entry.result, entry.display);
          return (
            <li key={entry.id} className="border-b border-slate-100 py-1">
              <button
                type="button"
                onClick={() => replaceInput(entry.expression, entry.expression.length)}
                aria-label={t("scientific.reuse", { expression: entry.expression })}
                className="block w-full truncate rounded px-1 text-left font-mono text-sm text-slate-600 hover:bg-slate-100"
              >
                {entry.expression}
              </button>
              <div className="flex items-center justify-end gap-1">
                <span aria-hidden="true" className="text-slate-500">
                  =
                </span>
                <button
                  type="button"
                  onClick={() => insert(resultText)}
                  aria-label={t("scientific.insertResult", { result: resultText })}
                  className="rounded px-1 font-mono text-base font-semibold text-slate-900 hover:bg-slate-100"
                >
                  {resultText}
                </button>
                {canShowFraction(entry.result) && (
                  <button
                    type="button"
                    onClick={() => toggleDisplay(entry.id)}
                    aria-label={t(entry.display === "fraction" ? "scientific.showDecimal" : "scientific.showFraction")}
                    title={t(entry.display === "fraction" ? "scientific.showDecimal" : "scientific.showFraction")}
                    className="rounded border border-slate-300 px-1.5 text-xs text-slate-600 hover:bg-slate-100"
                  >
                    {t(entry.display === "fraction" ? "scientific.decimalShort" : "scientific.fractionShort")}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="border-t border-slate-200 px-2 pt-2">
        <input
          ref={inputRef}
          type="text"
          inputMode="text"
          value={input}
          onChange={(event) => {
            const value = event.target.value;
            if (input === "" && ans && CONTINUES_ANS.test(value) && value.length === 1) replaceInput(`Ans${value}`, value.length + 3);
            else replaceInput(value, event.target.selectionStart ?? value.length);
          }}
          onKeyDown={onKeyDown}
          aria-label={t("scientific.inputLabel")}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={statusId}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t("scientific.placeholder")}
          data-testid="scientific-input"
          className="w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-base text-slate-900 focus:border-brand-500 focus:ring-1 focus:ring-brand-500 focus:outline-none"
        />
        <p id={statusId} aria-live="polite" className="min-h-6 px-1 pt-0.5 text-right font-mono text-sm" data-testid="scientific-status">
          {shownError ? (
            <span className="block text-left font-sans text-red-700">{t(`errors.${shownError.error}`, { name: shownError.detail ?? "" })}</span>
          ) : previewText !== null ? (
            <span className="text-slate-500">= {previewText}</span>
          ) : null}
        </p>
      </div>
      <ScientificKeypad onInsert={insert} onAction={onAction} />
    </div>
  );
}
