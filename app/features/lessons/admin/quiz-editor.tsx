import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/ui/button";
import { MAX_QUESTIONS } from "../authoring-input";
import { OPTION_LETTERS } from "../lesson-input";

export type EditableQuestion = { id?: number; text: string; a: string; b: string; c: string; d: string; correct: string; explanation: string };

const inputClass =
  "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/**
 * The quiz of a lesson in the back office: questions with options A-D and the correct one; add and
 * remove questions (fields are named questions.<n>.<field> for the action). `errors` are translated
 * messages by field path ("questions.2.correct").
 */
export function QuizEditor({ initial, errors }: { initial: EditableQuestion[]; errors: Record<string, string> }) {
  const { t } = useTranslation("lessons");
  // Each row keeps a key of its own, so removing one does not shift what the others show.
  const [rows, setRows] = useState(() => initial.map((q, i) => ({ key: `q${i}-${q.id ?? "new"}`, q })));
  const [nextKey, setNextKey] = useState(0);
  const empty: EditableQuestion = { text: "", a: "", b: "", c: "", d: "", correct: "", explanation: "" };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold">{t("admin.form.quiz")}</legend>
      <p className="-mt-2 text-sm text-slate-600">{t("admin.form.quizHint")}</p>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{t("admin.form.noQuestions")}</p> : null}
      {rows.map(({ key, q }, i) => {
        const err = (field: string) => errors[`questions.${i}.${field}`];
        return (
          <div key={key} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="quiz-editor-question">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{t("admin.form.question", { number: i + 1 })}</h3>
              <button type="button" className={buttonClass("ghost", "px-2 py-1 text-red-700")} onClick={() => setRows((r) => r.filter((x) => x.key !== key))}>
                {t("admin.form.removeQuestion", { number: i + 1 })}
              </button>
            </div>
            {q.id ? <input type="hidden" name={`questions.${i}.id`} value={q.id} /> : null}
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("admin.form.questionText")}
              <textarea
                name={`questions.${i}.text`}
                defaultValue={q.text}
                rows={3}
                className={inputClass}
                required
                aria-invalid={err("text") ? true : undefined}
              />
              {err("text") ? <span className="text-sm font-normal text-red-600">{err("text")}</span> : null}
            </label>
            <div className="grid gap-3 sm:grid-cols-2">
              {OPTION_LETTERS.map((letter) => {
                const field = letter.toLowerCase() as "a" | "b" | "c" | "d";
                return (
                  <label key={letter} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                    {t("admin.form.option", { letter })}
                    <input
                      name={`questions.${i}.${field}`}
                      defaultValue={q[field]}
                      className={inputClass}
                      required
                      aria-invalid={err(field) ? true : undefined}
                    />
                    {err(field) ? <span className="text-sm font-normal text-red-600">{err(field)}</span> : null}
                  </label>
                );
              })}
            </div>
            <fieldset className="flex flex-wrap items-center gap-3 text-sm">
              <legend className="mb-1 font-medium text-slate-700">{t("admin.form.correct")}</legend>
              {OPTION_LETTERS.map((letter) => (
                <label key={letter} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`questions.${i}.correct`}
                    value={letter}
                    defaultChecked={q.correct === letter}
                    required
                    className="accent-brand-600"
                  />
                  {letter}
                </label>
              ))}
              {err("correct") ? <span className="basis-full text-red-600">{err("correct")}</span> : null}
            </fieldset>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("admin.form.explanation")}
              <textarea name={`questions.${i}.explanation`} defaultValue={q.explanation} rows={2} className={inputClass} />
            </label>
          </div>
        );
      })}
      <button
        type="button"
        className={buttonClass("secondary", "self-start")}
        disabled={rows.length >= MAX_QUESTIONS}
        onClick={() => {
          setRows((r) => [...r, { key: `new-${nextKey}`, q: empty }]);
          setNextKey((k) => k + 1);
        }}
      >
        {t("admin.form.addQuestion")}
      </button>
    </fieldset>
  );
}
