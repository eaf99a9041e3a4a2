import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { requireUser } from "~/features/auth/web-session.server";
import { dailyLimitOf } from "~/features/practice/limit.server";
import { CauseCounts, CausePicker } from "~/features/practice/cause-picker";
import { notebook, notebookSkills, setMistakeCause } from "~/features/practice/notebook.server";
import { startNotebookSet } from "~/features/practice/notebook-set.server";
import { practiceSetPath } from "~/features/practice/options";
import { MistakeCauseSchema, NotebookQuery, NotebookSetSchema } from "~/features/practice/practice-input";
import { PRICING_PATH } from "~/features/tutor/access";
import { refuse, withFormFailure } from "~/lib/action.server";
import { firstMessage } from "~/lib/form-failure";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { formatUtcDate } from "~/lib/format";
import { renderMath } from "~/lib/math.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { parseInput, readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** /practice/review: the mistakes notebook, filtered by skill, source and status (filters that do not parse are ignored). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const parsed = NotebookQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page = 1, ...filter } = parsed.success ? parsed.data : {};
  const book = await notebook(user.id, filter, { page });
  const lng = getLocale(context);
  const day = { format: (at: Date | string) => formatUtcDate(getI18n(context).t, at) };
  return {
    title: pageTitle(getI18n(context), "practice:notebook.meta"),
    filter: { skill: filter.skill ?? "", source: filter.source ?? "", status: filter.status ?? "active", cause: filter.cause ?? "" },
    byCause: book.byCause,
    skills: (await notebookSkills(user.id)).sort((a, b) => a.test.localeCompare(b.test) || a.skill.localeCompare(b.skill)),
    limit: await dailyLimitOf(user),
    page: book.page,
    pages: book.pages,
    total: book.total,
    counts: book.counts,
    items: book.items.map((i) => ({
      id: i.id,
      questionId: i.question.id,
      text: renderMath(i.question.text),
      skill: i.question.skill,
      difficulty: i.question.difficulty,
      reason: i.reason,
      sources: i.sources,
      status: i.status,
      due: i.due,
      dueOn: day.format(i.dueAt),
      clearedOn: i.clearedAt ? day.format(i.clearedAt) : null,
      addedOn: day.format(i.addedAt),
      rightDays: i.rightDays,
      examSessionId: i.examSessionId,
      practiceSetId: i.practiceSetId,
      cause: i.cause,
      suggestedCause: i.suggestedCause,
      causeChosen: i.causeChosen,
    })),
  };
}

/** The daily limit's refusal: its message comes with a link to the plans. */
const LIMIT_REACHED = "practice:errors.limitReached";

