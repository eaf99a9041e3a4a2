import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { withoutKey } from "~/ui/conform-field";
import { buttonClass } from "~/ui/button";
import { MAX_QUESTIONS } from "../authoring-input";
import { OPTION_LETTERS } from "../lesson-input";
import { FieldMessage, inputClass, Labelled, type LessonFields, type QuestionFields } from "./lesson-fields";

const EMPTY: QuestionFields = { id: "", text: "", a: "", b: "", c: "", d: "", correct: "", explanation: "" };

/**
 * The quiz of a lesson in the back office: questions with options A-D and the correct one; add and
 * remove questions (conform's list intents, so the fields stay named questions[n].field in order and
 * each row keeps its own key). Messages come from conform (LessonFormSchema, the browser's check and
 * the server's answer).
 */
export function QuizEditor({
  form,
  questions,
}: {
  form: FormMetadata<LessonFields, string[]>;
  questions: FieldMetadata<QuestionFields[], LessonFields, string[]>;
}) {
  const { t } = useTranslation(["lessons", "common"]);
  const rows = questions.getFieldList();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold">{t("admin.form.quiz")}</legend>
      <p className="-mt-2 text-sm text-slate-600">{t("admin.form.quizHint")}</p>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{t("admin.form.noQuestions")}</p> : null}
      {rows.map((row, i) => {
        const q = row.getFieldset();
        return (
          <div key={row.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="quiz-editor-question">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{t("admin.form.question", { number: i + 1 })}</h3>
              <button {...form.remove.getButtonProps({ name: questions.name, index: i })} className={buttonClass("ghost", "px-2 py-1 text-red-700")}>
                {t("admin.form.removeQuestion", { number: i + 1 })}
              </button>
            </div>
            <input {...withoutKey(getInputProps(q.id, { type: "hidden" }))} />
            <Labelled label={t("admin.form.questionText")} meta={q.text}>
              <textarea {...withoutKey(getTextareaProps(q.text))} rows={3} className={inputClass} required />
            </Labelled>
            <div className="grid gap-3 sm:grid-cols-2">
              {OPTION_LETTERS.map((letter) => {
                const option = q[letter.toLowerCase() as "a" | "b" | "c" | "d"];
                return (
                  <Labelled key={letter} label={t("admin.form.option", { letter })} meta={option}>
                    <input {...withoutKey(getInputProps(option, { type: "text" }))} className={inputClass} required />
                  </Labelled>
                );
              })}
            </div>
            <fieldset className="flex flex-wrap items-center gap-3 text-sm" aria-describedby={q.correct.errors ? q.correct.errorId : undefined}>
              <legend className="mb-1 font-medium text-slate-700">{t("admin.form.correct")}</legend>
              {OPTION_LETTERS.map((letter) => (
                <label key={letter} className="flex items-center gap-1.5">
                  <input
                    {...withoutKey(getInputProps(q.correct, { type: "radio", value: letter }))}
                    id={undefined}
                    aria-describedby={undefined}
                    required
                    className="accent-brand-600"
                  />
                  {letter}
                </label>
              ))}
              <FieldMessage meta={q.correct} className="basis-full" />
            </fieldset>
            <Labelled label={t("admin.form.explanation")} meta={q.explanation}>
              <textarea {...withoutKey(getTextareaProps(q.explanation))} rows={2} className={inputClass} />
            </Labelled>
          </div>
        );
      })}
      <FieldMessage meta={questions} />
      <button
        {...form.insert.getButtonProps({ name: questions.name, defaultValue: EMPTY })}
        className={buttonClass("secondary", "self-start")}
        disabled={rows.length >= MAX_QUESTIONS}
      >
        {t("admin.form.addQuestion")}
      </button>
    </fieldset>
  );
}
