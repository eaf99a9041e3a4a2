import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAllErrorsOnSubmit, useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { Form, useNavigation } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { QuestionPreview } from "../preview/question-preview";
import { useLivePreview } from "../preview/use-live-preview";
import type { QuestionPreviewData } from "../preview.server";
import { LIMITS } from "../question-limits";
import type { QuestionFormValues } from "../question-schema";
import { AnswersField } from "./answers-field";
import { ChoicesField } from "./choices-field";
import { ClassificationFields } from "./classification-fields";
import { ExplanationField } from "./explanation-field";
import { FieldError, inputClass } from "./field-error";
import { FigureField } from "./figure-field";
import { RichField } from "./rich-field";

/** QuestionInputSchema (the action's own), loaded when the form is first used (issue 30). */
const loadQuestionInputSchemaChecks = zodChecks(() => import("../question-schema").then((m) => m.QuestionInputSchema));

type Props = {
  defaultValue: QuestionFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  initialPreview: QuestionPreviewData | null;
  identifierLocked?: boolean;
  /** A note above the form (e.g. "saving makes version 3"). */
  notice?: string;
};

/**
 * "Create SAT Question": every field of the spec (section 3) plus the passage, the figure and the
 * explanation, validated in the browser (once the schema has loaded, on the form's first use) and again
 * by the action with the same zod schema (conform),
 * beside a live preview of what a student will see.
 */
export function QuestionForm({ defaultValue, lastResult, initialPreview, identifierLocked = false, notice }: Props) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("question-form", loadQuestionInputSchemaChecks);
  const [form, fields] = useForm<QuestionFormValues>({
    id: "question-form",
    defaultValue,
    lastResult,
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) as never : undefined,
  });
  useAllErrorsOnSubmit(form);
  const preview = useLivePreview(form.value, initialPreview);
  const type = fields.question_type.value === "OE" ? "OE" : "SC";
  const verbal = fields.test.value === "verbal";
  const [withPassage, setWithPassage] = useState(Boolean(defaultValue.passage.html));
  const passage = fields.passage.getFieldset();
  const explanationI18n = fields.explanation_i18n.getFieldset();

  useEffect(() => {
    if (lastResult?.status === "error" && lastResult.error) toast.error(t("toast.failed"), { toastId: "question-failed" });
  }, [lastResult, t]);

  return (
    <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-5">
        {notice ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{notice}</p> : null}
        {form.errors?.length ? (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            <FieldError id={form.errorId} errors={form.errors} />
          </div>
        ) : null}
        <ClassificationFields fields={fields} identifierLocked={identifierLocked} />
        <RichField meta={fields.question_title} label={t("fields.title")} inline />
        {!verbal ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={withPassage} onChange={(e) => setWithPassage(e.target.checked)} className="accent-brand-600" />
            {t("form.withPassage")}
          </label>
        ) : null}
        {verbal || withPassage ? (
          <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{t("form.passage")}</legend>
            <div className="flex flex-col gap-1">
              <label htmlFor={passage.title.id} className="text-sm font-medium text-slate-700">
                {t("fields.passageTitle")}
              </label>
              <input
                {...withoutKey(getInputProps(passage.title, { type: "text" }))}
                key={passage.title.key}
                maxLength={LIMITS.passageTitle}
                className={inputClass(!!passage.title.errors)}
              />
            </div>
            <RichField meta={passage.html} label={t("fields.passage")} hint={t("form.passageHint")} />
          </fieldset>
        ) : null}
        <RichField meta={fields.question_text} label={t("fields.text")} hint={t("form.textHint")} />
        <FigureField figure={fields.figure} />
        {type === "SC" ? (
          <ChoicesField choices={fields.choices} correct={fields.correct_choice} />
        ) : (
          <AnswersField form={form} answers={fields.open_ended_answer} />
        )}
        <ExplanationField english={fields.explanation} translations={explanationI18n} preview={preview.data?.explanations} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <button
            type="submit"
            name="then"
            value="review"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
          >
            {saving ? t("form.saving") : t("form.saveAndSubmit")}
          </button>
          <button
            type="submit"
            name="then"
            value="draft"
            disabled={saving}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
          >
            {t("form.saveDraft")}
          </button>
        </div>
      </div>
      <div className="min-w-0 xl:sticky xl:top-20 xl:self-start">
        <QuestionPreview data={preview.data} loading={preview.loading} />
      </div>
    </Form>
  );
}
