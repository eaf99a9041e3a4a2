import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { loadItemParamsSchema, type ItemStats } from "~/features/irt";
import type { FormFailure } from "~/lib/form-failure";
import { useNumberFormat } from "~/lib/use-format";
import { useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";

/** ItemParamsSchema (the action's own), loaded when the form is first used (issue 30). */
const loadItemParamsSchemaChecks = zodChecks(loadItemParamsSchema);

type Stats = ItemStats;

/** A question version's statistics from the students' answers and its 3PL parameters (decisions 0034, 0035). */
export function ItemStatsPanel({ stats, failure }: { stats: Stats; failure?: FormFailure }) {
  const { t } = useTranslation("authoring");
  // Set by hand: a conform form checked with ItemParamsSchema, the schema the page's action parses with;
  // the service's bounds come back as field messages under a, b or c.
  const { checks, start } = useLazyChecks("item-params", loadItemParamsSchemaChecks);
  const [form, fields] = useForm({
    id: "item-params",
    lastResult: failure?.result,
    defaultValue: { a: stats.a.toFixed(2), b: stats.b.toFixed(2), c: stats.c.toFixed(2) },
    shouldValidate: "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  const fmt = useNumberFormat(2);
  const pct = useNumberFormat(0);
  const cell = (label: string, value: string, id: string) => (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={`item-stat-${id}`}>
        {value}
      </dd>
    </div>
  );
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="stats-title" data-testid="item-stats">
      <h2 id="stats-title" className="font-semibold">
        {t("stats.title")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cell(t("stats.responses"), String(stats.responses), "responses")}
        {cell(t("stats.shareCorrect"), stats.shareCorrect === null ? "—" : `${pct(100 * stats.shareCorrect)}%`, "share")}
        {cell(t("stats.pointBiserial"), stats.pointBiserial === null ? "—" : fmt(stats.pointBiserial), "pb")}
        {cell(t("stats.source"), t(`stats.sources.${stats.source}`, { count: stats.calibratedFrom }), "source")}
        {cell("a", fmt(stats.a), "a")}
        {cell("b", fmt(stats.b), "b")}
        {cell("c", fmt(stats.c), "c")}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t("stats.hint")}</p>
      <details className="mt-2 text-sm" open={failure ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-700">{t("stats.set")}</summary>
        <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="mt-2 flex flex-wrap items-start gap-2">
          <input type="hidden" name="intent" value="params" />
          {(["a", "b", "c"] as const).map((k) => {
            const error = fields[k].errors?.[0];
            return (
              <div key={k} className="flex flex-col text-xs text-slate-600">
                <label htmlFor={fields[k].id}>{k}</label>
                <input
                  {...withoutKey(getInputProps(fields[k], { type: "text" }))}
                  inputMode="decimal"
                  className={`w-20 rounded-md border px-2 py-1 text-sm ${error ? "border-red-500" : "border-slate-300"}`}
                />
                {error ? (
                  <span id={fields[k].errorId} className="mt-1 max-w-40 text-red-700">
                    {t(error)}
                  </span>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="mt-4 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50">
            {t("stats.save")}
          </button>
        </Form>
        <p className="mt-1 text-xs text-slate-500">{t("stats.setHint")}</p>
      </details>
    </section>
  );
}
