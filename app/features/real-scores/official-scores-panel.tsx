import { getFormProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { isFormFailure, type FormFailure } from "~/lib/form-failure";
import { useCalendarDate } from "~/lib/use-format";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";
import { latestToday } from "./official-score-dates";
import type { OfficialScore, OfficialScoreInput } from "./official-score-input";

/** OfficialScoreSchema (the action's own), loaded when the form is first used (issue 30). */
const loadOfficialScoreSchemaChecks = zodChecks(() => import("./official-score-input").then((m) => m.OfficialScoreSchema));

type Answer = FormFailure | { intent: string; ok: true } | undefined;

/**
 * "My official SAT scores" on the profile (decision 0051): the list of reported results and, for the student
 * themselves, a conform form (OfficialScoreSchema, the schema the dashboard's action and the REST API parse
 * with) and a delete button per row. A mentor sees their student's list, read-only.
 */
export function OfficialScoresPanel({ scores, student, name }: { scores: OfficialScore[]; student?: string | null; name?: string | null }) {
  const { t } = useTranslation("profile");
  const own = !student;
  return (
    <section aria-labelledby="official-heading" className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 pb-4" data-testid="official-scores">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <h2 id="official-heading" className="font-semibold">
            {own ? t("official.heading") : t("official.studentHeading", { name: name || student })}
          </h2>
          {own ? <p className="text-sm text-slate-600">{t("official.intro")}</p> : null}
        </div>
        <OfficialScoresTable scores={scores} own={own} />
        {own ? <OfficialScoreForm /> : null}
      </div>
    </section>
  );
}

function OfficialScoresTable({ scores, own }: { scores: OfficialScore[]; own: boolean }) {
  const { t } = useTranslation("profile");
  const day = useCalendarDate();
  const remover = useFetcher<Answer>();
  if (!scores.length)
    return (
      <p className="text-sm text-slate-600" data-testid="official-empty">
        {t("official.empty")}
      </p>
    );
  const removeError = isFormFailure(remover.data) ? remover.data.formError : null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="official-table">
        <caption className="sr-only">{t("official.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("official.date")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("official.readingWriting")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("official.math")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("official.total")}
            </th>
            {own ? (
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">{t("official.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {scores.map((s) => (
            <tr key={s.id} className="border-b border-slate-100" data-testid="official-row">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {day(s.date)}
              </th>
              <td className="py-1.5 pr-3 tabular-nums">{s.reading_writing}</td>
              <td className="py-1.5 pr-3 tabular-nums">{s.math}</td>
              <td className="py-1.5 pr-3 font-semibold tabular-nums">{s.total}</td>
              {own ? (
                <td className="py-1.5">
                  <remover.Form method="post">
                    <input type="hidden" name="intent" value="deleteOfficialScore" />
                    <input type="hidden" name="id" value={s.id} />
                    <button
                      type="submit"
                      className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                      aria-label={t("official.deleteLabel", { date: day(s.date) })}
                      disabled={remover.state !== "idle"}
                    >
                      {t("official.delete")}
                    </button>
                  </remover.Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {removeError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(removeError, { ns: "common" })}
        </p>
      ) : null}
    </div>
  );
}

function OfficialScoreForm() {
  const { t } = useTranslation("profile");
  const fetcher = useFetcher<Answer>();
  const failure = isFormFailure(fetcher.data) && fetcher.data.intent === "officialScore" ? fetcher.data : null;
  const saved = !!fetcher.data && !isFormFailure(fetcher.data) && fetcher.state === "idle";
  // The fields as typed (strings); the schema turns them into numbers.
  const { checks, start } = useLazyChecks("official-score", loadOfficialScoreSchemaChecks);
  const [form, fields] = useForm<Record<"date" | "reading_writing" | "math", string>, OfficialScoreInput>({
    id: "official-score",
    lastResult: failure?.result,
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  // A saved score empties the form for the next one.
  useEffect(() => {
    if (saved) form.reset();
  }, [saved, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer of the action
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-3 border-t border-slate-100 pt-4"
      aria-labelledby="official-form-title"
    >
      <h3 id="official-form-title" className="text-sm font-semibold">
        {t("official.add")}
      </h3>
      <input type="hidden" name="intent" value="officialScore" />
      {failure?.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(failure.formError, { ns: "common" })}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <ConformField meta={fields.date} type="date" label={t("official.date")} max={latestToday()} />
        <ConformField meta={fields.reading_writing} type="number" inputMode="numeric" min={200} max={800} step={10} label={t("official.readingWriting")} />
        <ConformField meta={fields.math} type="number" inputMode="numeric" min={200} max={800} step={10} label={t("official.math")} />
      </div>
      <p className="text-xs text-slate-500">{t("official.hint")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t("official.saving") : t("official.save")}
        </Button>
        {saved ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {t("official.saved")}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
