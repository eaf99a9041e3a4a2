import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { choiceLetter } from "~/features/question-view";
import { FieldError } from "./field-error";
import { RichField } from "./rich-field";

/** The four choices of a single-choice question, with one radio button for the correct one. */
export function ChoicesField({ choices, correct }: { choices: FieldMetadata<{ text: string }[]>; correct: FieldMetadata<string> }) {
  const { t } = useTranslation("authoring");
  const list = choices.getFieldList();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3" aria-describedby={choices.errors ? choices.errorId : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("form.choices")}</legend>
      <p className="text-xs text-slate-500">{t("form.choicesHint")}</p>
      {list.map((choice, i) => {
        const text = choice.getFieldset().text;
        const { key: radioKey, ...radio } = getInputProps(correct, { type: "radio", value: String(i) });
        return (
          <div key={choice.key} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3" data-testid={`choice-${i}`}>
            <label className="flex shrink-0 items-center gap-2 pt-1 text-sm font-medium sm:w-48">
              <input
                {...radio}
                key={radioKey}
                id={`${correct.id}-${i}`}
                className="h-4 w-4 accent-brand-600"
                aria-label={t("form.correctChoice", { letter: choiceLetter(i) })}
              />
              <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-slate-500 text-sm font-bold">
                {choiceLetter(i)}
              </span>
              {/* The visible word follows the radio: only the key says it is the answer. */}
              <span aria-hidden className={`text-xs ${correct.value === String(i) ? "font-semibold text-green-700" : "text-slate-500"}`}>
                {correct.value === String(i) ? t("form.isCorrect") : t("form.markCorrect")}
              </span>
            </label>
            <div className="min-w-0 flex-1">
              <RichField meta={text} label={t("form.choiceText", { letter: choiceLetter(i) })} inline />
            </div>
          </div>
        );
      })}
      <FieldError id={choices.errorId} errors={choices.errors} />
    </fieldset>
  );
}