/** "Practise these again": the chosen entries, or what the filters show (due first), as a new practice set. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  return withFormFailure(async () => {
    // A mistake's own "save" button: its cause, not a new set.
    const causeEntry = form.get("cause_entry");
    if (causeEntry !== null) {
      const input = parseInput(MistakeCauseSchema, { entry: String(causeEntry), cause: form.get(`cause-${String(causeEntry)}`) ?? "" });
      await setMistakeCause(user.id, input.entry, input.cause);
      return redirect(new URL(request.url).pathname + new URL(request.url).search);
    }
    const body = parseInput(NotebookSetSchema, {
      entries: form.getAll("entries").map(String),
      skill: form.get("skill") ?? undefined,
      source: form.get("source") ?? undefined,
      status: form.get("status") === "due" ? "due" : undefined,
      cause: form.get("cause") ?? undefined,
    });
    const made = await startNotebookSet(user, {
      entries: body.entries?.length ? body.entries : undefined,
      filter: { skill: body.skill, source: body.source, status: body.status, cause: body.cause },
    });
    if (!made.ok) return refuse(409, "practice:notebook.nothingToPractise");
    return redirect(practiceSetPath(made.id));
  });
}

const REASON_STYLE = { wrong: "bg-rose-100 text-rose-800", marked: "bg-amber-100 text-amber-900" } as const;

export default function NotebookPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["practice", "results", "common"]);
  const { filter, skills, items, counts, byCause, total, page, pages, limit } = loaderData;
  const failed = firstMessage(useActionData<typeof action>());
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const canPractise = filter.status !== "cleared" && items.some((i) => i.status === "active");
  const query = (p: number) => {
    const q = new URLSearchParams();
    if (filter.skill) q.set("skill", filter.skill);
    if (filter.source) q.set("source", filter.source);
    if (filter.status !== "active") q.set("status", filter.status);
    if (filter.cause) q.set("cause", filter.cause);
    if (p > 1) q.set("page", String(p));
    const s = q.toString();
    return s ? `?${s}` : "";
  };
  const filtered = !!(filter.skill || filter.source || filter.status !== "active" || filter.cause);
  const causeHref = (cause: string | null) => {
    const q = new URLSearchParams(query(1).slice(1));
    if (cause) q.set("cause", cause);
    else q.delete("cause");
    return `?${q.toString()}`;
  };
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/practice" className="text-sm font-medium text-brand-700 underline">
            {t("practice:set.backToPractice")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("practice:notebook.title")}</h1>
        <p className="text-slate-700">{t("practice:notebook.intro")}</p>
        <p className="text-sm text-slate-600" data-testid="notebook-summary">
          {t("practice:notebook.counts", { count: counts.active, due: counts.due, cleared: counts.cleared })}
        </p>
        <CauseCounts counts={byCause} href={causeHref} current={filter.cause} />
      </header>

      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
        aria-label={t("practice:notebook.filters")}
      >
        <Select id="nb-skill" name="skill" label={t("practice:start.skill")} defaultValue={filter.skill} data-testid="filter-skill">
          <option value="">{t("practice:start.allSkills")}</option>
          {(["verbal", "math"] as const).map((test) =>
            skills.some((s) => s.test === test) ? (
              <optgroup key={test} label={t(`results:tests.${test}`)}>
                {skills
                  .filter((s) => s.test === test)
                  .map((s) => (
                    <option key={s.skill} value={s.skill}>
                      {t(`results:skills.${s.skill}`)}
                    </option>
                  ))}
              </optgroup>
            ) : null,
          )}
        </Select>
        <Select id="nb-source" name="source" label={t("practice:notebook.source")} defaultValue={filter.source} data-testid="filter-source">
          <option value="">{t("practice:notebook.allSources")}</option>
          <option value="test">{t("practice:notebook.sources.test")}</option>
          <option value="practice">{t("practice:notebook.sources.practice")}</option>
        </Select>
        <Select id="nb-status" name="status" label={t("practice:notebook.show")} defaultValue={filter.status} data-testid="filter-status">
          <option value="active">{t("practice:notebook.statuses.active")}</option>
          <option value="due">{t("practice:notebook.statuses.due")}</option>
          <option value="cleared">{t("practice:notebook.statuses.cleared")}</option>
        </Select>
        <button type="submit" className={buttonClass("secondary")} data-testid="apply-filters">
          {t("practice:notebook.apply")}
        </button>
      </Form>

      {failed ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="notebook-error">
          {t(failed, { ns: "common", count: limit.perDay ?? 0 })}{" "}
          {failed === LIMIT_REACHED ? (
            <a href={PRICING_PATH} className="font-semibold underline">
              {t("practice:limit.plans")}
            </a>
          ) : null}
        </p>
      ) : null}

      {items.length ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="skill" value={filter.skill} />
          <input type="hidden" name="source" value={filter.source} />
          <input type="hidden" name="status" value={filter.status} />
          {filter.cause ? <input type="hidden" name="cause" value={filter.cause} /> : null}
          <p className="text-sm text-slate-600">{t("practice:notebook.shown", { count: total })}</p>
          <ul className="flex flex-col gap-3">
            {items.map((i) => (
              <li key={i.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="notebook-entry">
                {i.status === "active" ? (
                  <input
                    id={`entry-${i.id}`}
                    type="checkbox"
                    name="entries"
                    value={i.id}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
                    aria-describedby={`entry-${i.id}-text`}
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <label htmlFor={`entry-${i.id}`} className="text-sm font-semibold text-slate-900">
                      {t(`results:skills.${i.skill}`)}
                    </label>
                    <span className="text-slate-600">{t(`results:difficulty.${i.difficulty}`)}</span>
                    <span className={`rounded-full px-2 py-0.5 font-semibold ${REASON_STYLE[i.reason]}`} data-testid="entry-reason">
                      {t(`practice:notebook.reasons.${i.reason}`)}
                    </span>
                    {i.sources.map((s) => (
                      <span key={s} className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                        {t(`practice:notebook.sources.${s}`)}
                      </span>
                    ))}
                  </div>
                  <div
                    id={`entry-${i.id}-text`}
                    className="line-clamp-3 text-sm text-slate-800 [&_p]:my-0 [&_svg]:max-h-24"
                    dangerouslySetInnerHTML={{ __html: i.text }}
                  />
                  {i.cause && i.suggestedCause ? <CausePicker entry={i.id} cause={i.cause} suggested={i.suggestedCause} chosen={i.causeChosen} /> : null}
                  <p className="text-xs text-slate-600" data-testid="entry-progress">
                    {i.status === "cleared"
                      ? t("practice:notebook.clearedOn", { date: i.clearedOn })
                      : `${t("practice:notebook.rightDays", { count: i.rightDays })} · ${i.due ? t("practice:notebook.dueNow") : t("practice:notebook.dueOn", { date: i.dueOn })}`}
                  </p>
                  <p className="flex flex-wrap gap-3 text-xs">
                    {i.examSessionId ? (
                      <Link to={`/exams/result/${i.examSessionId}`} className="font-medium text-brand-700 underline">
                        {t("practice:notebook.openResult")}
                      </Link>
                    ) : null}
                    {i.practiceSetId ? (
                      // Straight to this question's review in its set (not the set's summary).
                      <Link
                        to={`${practiceSetPath(i.practiceSetId)}?question=${i.questionId}`}
                        className="font-medium text-brand-700 underline"
                        data-testid="entry-open-set"
                      >
                        {t("practice:notebook.openSet")}
                      </Link>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {canPractise ? (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={buttonClass("primary")} disabled={busy || limit.reached} data-testid="practise-again">
                {t("practice:notebook.practise")}
              </button>
              <p className="text-sm text-slate-600">{t("practice:notebook.practiseHint")}</p>
              <button type="submit" formMethod="get" formAction="/practice/review/sheet" className={buttonClass("secondary")} data-testid="review-sheet">
                {t("practice:sheet.make")}
              </button>
              <p className="text-sm text-slate-600">{t("practice:sheet.makeHint")}</p>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav aria-label={t("practice:notebook.pages")} className="flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={query(page - 1)} className="text-sm font-medium text-brand-700 underline">
                  {t("practice:notebook.previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{t("practice:notebook.pageOf", { page, pages })}</span>
              {page < pages ? (
                <Link to={query(page + 1)} className="text-sm font-medium text-brand-700 underline">
                  {t("practice:notebook.next")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </Form>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700" data-testid="notebook-empty">
          {filtered ? t("practice:notebook.noMatch") : t("practice:notebook.empty")}
        </p>
      )}
    </main>
  );
}
