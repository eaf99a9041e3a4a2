import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/index";
import { formFailure, onHttpError, parseSubmission, refuse } from "~/lib/action.server";
import { requireUser } from "~/features/auth/web-session.server";
import { StartForm } from "~/features/practice/client/start-form";
import { setTitle } from "~/features/practice/client/set-title";
import { dailyLimitOf } from "~/features/practice/limit.server";
import { notebookCounts } from "~/features/practice/notebook.server";
import { practiceSetPath, startChoices } from "~/features/practice/options";
import { formToStart, StartFormSchema } from "~/features/practice/practice-input";
import { practiceSetsOf } from "~/features/practice/history.server";
import { practiceCatalogue, startPracticeSet } from "~/features/practice/start.server";
import { PRICING_PATH } from "~/features/tutor/access";
import { getI18n } from "~/lib/i18n.server";
import { formatUtcDate } from "~/lib/format";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** /practice: start a set (skill, difficulty, length, timer), continue an unfinished one, see recent ones and the notebook. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const catalogue = await practiceCatalogue();
  const limit = await dailyLimitOf(user);
  const active = await practiceSetsOf(user.id, { status: "active", limit: 10 });
  const finished = await practiceSetsOf(user.id, { status: "finished", limit: 5 });
  const { nextDueAt, ...counts } = await notebookCounts(user.id);
  const { t } = getI18n(context);
  const nextDueOn = nextDueAt ? formatUtcDate(t, nextDueAt) : null;
  // Sets are named and the form's choices listed here: the skill taxonomy stays out of the page's JavaScript (issue 30).
  const named = <S extends Parameters<typeof setTitle>[0] & { id: number }>(sets: S[]) =>
    sets.map((s) => ({ ...s, title: setTitle(s, t), href: practiceSetPath(s.id) }));
  return {
    title: pageTitle(getI18n(context), "practice:meta.title"),
    catalogue,
    choices: startChoices(),
    limit,
    active: named(active),
    finished: named(finished),
    notebook: { ...counts, nextDueOn },
  };
}

/** Refusals the page shows its own way (the empty state, the daily limit) rather than in the form. */
const EMPTY = "practice:errors.empty";
const LIMIT_REACHED = "practice:errors.limitReached";

/** Starts a set and opens it; refusals (the form, no question for the choice, the daily limit) come back in the one failure shape. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { submission, refused } = parseSubmission(await readForm(request), StartFormSchema);
  if (refused) return refused;
  return onHttpError(
    async () => redirect(practiceSetPath((await startPracticeSet(user, formToStart(submission.value!))).id)),
    (error) => (error.extra?.empty ? refuse(409, EMPTY) : error.extra?.limit_reached ? refuse(429, LIMIT_REACHED) : formFailure(error, submission)),
  );
}

export default function PracticePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["practice", "results"]);
  const { catalogue, choices, limit, active, finished, notebook } = loaderData;
  const failed = useActionData<typeof action>();
  const bankEmpty = catalogue.every((s) => s.total === 0);
  const limitReached = limit.reached || failed?.formError === LIMIT_REACHED;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("practice:title")}</h1>
        <p className="text-slate-700">{t("practice:intro")}</p>
      </header>

      <nav
        aria-label={t("practice:notebookCard.label")}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div>
          <h2 className="font-semibold">{t("practice:notebook.title")}</h2>
          <p className="text-sm text-slate-600" data-testid="notebook-counts">
            {!notebook.active
              ? t("practice:notebookCard.empty")
              : !notebook.due && notebook.nextDueOn
                ? t("practice:notebookCard.noneDue", { count: notebook.active, date: notebook.nextDueOn })
                : t("practice:notebookCard.counts", { count: notebook.active, due: notebook.due })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The next step: a set from the notebook (the due questions, or all of them when none is due yet). */}
          {notebook.active && !limit.reached ? (
            <Form method="post" action="/practice/review">
              {notebook.due ? <input type="hidden" name="status" value="due" /> : null}
              <button type="submit" className={buttonClass("primary")} data-testid="notebook-practise">
                {notebook.due ? t("practice:notebookCard.practiseDue") : t("practice:notebookCard.practiseNow")}
              </button>
            </Form>
          ) : null}
          <Link to="/practice/review" className={buttonClass("secondary")} data-testid="open-notebook">
            {t("practice:notebookCard.open")}
          </Link>
        </div>
      </nav>

      {active.length ? (
        <section aria-labelledby="continue-heading" className="flex flex-col gap-3">
          <h2 id="continue-heading" className="text-lg font-semibold">
            {t("practice:continue.title")}
          </h2>
          <ul className="flex flex-col gap-2">
            {active.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
                data-testid="active-set"
              >
                <div className="min-w-0">
                  <p className="font-medium">{s.title}</p>
                  <p className="text-sm text-slate-600">
                    {t("practice:continue.progress", { n: s.answered_count, m: s.length })} · {t(`practice:origins.${s.origin}`)}
                    {s.timed ? ` · ${t("practice:continue.timed")}` : ""}
                  </p>
                  {s.note ? <p className="text-sm text-slate-700">{s.note}</p> : null}
                </div>
                <Link to={s.href} className={buttonClass("primary")}>
                  {t("practice:continue.action")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="start-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="start-heading" className="text-lg font-semibold">
          {t("practice:start.title")}
        </h2>
        {limit.perDay !== null ? (
          <p
            className={`rounded-lg px-3 py-2 text-sm ${limitReached ? "border border-amber-300 bg-amber-50 text-amber-950" : "bg-slate-50 text-slate-700"}`}
            role={limitReached ? "alert" : undefined}
            data-testid="daily-limit"
          >
            {limitReached ? t("practice:errors.limitReached") : t("practice:limit.left", { remaining: limit.remaining, count: limit.perDay })}{" "}
            <a href={PRICING_PATH} className="font-semibold underline" data-testid="limit-plans">
              {t("practice:limit.plans")}
            </a>
          </p>
        ) : null}
        {bankEmpty ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="bank-empty">
            {t("practice:start.bankEmpty")}
          </p>
        ) : null}
        {failed?.formError === EMPTY ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="choice-empty">
            {t("practice:start.empty")}
          </p>
        ) : null}
        <StartForm catalogue={catalogue} choices={choices} lastResult={failed?.result} disabled={!!limitReached} />
      </section>

      <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
        <h2 id="recent-heading" className="text-lg font-semibold">
          {t("practice:recent.title")}
        </h2>
        {finished.length ? (
          <ul className="flex flex-col gap-2">
            {finished.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
                <div>
                  <p className="font-medium">{s.title}</p>
                  <p className="text-sm text-slate-600">{t("practice:summary.score", { correct: s.correct_count, count: s.answered_count })}</p>
                </div>
                <Link to={s.href} className="text-sm font-semibold text-brand-700 underline">
                  {t("practice:recent.review")}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t("practice:recent.none")}</p>
        )}
      </section>
    </main>
  );
}
