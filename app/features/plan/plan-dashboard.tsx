import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import type { PlanJson } from "./types";

type Parts = typeof import("./plan-dashboard-parts");
type State = { kind: "loading" } | { kind: "error" } | { kind: "ready"; plan: PlanJson; parts: Parts };

/**
 * What shows the plan once its JSON is here (this week, the skill map, the assigned sets: 5 KB gzipped)
 * is asked for with the JSON, not in the page's first JavaScript (issue 30).
 */
const loadParts = () => import("./plan-dashboard-parts");
const PARTS_NOT_YET: Partial<Parts> = {};

/** The plan's JSON for the signed-in student (routes/plan/summary.ts). */
export const PLAN_SUMMARY_URL = "/plan/summary";

function Notice({ text, cta, to, testId }: { text: string; cta: string; to: string; testId: string }) {
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <p className="text-slate-700">{text}</p>
      <Link to={to} className={buttonClass("primary", "shrink-0")}>
        {cta}
      </Link>
    </div>
  );
}

/**
 * The student dashboard's study plan: this week's items with what is done, and the skill map. Loaded
 * after the page (the dashboard never waits for it), with a loading state, an error with "Try again",
 * and what to do first when there is no plan yet.
 */
export function PlanDashboard() {
  const { t } = useTranslation("plan");
  const [state, setState] = useState<State>({ kind: "loading" });
  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ kind: "loading" });
    try {
      const [res, parts] = await Promise.all([fetch(PLAN_SUMMARY_URL, { headers: { Accept: "application/json" }, signal }), loadParts()]);
      if (!res.ok) throw new Error(String(res.status));
      setState({ kind: "ready", plan: (await res.json()) as PlanJson, parts });
    } catch (error) {
      if ((error as Error).name !== "AbortError") setState({ kind: "error" });
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const plan = state.kind === "ready" ? state.plan : null;
  // Here whenever the plan is.
  const { AssignedSets, DashboardWeek, SkillMap } = state.kind === "ready" ? state.parts : PARTS_NOT_YET;
  const answered = plan ? plan.skills.some((s) => s.answers > 0) : false;
  return (
    <div className="flex flex-col gap-4" data-testid="plan-dashboard">
      {plan && AssignedSets ? <AssignedSets sets={plan.assigned} /> : null}
      {plan?.status === "ready" && plan.this_week && DashboardWeek ? (
        <DashboardWeek week={plan.this_week} />
      ) : (
        <section aria-labelledby="dashboard-plan-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="dashboard-plan-title" className="text-lg font-semibold">
            {t("dashboard.title")}
          </h2>
          {state.kind === "loading" ? <Spinner label={t("dashboard.loading")} className="text-slate-600" /> : null}
          {state.kind === "error" ? (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="text-slate-700">
                {t("dashboard.error")}
              </p>
              <button type="button" className={buttonClass("secondary")} onClick={() => void load()}>
                {t("dashboard.retry")}
              </button>
            </div>
          ) : null}
          {plan?.status === "needs_result" ? (
            <Notice text={t("dashboard.needsResult")} cta={t("needsResult.cta")} to="/exams" testId="plan-dashboard-needs-result" />
          ) : null}
          {plan?.status === "needs_settings" ? (
            <Notice text={t("dashboard.setUp")} cta={t("dashboard.setUpCta")} to="/plan" testId="plan-dashboard-set-up" />
          ) : null}
          {plan?.status === "test_passed" ? (
            <Notice text={t("dashboard.testPassed")} cta={t("dashboard.open")} to="/plan" testId="plan-dashboard-test-passed" />
          ) : null}
        </section>
      )}
      {plan && SkillMap && (plan.status !== "needs_result" || answered) ? <SkillMap skills={plan.skills} compact /> : null}
    </div>
  );
}
