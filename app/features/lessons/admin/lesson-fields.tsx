import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A quiz question's text in az or ru as the form sends it (options only where they are translated prose). */
export type QuestionTextFields = { text: string; a: string; b: string; c: string; d: string; explanation: string };

/** A question of the lesson form as the browser sends it (LessonFormSchema reads it). */
export type QuestionFields = {
  id: string;
  text: string;
  a: string;
  b: string;
  c: string;
  d: string;
  correct: string;
  explanation: string;
  az: QuestionTextFields;
  ru: QuestionTextFields;
};

/** The lesson form as the browser sends it: text fields, checkboxes "on" when ticked, the quiz as questions[n].field. */
export type LessonFields = {
  title: string;
  description: string;
  title_az: string;
  description_az: string;
  title_ru: string;
  description_ru: string;
  unit: string;
  skill: string;
  duration: string;
  video_kind: string;
  video_id: string;
  transcript: string;
  transcript_az: string;
  transcript_ru: string;
  captions_file?: File;
  remove_captions?: string;
  published?: string;
  questions: QuestionFields[];
};

export const inputClass =
  "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** A field's first message (an i18n key, from the schema or the server), translated, under the field; its id is the one conform's aria-describedby names. */
export function FieldMessage({ meta, className = "" }: { meta: FieldMetadata<unknown, any, string[]>; className?: string }) {
  const { t } = useTranslation(["lessons", "common"]);
  const key = meta.errors?.[0];
  if (!key) return null;
  return (
    <span id={meta.errorId} className={`text-sm font-normal text-red-600 ${className}`}>
      {t(key, { ns: "common" })}
    </span>
  );
}

/** A label around its control (and its hint), the field's message under it (outside the label: it is described, not named, by it). */
export function Labelled({ label, hint, meta, children }: { label: string; hint?: string; meta?: FieldMetadata<unknown, any, string[]>; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {label}
        {children}
        {hint ? <span className="text-xs font-normal text-slate-500">{hint}</span> : null}
      </label>
      {meta ? <FieldMessage meta={meta} /> : null}
    </div>
  );
}
