import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { useAllErrorsOnSubmit, useLazyChecks, zodChecks } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import type { StartChoices } from "../choices";

import type { SkillAvailability } from "../start.server";

/** StartFormSchema (the action's own), loaded when the form is first used (issue 30). */
const loadStartFormSchemaChecks = zodChecks(() => import("../practice-input").then((m) => m.StartFormSchema));

/**
 * Starting a practice set (conform, with the schema the action uses): what to practise (everything, a
 * test or a domain, then a skill of it or all), the difficulty or adaptive, 5, 10 or 20 questions, and an
 * optional timer. Each skill shows how many questions it has; one without any still can be chosen and the
 * page says so plainly.
 */
export function StartForm({
  catalogue,
  choices: { domains, difficulties, lengths, timers },
  lastResult,
  disabled,
}: {
  catalogue: SkillAvailability[];
  /** What may be chosen besides the skills (the loader's `startChoices`: the page's JavaScript carries neither the taxonomy nor the lists). */
  choices: StartChoices;
  lastResult?: SubmissionResult<string[]>;
  disabled: boolean;
}) {
  const { t } = useTranslation(["practice", "results", "common"]);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction?.startsWith("/practice") === true && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("start-practice", loadStartFormSchemaChecks);
  const [form, fields] = useForm({
    id: "start-practice",
    lastResult,
    defaultValue: { scope: "mixed", skill: "", difficulty: "adaptive", length: "10", timer_minutes: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useAllErrorsOnSubmit(form);
  const scope = String(fields.scope.value ?? "mixed");
  const [kind, value] = scope.split(":");
  const skillsShown = catalogue.filter((s) => (kind === "test" ? s.test === value : kind === "domain" ? s.domain === value : true));
  const count = (list: SkillAvailability[]) => list.reduce((n, s) => n + s.total, 0);
  const label = (name: string, n: number) => (n ? t("practice:start.withCount", { name, count: n }) : t("practice:start.noneYet", { name }));
  const difficulty = String(fields.difficulty.value ?? "adaptive");
  const length = String(fields.length.value ?? "10");
  return (
    <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="flex flex-col gap-5" data-testid="start-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformSelect meta={fields.scope} label={t("practice:start.scope")} data-testid="scope">
          <option value="mixed">{label(t("practice:start.mixedAll"), count(catalogue))}</option>
          {(["verbal", "math"] as const).map((test) => (
            <optgroup key={test} label={t(`results:tests.${test}`)}>
              <option value={`test:${test}`}>
                {label(t("practice:start.allOf", { name: t(`results:tests.${test}`) }), count(catalogue.filter((s) => s.test === test)))}
              </option>
              {domains[test].map((domain) => (
                <option key={domain} value={`domain:${domain}`}>
                  {label(t(`results:domains.${domain}`), count(catalogue.filter((s) => s.domain === domain)))}
                </option>
              ))}
            </optgroup>
          ))}
        </ConformSelect>
        <ConformSelect key={`${fields.skill.key}-${scope}`} meta={fields.skill} label={t("practice:start.skill")} data-testid="skill">
          <option value="">{t("practice:start.allSkills")}</option>
          {skillsShown.map((s) => (
            <option key={s.skill} value={s.skill}>
              {label(t(`results:skills.${s.skill}`), s.total)}
            </option>
          ))}
        </ConformSelect>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{t("practice:start.difficulty")}</legend>
        <div className="flex flex-wrap gap-2">
          {difficulties.map((d) => (
            <label
              key={d}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${difficulty === d ? "border-brand-500 bg-brand-50 font-semibold" : "border-slate-300"}`}
            >
              <input
                type="radio"
                name={fields.difficulty.name}
                value={d}
                defaultChecked={d === "adaptive"}
                className="accent-brand-600"
                data-testid={`difficulty-${d}`}
              />
              {d === "adaptive" ? t("practice:start.adaptive") : t(`results:difficulty.${d}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-600">{t("practice:start.adaptiveHint")}</p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t("practice:start.length")}</legend>
          <div className="flex gap-2">
            {lengths.map((n) => (
              <label
                key={n}
                className={`flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${length === String(n) ? "border-brand-500 bg-brand-50 font-semibold" : "border-slate-300"}`}
              >
                <input
                  type="radio"
                  name={fields.length.name}
                  value={String(n)}
                  defaultChecked={n === 10}
                  className="accent-brand-600"
                  data-testid={`length-${n}`}
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
        <ConformSelect meta={fields.timer_minutes} label={t("practice:start.timer")} data-testid="timer">
          <option value="">{t("practice:start.untimed")}</option>
          {timers.map((m) => (
            <option key={m} value={String(m)}>
              {t("practice:start.minutes", { count: m })}
            </option>
          ))}
        </ConformSelect>
      </div>

      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {t(form.errors[0]!, { ns: "common" })}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonClass("primary")} disabled={disabled || sending} data-testid="start-practice">
          {sending ? t("practice:start.starting") : t("practice:start.submit")}
        </button>
      </div>
    </Form>
  );
}
