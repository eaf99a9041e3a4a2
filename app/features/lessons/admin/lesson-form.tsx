import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";
import { Spinner } from "~/ui/spinner";
import { clock } from "../format";
import { UNITS, type Unit } from "../unlock";
import { QuizEditor, type EditableQuestion } from "./quiz-editor";

export type LessonFormInitial = {
  title: string;
  description: string;
  /** The title and description in az and ru ("" when there is none). */
  translated: Record<"az" | "ru", { title: string; description: string }>;
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

const inputClass =
  "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

function Labelled({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      {children}
      {hint ? <span className="text-xs font-normal text-slate-500">{hint}</span> : null}
      {error ? <span className="text-sm font-normal text-red-600">{error}</span> : null}
    </label>
  );
}

/**
 * The lesson form of the back office (new and edit). `videoSlot` is what the edit page shows for an
 * uploaded file (the uploader and the preview); `errors` are translated messages by field.
 */
export function LessonForm({
  initial,
  errors,
  isNew,
  videoSlot,
}: {
  initial: LessonFormInitial;
  errors: Record<string, string>;
  isNew: boolean;
  videoSlot?: React.ReactNode;
}) {
  const { t } = useTranslation("lessons");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [kind, setKind] = useState(initial.videoKind);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-8" noValidate>
      {hasErrors ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="lesson-form-errors">
          {errors.form ?? t("admin.form.fixErrors")}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t("admin.form.details")}</legend>
        <Labelled label={t("admin.form.title")} error={errors.title}>
          <input name="title" defaultValue={initial.title} className={inputClass} required maxLength={120} aria-invalid={errors.title ? true : undefined} />
        </Labelled>
        <Labelled label={t("admin.form.description")} error={errors.description}>
          <textarea name="description" defaultValue={initial.description} rows={3} className={inputClass} maxLength={2000} />
        </Labelled>
        <p className="text-sm text-slate-600">{t("admin.form.translationsHint")}</p>
        {(["az", "ru"] as const).map((lng) => (
          <div key={lng} className="grid gap-4 sm:grid-cols-2">
            <Labelled label={t(`admin.form.titleIn.${lng}`)} error={errors[`title_${lng}`]}>
              <input name={`title_${lng}`} lang={lng} defaultValue={initial.translated[lng].title} className={inputClass} maxLength={120} />
            </Labelled>
            <Labelled label={t(`admin.form.descriptionIn.${lng}`)} error={errors[`description_${lng}`]}>
              <textarea
                name={`description_${lng}`}
                lang={lng}
                defaultValue={initial.translated[lng].description}
                rows={3}
                className={inputClass}
                maxLength={2000}
              />
            </Labelled>
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-3">
          <Select name="unit" label={t("admin.form.unit")} error={errors.unit} defaultValue={initial.unit} controlClassName="text-sm">
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </Select>
          <Labelled label={t("admin.form.skill")} hint={t("admin.form.skillHint")} error={errors.skill}>
            <input name="skill" defaultValue={initial.skill} list="cb-skills" className={inputClass} maxLength={120} />
          </Labelled>
          <Labelled label={t("admin.form.duration")} hint={t("admin.form.durationHint")} error={errors.duration}>
            <input
              name="duration"
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
              <input type="radio" name="video_kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-brand-600" />
              {t(`admin.videoKinds.${k}`)}
            </label>
          ))}
        </fieldset>
        {kind === "file" ? isNew ? <p className="text-sm text-slate-600">{t("admin.form.saveFirst")}</p> : videoSlot : null}
        {kind !== "file" ? (
          <Labelled label={t(kind === "vimeo" ? "admin.form.vimeoId" : "admin.form.youtubeId")} hint={t("admin.form.videoIdHint")} error={errors.video_id}>
            <input
              name="video_id"
              key={kind}
              defaultValue={initial.videoKind === kind ? (initial.videoRef ?? "") : ""}
              className={inputClass}
              aria-invalid={errors.video_id ? true : undefined}
            />
          </Labelled>
        ) : null}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-700">{t("admin.form.captions")}</p>
          <p className="text-sm text-slate-600">
            {initial.captionCues ? t("admin.form.captionsNow", { count: initial.captionCues }) : t("admin.form.noCaptions")}
          </p>
          <Labelled label={t("admin.form.captionsFile")} hint={t("admin.form.captionsHint")} error={errors.captions}>
            <input type="file" name="captions_file" accept=".vtt,text/vtt" className="text-sm font-normal" />
          </Labelled>
          {initial.captionCues ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="remove_captions" className="accent-brand-600" />
              {t("admin.form.removeCaptions")}
            </label>
          ) : null}
        </div>
        <Labelled label={t("admin.form.transcript")} hint={t("admin.form.transcriptHint")} error={errors.transcript}>
          <textarea name="transcript" defaultValue={initial.transcript} rows={6} className={inputClass} />
        </Labelled>
      </fieldset>

      <QuizEditor initial={initial.questions} errors={errors} />

      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="published" defaultChecked={initial.published} className="accent-brand-600" />
          {t("admin.form.publishedLabel")}
        </label>
        {errors.published ? <p className="text-sm text-red-600">{errors.published}</p> : null}
        <button type="submit" className={buttonClass("primary", "self-start")} disabled={saving}>
          {saving ? <Spinner label={t("admin.form.saving")} /> : isNew ? t("admin.form.create") : t("admin.form.save")}
        </button>
      </div>
    </Form>
  );
}
