import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { buttonClass } from "~/ui/button";
import { useAllErrorsOnSubmit, useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import type { EmailSettingsJson } from "./settings-schema";

/** EmailSettingsSchema (the action's own), loaded when the form is first used (issue 30). */
const loadEmailSettingsSchemaChecks = zodChecks(() => import("./settings-schema").then((m) => m.EmailSettingsSchema));

/**
 * Profile → E-mail: the weekly digest (students), sharing it with their mentors (students), receiving
 * one's students' digests (mentors) and the language of the app's e-mails (everyone). Conform with the
 * one schema the action and PUT /api/profile/email-settings/ use.
 */
export function EmailSettingsForm({ settings, lastResult, saved }: { settings: EmailSettingsJson; lastResult?: SubmissionResult<string[]>; saved: boolean }) {
  const { t } = useTranslation(["profile", "common"]);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("email-settings", loadEmailSettingsSchemaChecks);
  const [form, fields] = useForm({
    id: "email-settings",
    lastResult,
    defaultValue: {
      weekly_digest: settings.weekly_digest ? "on" : undefined,
      digest_to_mentors: settings.digest_to_mentors ? "on" : undefined,
      student_digests: settings.student_digests ? "on" : undefined,
      language: settings.language,
    },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useAllErrorsOnSubmit(form);
  const toggle = (meta: typeof fields.weekly_digest, label: string, hint: string) => (
    <div className="flex items-start gap-3">
      <input
        {...withoutKey(getInputProps(meta, { type: "checkbox" }))}
        key={meta.key}
        aria-describedby={`${meta.id}-hint`}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${meta.id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {form.errors?.[0] ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(form.errors[0], { ns: "common" })}
        </p>
      ) : null}
      {settings.student ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("digest.settings.digestLegend")}</legend>
          {toggle(fields.weekly_digest, t("digest.settings.weeklyDigest"), t("digest.settings.weeklyDigestHint"))}
          {toggle(fields.digest_to_mentors, t("digest.settings.toMentors"), t("digest.settings.toMentorsHint"))}
        </fieldset>
      ) : null}
      {settings.mentor ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t("digest.settings.mentorLegend")}</legend>
          {toggle(fields.student_digests, t("digest.settings.studentDigests"), t("digest.settings.studentDigestsHint"))}
        </fieldset>
      ) : (
        // Not a mentor: the switch keeps its value (it only matters once the account mentors someone).
        <input type="hidden" name={fields.student_digests.name} value={settings.student_digests ? "on" : ""} />
      )}
      <ConformSelect meta={fields.language} label={t("digest.settings.language")} hint={t("digest.settings.languageHint")}>
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </ConformSelect>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? t("digest.settings.saving") : t("digest.settings.save")}
        </button>
        {saved && !saving ? (
          <p role="status" className="text-sm font-medium text-emerald-700" data-testid="email-settings-saved">
            {t("digest.settings.saved")}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
