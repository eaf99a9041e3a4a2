import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, withoutKey, zodChecks } from "~/ui/conform-field";
import { buttonClass } from "~/ui/button";
import { ConformSelect } from "~/ui/select";
import { TARGET_MAX, TARGET_MIN, TARGET_STEP } from "./plan-limits";
import { usePlanDates } from "./use-plan-dates";

/** PlanSettingsSchema (the action's own), loaded when the form is first used (issue 30). */
const loadPlanSettingsSchemaChecks = zodChecks(() => import("./plan-schema").then((m) => m.PlanSettingsSchema));

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`;

/**
 * The target score and the test day (conform, with the one schema the action and PUT /api/plan/ use).
 * The test days are the calendar's upcoming ones; a chosen day that has since passed stays listed so
 * that the server can say so.
 */
export function PlanSettingsForm({
  initial,
  dates,
  planned,
  lastResult,
  saved,
}: {
  initial: { target_score: number; test_date: string } | null;
  dates: string[];
  planned: boolean;
  lastResult?: SubmissionResult<string[]>;
  saved: boolean;
}) {
  const { t } = useTranslation(["plan", "common"]);
  const format = usePlanDates();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "settings";
  const { checks, start } = useLazyChecks("plan-settings", loadPlanSettingsSchemaChecks);
  const [form, fields] = useForm({
    id: "plan-settings",
    lastResult,
    defaultValue: { target_score: initial ? String(initial.target_score) : "", test_date: initial?.test_date ?? "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const options = initial && !dates.includes(initial.test_date) ? [initial.test_date, ...dates] : dates;
  const error = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0], { ns: "common" }) : null);
  const targetError = error(fields.target_score.errors);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="plan-settings"
    >
      <input type="hidden" name="intent" value="settings" />
      <h2 className="text-lg font-semibold">{t("settings.legend")}</h2>
      {form.errors?.[0] ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(form.errors[0], { ns: "common" })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.target_score.id} className="text-sm font-medium text-slate-700">
            {t("settings.target")}
          </label>
          <input
            {...withoutKey(getInputProps(fields.target_score, { type: "number" }))}
            key={fields.target_score.key}
            min={TARGET_MIN}
            max={TARGET_MAX}
            step={TARGET_STEP}
            inputMode="numeric"
            aria-describedby={[targetError ? fields.target_score.errorId : null, `${fields.target_score.id}-hint`].filter(Boolean).join(" ")}
            className={inputClass(!!targetError)}
          />
          <p id={`${fields.target_score.id}-hint`} className="text-xs text-slate-500">
            {t("settings.targetHint")}
          </p>
          {targetError ? (
            <p id={fields.target_score.errorId} className="text-sm text-red-600">
              {targetError}
            </p>
          ) : null}
        </div>
        <ConformSelect
          meta={fields.test_date}
          label={t("settings.date")}
          hint={dates.length === 0 ? t("settings.noDates") : planned ? t("settings.dateHint") : null}
        >
          <option value="">{t("settings.datePlaceholder")}</option>
          {options.map((d) => (
            <option key={d} value={d}>
              {format.calendar(d)}
            </option>
          ))}
        </ConformSelect>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? t("settings.saving") : t("settings.save")}
        </button>
        {saved && !saving ? (
          <p role="status" className="text-sm font-medium text-emerald-700" data-testid="plan-saved">
            {t("settings.saved")}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
