import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { LANGUAGE_NAMES } from "~/lib/i18n";
import { useTranslation } from "react-i18next";
import { withoutKey } from "~/ui/conform-field";
import { buttonClass } from "~/ui/button";
import { MAX_QUESTIONS, OPTION_LETTERS } from "../quiz-options";
import { FieldMessage, inputClass, Labelled, type LessonFields, type QuestionFields, type QuestionTextFields } from "./lesson-fields";

const NONE = { text: "", a: "", b: "", c: "", d: "", explanation: "" };
const EMPTY: QuestionFields = { id: "", text: "", a: "", b: "", c: "", d: "", correct: "", explanation: "", az: NONE, ru: NONE };

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
            {(["az", "ru"] as const).map((lng) => (
              <QuestionTranslation key={lng} lng={lng} fields={q[lng].getFieldset()} />
            ))}
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

type TextFieldset = { [K in keyof QuestionTextFields]: FieldMetadata<QuestionTextFields[K], LessonFields, string[]> };

/**
 * A question in az or ru (decisions 0043, 0062), folded away until opened: the question and its explanation; the
 * options only where they are prose (the English sentences a Reading and Writing question is about stay English).
 * It stays in the form while folded, so a save keeps it with its question.
 */
function QuestionTranslation({ lng, fields }: { lng: "az" | "ru"; fields: TextFieldset }) {
  const { t } = useTranslation("lessons");
  const written = Boolean(fields.text.initialValue);
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-3" open={Boolean(fields.text.errors)} data-testid={`quiz-translation-${lng}`}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {LANGUAGE_NAMES[lng]} <span className="font-normal text-slate-500">{written ? t("admin.form.translated") : t("admin.form.notTranslated")}</span>
      </summary>
      <div lang={lng} className="mt-3 flex flex-col gap-3">
        <Labelled label={t("admin.form.questionTextIn", { language: LANGUAGE_NAMES[lng] })} meta={fields.text}>
          <textarea {...withoutKey(getTextareaProps(fields.text))} rows={2} className={inputClass} />
        </Labelled>
        <p className="text-xs text-slate-500">{t("admin.form.translatedOptionsHint")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTION_LETTERS.map((letter) => {
            const option = fields[letter.toLowerCase() as "a" | "b" | "c" | "d"];
            return (
              <Labelled key={letter} label={t("admin.form.optionIn", { letter, language: LANGUAGE_NAMES[lng] })} meta={option}>
                <input {...withoutKey(getInputProps(option, { type: "text" }))} className={inputClass} />
              </Labelled>
            );
          })}
        </div>
        <Labelled label={t("admin.form.explanationIn", { language: LANGUAGE_NAMES[lng] })} meta={fields.explanation}>
          <textarea {...withoutKey(getTextareaProps(fields.explanation))} rows={2} className={inputClass} />
        </Labelled>
      </div>
    </details>
  );
}
