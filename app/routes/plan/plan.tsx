import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/plan";
import { parseSubmission, refuse, withFormFailure } from "~/lib/action.server";
import { isFormFailure } from "~/lib/form-failure";
import { requireUser } from "~/features/auth/web-session.server";
import { AssignedSets } from "~/features/plan/assigned-sets";
import { PlanSettingsSchema } from "~/features/plan/plan-schema";
import { hasOwnPlan, planOf, savePlanSettings } from "~/features/plan/plan.server";
import { PlanBody } from "~/features/plan/plan-view";
import { practiceSetPath } from "~/features/plan/practice-links";
import { SkillMap } from "~/features/plan/skill-map";
import { SKILL_IDS } from "~/features/plan/skills";
import { startPlanPractice } from "~/features/plan/start.server";
import { StudentPlansList, studentPlanPath } from "~/features/plan/student-plans-panel";
import { studentNamesOf, studentsOf } from "~/features/profile/mentorships.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { serverRenderedPart } from "~/ui/lazy-part";

/** The settings form (and its form library) loads just after the page, rendered by the server meanwhile (decision 0065). */
const PlanSettingsForm = /* @__PURE__ */ serverRenderedPart(() => import("~/features/plan/plan-settings-form").then((m) => m.PlanSettingsForm));

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** /plan: a student's own plan; a mentor's list of their students' plans; an administrator's look-up. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const title = pageTitle(getI18n(context), "plan:meta.title");
  if (hasOwnPlan(user)) return { kind: "student" as const, title, plan: await planOf(user.id, { lng: getLocale(context) }) };
  if (user.user_type === "pre_teacher") return { kind: "mentor" as const, title, students: await studentsOf(user.id), names: await studentNamesOf(user.id) };
  // An administrator's look-up form (GET ?student=name) opens that student's page.
  const wanted = new URL(request.url).searchParams.get("student")?.trim();
  if (wanted) throw redirect(studentPlanPath(wanted.slice(0, 150)));
  return { kind: "admin" as const, title };
}

const StartSchema = z.object({ skill: z.enum(SKILL_IDS as [string, ...string[]], { error: "plan:errors.skill" }) });

/** intent=settings (the form) or intent=start {skill} (a plan item's "Start practice", from here or the dashboard). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  if (!hasOwnPlan(user)) throw data({ detail: "plan:errors.studentsOnly" }, { status: 403 });
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "settings") {
    const { submission, refused } = parseSubmission(form, PlanSettingsSchema, { intent });
    if (refused) return refused;
    return withFormFailure(
      async () => {
        await savePlanSettings(user, submission.value!);
        return { intent: "settings" as const, ok: true as const, result: submission.reply() };
      },
      submission,
      { intent },
    );
  }
  if (intent === "start") {
    const input = StartSchema.safeParse({ skill: form.get("skill") ?? undefined });
    if (!input.success) return refuse(400, "plan:errors.skill", { intent });
    return withFormFailure(
      async () => {
        const id = await startPlanPractice(user, input.data.skill);
        if (id !== null) return redirect(practiceSetPath(id));
        return refuse(409, "plan:item.empty", { intent });
      },
      undefined,
      { intent },
    );
  }
  return refuse(400, "plan:errors.unexpected", { intent });
}

function NeedsResult() {
  const { t } = useTranslation("plan");
  return (
    <section
      aria-labelledby="needs-result-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5"
      data-testid="plan-needs-result"
    >
      <h2 id="needs-result-title" className="text-lg font-semibold">
        {t("needsResult.title")}
      </h2>
      <p className="text-slate-700">{t("needsResult.text")}</p>
      <Link to="/exams" className={buttonClass("primary")}>
        {t("needsResult.cta")}
      </Link>
    </section>
  );
}

function AdminLookup() {
  const { t } = useTranslation("plan");
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="admin-plans-title">
      <h2 id="admin-plans-title" className="text-lg font-semibold">
        {t("mentor.adminTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("mentor.adminHint")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("mentor.username")}
          <input name="student" required maxLength={150} autoComplete="off" className="rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          {t("mentor.open")}
        </button>
      </Form>
    </section>
  );
}

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["plan", "common"]);
  if (loaderData.kind === "mentor") {
    return (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <StudentPlansList students={loaderData.students} names={loaderData.names} />
      </main>
    );
  }
  if (loaderData.kind === "admin") {
    return (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <AdminLookup />
      </main>
    );
  }
  const { plan } = loaderData;
  const failure = isFormFailure(actionData) ? actionData : null;
  const settingsResult = actionData?.result;
  const saved = !!actionData && !isFormFailure(actionData) && actionData.ok;
  const startError = failure?.intent === "start" ? failure.formError : null;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-slate-600">{t("intro")}</p>
      </header>
      {startError ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="plan-start-error">
          {t(startError, { ns: "common" })}
        </p>
      ) : null}
      {plan.status === "needs_result" ? (
        <NeedsResult />
      ) : (
        <PlanSettingsForm initial={plan.settings} dates={plan.calendar.dates} planned={plan.calendar.planned} lastResult={settingsResult} saved={saved} />
      )}
      {plan.status === "needs_settings" ? <p className="text-slate-700">{t("settings.needsSettings")}</p> : null}
      {plan.status === "needs_result" ? (
        <>
          <AssignedSets sets={plan.assigned} />
          {plan.skills.some((s) => s.answers > 0) ? <SkillMap skills={plan.skills} /> : null}
        </>
      ) : (
        <PlanBody plan={plan} />
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("plan");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("errors.title")}</h1>
      <p role="alert" className="text-slate-700">
        {status === 403 ? t("errors.studentsOnly") : t("errors.unexpected")}
      </p>
      <Link to="/profile" className={buttonClass("primary")}>
        {t("mentor.back")}
      </Link>
    </main>
  );
}
