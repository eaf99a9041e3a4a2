import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { useAllErrorsOnSubmit, useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import { ASSIGN_DIFFICULTIES, ASSIGN_LENGTHS, NOTE_MAX } from "./plan-limits";
import { SKILL_LIST } from "./skills";

/** AssignSchema (the action's own), loaded when the form is first used (issue 30). */
const loadAssignSchemaChecks = zodChecks(() => import("./plan-schema").then((m) => m.AssignSchema));

const control = (invalid: boolean) =>
  `w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`;

export type AssignResult = { intent: "assign"; ok: true; length: number } | { intent: "assign"; ok: false; error: string; result?: SubmissionResult<string[]> };

/** A mentor's "assign a practice set" (conform, with the schema the action uses). */
export function AssignForm({ name, lastResult, outcome }: { name: string; lastResult?: SubmissionResult<string[]>; outcome: AssignResult | null }) {
  const { t } = useTranslation(["plan", "results", "common"]);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "assign";
  const { checks, start } = useLazyChecks("assign-practice", loadAssignSchemaChecks);
  const [form, fields] = useForm({
    id: "assign-practice",
    lastResult,
    defaultValue: { skill: "", difficulty: "adaptive", length: "10", note: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useAllErrorsOnSubmit(form);
  const err = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0], { ns: "common" }) : null);
  const described = (id: string, error: string | null, errorId: string, hint?: string) =>
    [error ? errorId : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const tests = ["verbal", "math"] as const;
  return (
    <section aria-labelledby="assign-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="assign-title" className="text-lg font-semibold">
          {t("plan:assign.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("plan:assign.hint", { name })}</p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        onFocus={start}
        onPointerDown={start}
        onInput={start}
        className="flex flex-col gap-4"
        data-testid="assign-form"
      >
        <input type="hidden" name="intent" value="assign" />
        <div className="grid gap-4 sm:grid-cols-3">
          <ConformSelect meta={fields.skill} label={t("plan:assign.skill")} className="sm:col-span-3">
            <option value="">{t("plan:assign.mixed")}</option>
            {tests.map((test) => (
              <optgroup key={test} label={t(`results:tests.${test}`)}>
                {SKILL_LIST.filter((s) => s.test === test).map((s) => (
                  <option key={s.skill} value={s.skill}>
                    {t(`results:skills.${s.skill}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </ConformSelect>
          <ConformSelect meta={fields.difficulty} label={t("plan:assign.difficulty")}>
            {ASSIGN_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`plan:assign.difficulties.${d}`)}
              </option>
            ))}
          </ConformSelect>
          <ConformSelect meta={fields.length} label={t("plan:assign.length")}>
            {ASSIGN_LENGTHS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </ConformSelect>
          <div className="flex flex-col gap-1 sm:col-span-3">
            <label htmlFor={fields.note.id} className="text-sm font-medium text-slate-700">
              {t("plan:assign.note")}
            </label>
            <textarea
              {...withoutKey(getTextareaProps(fields.note))}
              key={fields.note.key}
              rows={2}
              maxLength={NOTE_MAX}
              aria-describedby={described(fields.note.id, err(fields.note.errors), fields.note.errorId, `${fields.note.id}-hint`)}
              className={control(!!err(fields.note.errors))}
            />
            <p id={`${fields.note.id}-hint`} className="text-xs text-slate-500">
              {t("plan:assign.noteHint")}
            </p>
            {err(fields.note.errors) ? (
              <p id={fields.note.errorId} className="text-sm text-red-600">
                {err(fields.note.errors)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={sending}>
            {sending ? t("plan:assign.submitting") : t("plan:assign.submit")}
          </button>
          {outcome && !sending ? (
            outcome.ok ? (
              <p role="status" className="text-sm font-medium text-emerald-700" data-testid="assign-done">
                {t("plan:assign.done", { count: outcome.length })}
              </p>
            ) : (
              <p role="alert" className="text-sm font-medium text-amber-800" data-testid="assign-error">
                {t(outcome.error, { ns: "common" })}
              </p>
            )
          ) : null}
        </div>
      </Form>
    </section>
  );
}
