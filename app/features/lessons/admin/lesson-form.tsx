import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { buttonClass } from "~/ui/button";
import { useAllErrorsOnSubmit, useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import { Spinner } from "~/ui/spinner";
import type { LessonForm as LessonValues } from "../authoring-input";
import { clock } from "../format";
import { UNITS, type Unit } from "../unlock";
import { FieldMessage, inputClass, Labelled, type LessonFields } from "./lesson-fields";
import { QuizEditor } from "./quiz-editor";

/** LessonFormSchema (the action's own), loaded when the form is first used (issue 30). */
const loadLessonFormSchemaChecks = zodChecks(() => import("../authoring-input").then((m) => m.LessonFormSchema));

/** A quiz question's az or ru text ("" where there is none). */
export type EditableQuestionText = { text: string; a: string; b: string; c: string; d: string; explanation: string };
export type EditableQuestion = {
  id?: number;
  text: string;
  a: string;
  b: string;
  c: string;
  d: string;
  correct: string;
  explanation: string;
  az: EditableQuestionText;
  ru: EditableQuestionText;
};

export type LessonFormInitial = {
  title: string;
  description: string;
  /** The title, description and transcript in az and ru ("" when there is none). */
  translated: Record<"az" | "ru", { title: string; description: string; transcript: string }>;
  unit: Unit;
  skill: string;
  durationSeconds: number | null;
  videoKind: "file" | "vimeo" | "youtube";
  videoRef: string | null;
  transcript: string;
  captionCues: number;
  published: boolean;
  questions: EditableQuestion[];
};

const SKILLS = [
  "Words in Context",
  "Text Structure and Purpose",
  "Cross-Text Connections",
  "Central Ideas and Details",
  "Command of Evidence",
  "Inferences",
  "Boundaries",
  "Form, Structure, and Sense",
  "Transitions",
  "Rhetorical Synthesis",
  "Linear equations in one variable",
  "Linear functions",
  "Systems of two linear equations in two variables",
  "Linear inequalities",
  "Equivalent expressions",
  "Nonlinear functions",
  "Ratios, rates, proportional relationships and units",
  "Percentages",
  "One-variable data",
  "Probability and conditional probability",
  "Area and volume",
  "Lines, angles and triangles",
  "Right triangles and trigonometry",
  "Circles",
];

/** What the form starts with: the lesson as the fields send it. */
function fieldsOf(initial: LessonFormInitial): Omit<LessonFields, "captions_file"> {
  return {
    title: initial.title,
    description: initial.description,
    title_az: initial.translated.az.title,
    description_az: initial.translated.az.description,
    title_ru: initial.translated.ru.title,
    description_ru: initial.translated.ru.description,
    unit: initial.unit,
    skill: initial.skill,
    duration: initial.durationSeconds ? clock(initial.durationSeconds) : "",
    video_kind: initial.videoKind,
    video_id: initial.videoKind === "file" ? "" : (initial.videoRef ?? ""),
    transcript: initial.transcript,
    transcript_az: initial.translated.az.transcript,
    transcript_ru: initial.translated.ru.transcript,
    published: initial.published ? "on" : undefined,
    questions: initial.questions.map(({ id, ...q }) => ({ ...q, id: id ? String(id) : "" })),
  };
}

/**
 * The lesson form of the back office (new and edit): a conform form checked in the browser with
 * LessonFormSchema, the schema the action reads it with; every message (the browser's, or the
 * server's `failure` in the one shape, the captions file's among them) shows under its field, all at
 * once on a refused submit. `videoSlot` is what the edit page shows for an uploaded file (the uploader
 * and the preview).
 */
export function LessonForm({
  initial,
  failure,
  isNew,
  videoSlot,
}: {
  initial: LessonFormInitial;
  failure?: FormFailure;
  isNew: boolean;
  videoSlot?: React.ReactNode;
}) {
  const { t } = useTranslation(["lessons", "common"]);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [kind, setKind] = useState(initial.videoKind);
  const { checks, start } = useLazyChecks("lesson", loadLessonFormSchemaChecks);
  const [form, fields] = useForm<LessonFields, LessonValues>({
    id: "lesson",
    lastResult: failure?.result,
    defaultValue: fieldsOf(initial),
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useAllErrorsOnSubmit(form);
  const formError = form.errors?.[0] ?? failure?.formError;
  const refused = formError || form.status === "error";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-8"
    >
      {refused ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="lesson-form-errors">
          {formError ? t(formError, { ns: "common" }) : t("admin.form.fixErrors")}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t("admin.form.details")}</legend>
        <Labelled label={t("admin.form.title")} meta={fields.title}>
          <input {...withoutKey(getInputProps(fields.title, { type: "text" }))} className={inputClass} required maxLength={120} />
        </Labelled>
        <Labelled label={t("admin.form.description")} meta={fields.description}>
          <textarea {...withoutKey(getTextareaProps(fields.description))} rows={3} className={inputClass} maxLength={2000} />
        </Labelled>
        <p className="text-sm text-slate-600">{t("admin.form.translationsHint")}</p>
        {(["az", "ru"] as const).map((lng) => (
          <div key={lng} className="grid gap-4 sm:grid-cols-2">
            <Labelled label={t(`admin.form.titleIn.${lng}`)} meta={fields[`title_${lng}`]}>
              <input {...withoutKey(getInputProps(fields[`title_${lng}`], { type: "text" }))} lang={lng} className={inputClass} maxLength={120} />
            </Labelled>
            <Labelled label={t(`admin.form.descriptionIn.${lng}`)} meta={fields[`description_${lng}`]}>
              <textarea {...withoutKey(getTextareaProps(fields[`description_${lng}`]))} lang={lng} rows={3} className={inputClass} maxLength={2000} />
            </Labelled>
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-3">
          <ConformSelect meta={fields.unit} label={t("admin.form.unit")} controlClassName="text-sm">
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </ConformSelect>
          <Labelled label={t("admin.form.skill")} hint={t("admin.form.skillHint")} meta={fields.skill}>
            <input {...withoutKey(getInputProps(fields.skill, { type: "text" }))} list="cb-skills" className={inputClass} maxLength={120} />
          </Labelled>
          <Labelled label={t("admin.form.duration")} hint={t("admin.form.durationHint")} meta={fields.duration}>
            {/* The page's own value, not conform's first one: an upload fills the length in while the form stays open. */}
            <input
              {...withoutKey(getInputProps(fields.duration, { type: "text" }))}
              defaultValue={initial.durationSeconds ? clock(initial.durationSeconds) : ""}
              inputMode="numeric"
              placeholder="2:45"
              className={inputClass}
            />
          </Labelled>
        </div>
        <datalist id="cb-skills">
          {SKILLS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t("admin.form.video")}</legend>
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-medium text-slate-700">{t("admin.form.videoKind")}</legend>
          {(["file", "vimeo", "youtube"] as const).map((k) => (
            <label key={k} className="flex items-center gap-1.5">
              <input type="radio" name={fields.video_kind.name} value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-brand-600" />
              {t(`admin.videoKinds.${k}`)}
            </label>
          ))}
          <FieldMessage meta={fields.video_kind} className="basis-full" />
        </fieldset>
        {kind === "file" ? isNew ? <p className="text-sm text-slate-600">{t("admin.form.saveFirst")}</p> : videoSlot : null}
        {kind !== "file" ? (
          <Labelled label={t(kind === "vimeo" ? "admin.form.vimeoId" : "admin.form.youtubeId")} hint={t("admin.form.videoIdHint")} meta={fields.video_id}>
            {/* Another source starts empty: an id of one is not an id of the other. */}
            <input
              {...withoutKey(getInputProps(fields.video_id, { type: "text" }))}
              key={kind}
              defaultValue={initial.videoKind === kind ? (initial.videoRef ?? "") : ""}
              className={inputClass}
            />
          </Labelled>
        ) : null}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-700">{t("admin.form.captions")}</p>
          <p className="text-sm text-slate-600">
            {initial.captionCues ? t("admin.form.captionsNow", { count: initial.captionCues }) : t("admin.form.noCaptions")}
          </p>
          <Labelled label={t("admin.form.captionsFile")} hint={t("admin.form.captionsHint")} meta={fields.captions_file}>
            <input {...withoutKey(getInputProps(fields.captions_file, { type: "file" }))} accept=".vtt,text/vtt" className="text-sm font-normal" />
          </Labelled>
          {initial.captionCues ? (
            <label className="flex items-center gap-2 text-sm">
              <input {...withoutKey(getInputProps(fields.remove_captions, { type: "checkbox" }))} className="accent-brand-600" />
              {t("admin.form.removeCaptions")}
            </label>
          ) : null}
        </div>
        <Labelled label={t("admin.form.transcript")} hint={t("admin.form.transcriptHint")} meta={fields.transcript}>
          <textarea {...withoutKey(getTextareaProps(fields.transcript))} rows={6} className={inputClass} />
        </Labelled>
        {(["az", "ru"] as const).map((lng) => (
          <Labelled key={lng} label={t(`admin.form.transcriptIn.${lng}`)} hint={t("admin.form.transcriptInHint")} meta={fields[`transcript_${lng}`]}>
            <textarea {...withoutKey(getTextareaProps(fields[`transcript_${lng}`]))} lang={lng} rows={4} className={inputClass} />
          </Labelled>
        ))}
      </fieldset>

      <QuizEditor form={form} questions={fields.questions} />

      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input {...withoutKey(getInputProps(fields.published, { type: "checkbox" }))} className="accent-brand-600" />
          {t("admin.form.publishedLabel")}
        </label>
        <FieldMessage meta={fields.published} />
        <button type="submit" className={buttonClass("primary", "self-start")} disabled={saving}>
          {saving ? <Spinner label={t("admin.form.saving")} /> : isNew ? t("admin.form.create") : t("admin.form.save")}
        </button>
      </div>
    </Form>
  );
}
