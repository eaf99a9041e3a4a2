import { useTranslation } from "react-i18next";
import { DataTable, type Column } from "~/ui/data-table";
import { AssignedSets } from "./assigned-sets";
import { PlanItemRow } from "./plan-items";
import { SkillMap } from "./skill-map";
import type { PlanJson, PlanWeekJson, ThisWeekJson } from "./types";
import { usePlanDates } from "./use-plan-dates";

/** Weeks shown at once under "Weeks ahead"; the rest behind "show all". */
const WEEKS_SHOWN = 3;
/** Skills shown at once under "Where the points are". */
const PRIORITIES_SHOWN = 6;

export function PlanSummary({ plan }: { plan: PlanJson }) {
  const { t } = useTranslation("plan");
  const dates = usePlanDates();
  if (!plan.settings) return null;
  const gap = plan.gap;
  return (
    <dl aria-label={t("summary.label")} className="grid gap-3 sm:grid-cols-3" data-testid="plan-summary">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-600">{t("summary.estimate")}</dt>
        <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid="plan-estimate">
          {plan.estimate ? plan.estimate.score : "–"}
        </dd>
        <dd className="text-xs text-slate-600">
          {plan.estimate ? t("summary.estimateOf", { exam: plan.estimate.exam, date: dates.day(plan.estimate.finished_at, true) }) : t("summary.noEstimate")}
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-600">{t("summary.target")}</dt>
        <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid="plan-target">
          {plan.settings.target_score}
        </dd>
        {gap !== null ? <dd className="text-xs text-slate-600">{gap > 0 ? t("summary.gapUp", { count: gap }) : t("summary.gapReached")}</dd> : null}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-600">{t("summary.testDay")}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="plan-test-day">
          {dates.calendar(plan.settings.test_date)}
        </dd>
        <dd className="text-xs text-slate-600">
          {plan.status === "test_passed" ? t("summary.testPassed") : plan.days_left !== null ? t("summary.daysLeft", { count: plan.days_left }) : null}
        </dd>
      </div>
    </dl>
  );
}

/** This week's items with what is done; `actions` false for a mentor's read-only view. */
export function ThisWeek({
  week,
  actions = true,
  headingId = "this-week-title",
  note = true,
}: {
  week: ThisWeekJson;
  actions?: boolean;
  headingId?: string;
  note?: boolean;
}) {
  const { t } = useTranslation("plan");
  const dates = usePlanDates();
  const range = dates.week(week.starts, week.ends);
  const allDone = week.total > 0 && week.complete === week.total;
  const percent = week.total ? Math.round((100 * week.complete) / week.total) : 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="this-week"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("thisWeek.title")} <span className="text-sm font-normal text-slate-600">({t("thisWeek.range", range)})</span>
        </h2>
        <p className="text-sm font-semibold text-slate-800" data-testid="week-progress">
          {t("thisWeek.progress", { complete: week.complete, total: week.total })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("thisWeek.title")}
        aria-valuemin={0}
        aria-valuemax={week.total}
        aria-valuenow={week.complete}
        aria-valuetext={t("thisWeek.progress", { complete: week.complete, total: week.total })}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {week.questions_total > 0 ? (
        <p className="text-sm text-slate-600">{t("thisWeek.questions", { done: week.questions_done, count: week.questions_total })}</p>
      ) : null}
      {note ? <p className="text-xs text-slate-500">{t("thisWeek.plannedNote", { date: dates.day(week.planned_at) })}</p> : null}
      {allDone ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {t("thisWeek.allDone")}
        </p>
      ) : null}
      {week.items.length ? (
        <ul className="divide-y divide-slate-100">
          {week.items.map((item, i) => (
            <PlanItemRow key={i} item={item} progress={item.progress} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("thisWeek.empty")}</p>
      )}
    </section>
  );
}

