import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { withoutKey } from "~/ui/conform-field";
import { LIMITS } from "../question-limits";
import { FieldError, inputClass } from "./field-error";

/**
 * The accepted answers of an open-ended question, one input each (stored as "a|||b"). Each must be a
 * complete entry the exam's answer box accepts (the grid-in rule), checked as it is typed.
 */
export function AnswersField({ form, answers }: { form: FormMetadata<any>; answers: FieldMetadata<string[]> }) {
  const { t } = useTranslation(["authoring", "exam"]);
  const list = answers.getFieldList();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3" aria-describedby={`${answers.id}-rules`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("form.answers")}</legend>
      <p id={`${answers.id}-rules`} className="text-xs text-slate-500">
        {t("form.answersHint")} {t("exam:oe.rules")}
      </p>
      <ul className="flex flex-col gap-2">
        {list.map((answer, i) => (
          <li key={answer.key} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={answer.id} className="w-24 shrink-0 text-sm text-slate-700">
                {t("form.answerN", { n: i + 1 })}
              </label>
              <input
                {...withoutKey(getInputProps(answer, { type: "text" }))}
                key={answer.key}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                className={`${inputClass(!!answer.errors)} max-w-40 font-mono`}
              />
              {list.length > 1 ? (
                <button
                  {...form.remove.getButtonProps({ name: answers.name, index: i })}
                  className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
                  aria-label={t("form.removeAnswer", { n: i + 1 })}
                >
                  ✕
                </button>
              ) : null}
            </div>
            <FieldError id={answer.errorId} errors={answer.errors} />
          </li>
        ))}
      </ul>
      {list.length < LIMITS.answers ? (
        <button
          {...form.insert.getButtonProps({ name: answers.name, defaultValue: "" })}
          className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          + {t("form.addAnswer")}
        </button>
      ) : null}
      <FieldError id={answers.errorId} errors={answers.errors} />
    </fieldset>
  );
}