function WeekCard({ week, actions }: { week: PlanWeekJson; actions: boolean }) {
  const { t } = useTranslation("plan");
  const dates = usePlanDates();
  const range = dates.week(week.starts, week.ends);
  const tags = [week.test_week ? t("weeks.testWeek") : null, week.practice_test ? t("weeks.practiceTestWeek") : null].filter(Boolean);
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="plan-week">
      <h3 className="font-semibold text-slate-900">
        {t("weeks.week", { index: week.index })} <span className="text-sm font-normal text-slate-600">({t("thisWeek.range", range)})</span>
        {tags.length ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{tags.join(", ")}</span> : null}
      </h3>
      {week.items.length ? (
        <ul className="divide-y divide-slate-100">
          {week.items.map((item, i) => (
            <PlanItemRow key={i} item={item} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="pt-2 text-sm text-slate-600">{t("weeks.nothing")}</p>
      )}
    </li>
  );
}

export function WeeksAhead({ weeks, actions = true }: { weeks: PlanWeekJson[]; actions?: boolean }) {
  const { t } = useTranslation("plan");
  const ahead = weeks.filter((w) => !w.current);
  if (!ahead.length) return null;
  return (
    <section aria-labelledby="weeks-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="weeks-title" className="text-lg font-semibold">
          {t("weeks.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("weeks.count", { count: weeks.length })}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {ahead.slice(0, WEEKS_SHOWN).map((w) => (
          <WeekCard key={w.index} week={w} actions={actions} />
        ))}
      </ol>
      {ahead.length > WEEKS_SHOWN ? (
        <details>
          <summary className="cursor-pointer rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50">
            {t("weeks.showAll", { count: ahead.length - WEEKS_SHOWN })}
          </summary>
          <ol className="mt-2 flex flex-col gap-3">
            {ahead.slice(WEEKS_SHOWN).map((w) => (
              <WeekCard key={w.index} week={w} actions={actions} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

export function Priorities({ plan }: { plan: PlanJson }) {
  const { t } = useTranslation(["plan", "results"]);
  const columns: Column<PlanJson["priorities"][number]>[] = [
    { id: "skill", header: t("plan:priorities.skill"), rowHeader: true, className: "font-medium text-slate-900", cell: (p) => t(`results:skills.${p.skill}`) },
    { id: "domain", header: t("plan:priorities.domain"), className: "text-slate-700", cell: (p) => t(`results:domains.${p.domain}`) },
    {
      id: "mastery",
      header: t("plan:priorities.mastery"),
      align: "end",
      className: "tabular-nums",
      cell: (p) =>
        p.answers ? (
          `${p.mastery}%`
        ) : (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">{t("plan:map.noAnswers")}</span>
          </>
        ),
    },
    {
      id: "gain",
      header: t("plan:priorities.gain"),
      align: "end",
      className: "tabular-nums",
      cell: (p) => t("plan:priorities.gainValue", { count: Math.round(p.gain) }),
    },
  ];
  const table = (rows: PlanJson["priorities"], testId?: string) => (
    <DataTable caption={t("plan:priorities.title")} testId={testId} framed={false} density="compact" rows={rows} rowKey={(p) => p.skill} columns={columns} />
  );
  return (
    <section aria-labelledby="priorities-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="priorities-title" className="text-lg font-semibold">
          {t("plan:priorities.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("plan:priorities.hint")}</p>
      </div>
      {table(plan.priorities.slice(0, PRIORITIES_SHOWN), "priorities")}
      {plan.priorities.length > PRIORITIES_SHOWN ? (
        <details>
          <summary className="cursor-pointer rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50">
            {t("plan:priorities.showAll")}
          </summary>
          {table(plan.priorities.slice(PRIORITIES_SHOWN))}
        </details>
      ) : null}
    </section>
  );
}

/** The plan's body (after the settings): summary, this week, weeks ahead, priorities, skill map. */
export function PlanBody({ plan, actions = true }: { plan: PlanJson; actions?: boolean }) {
  return (
    <>
      <PlanSummary plan={plan} />
      <AssignedSets sets={plan.assigned} actions={actions} />
      {plan.this_week ? <ThisWeek week={plan.this_week} actions={actions} /> : null}
      <WeeksAhead weeks={plan.weeks} actions={actions} />
      {plan.results > 0 ? <Priorities plan={plan} /> : null}
      <SkillMap skills={plan.skills} />
    </>
  );
}
