import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/student";
import { displayName } from "~/lib/user";
import { parseSubmission, refuse, withFormFailure, withPageError } from "~/lib/action.server";
import { isFormFailure } from "~/lib/form-failure";
import { requireUser } from "~/features/auth/web-session.server";
import { AssignSchema, StudentParams } from "~/features/plan/plan-schema";
import { notebookForMentor } from "~/features/plan/notebook-view.server";
import { NotebookReadOnly } from "~/features/plan/notebook-view";
import { planOf, studentForMentor } from "~/features/plan/plan.server";
import { PlanBody } from "~/features/plan/plan-view";
import { SKILL_INFO } from "~/features/plan/skills";
import { assignPracticeSet } from "~/features/practice/assign.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { parseParams, readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import type { AssignResult } from "~/features/plan/assign-form";
import { serverRenderedPart } from "~/ui/lazy-part";

/** The assignment form (and its form library) loads just after the page, rendered by the server meanwhile. */
const AssignForm = /* @__PURE__ */ serverRenderedPart(() => import("~/features/plan/assign-form").then((m) => m.AssignForm));

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

async function student(context: Route.LoaderArgs["context"], request: Request, params: Route.LoaderArgs["params"]) {
  const viewer = requireUser(context, request);
  return withPageError(
    async () => {
      const { username } = parseParams(StudentParams, params);
      return { viewer, student: await studentForMentor(viewer, username) };
    },
    (status) => (status === 400 ? 404 : status),
  );
}

/** /plan/students/{username}: a student's plan, skill map and notebook, read only, for their mentor or an administrator. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { student: s } = await student(context, request, params);
  const name = displayName(s);
  const [plan, notebook] = await Promise.all([planOf(s.id, { lng: getLocale(context) }), notebookForMentor(s.id)]);
  return {
    student: { username: s.username, name },
    plan,
    notebook,
    title: pageTitle(getI18n(context), "plan:meta.studentTitle", { name }),
  };
}

/** intent=assign: a practice set for the student (the practice module's assignPracticeSet). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, student: s } = await student(context, request, params);
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, AssignSchema);
  if (refused) return refused;
  const input = submission.value!;
  return withFormFailure(async () => {
    const created = await assignPracticeSet(viewer, {
      studentId: s.id,
      test: input.skill ? SKILL_INFO.get(input.skill)!.test : null,
      skills: input.skill ? [input.skill] : [],
      difficulty: input.difficulty,
      length: input.length,
      note: input.note,
    });
    if (!created.ok) return refuse(409, "plan:assign.empty", { submission, intent: "assign" });
    return { intent: "assign", ok: true, length: created.length, result: submission.reply({ resetForm: true }) } as const;
  }, submission);
}

export default function StudentPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("plan");
  const { student: s, plan, notebook } = loaderData;
  const outcome: AssignResult | null = isFormFailure(actionData)
    ? actionData.formError
      ? { intent: "assign", ok: false, error: actionData.formError }
      : null
    : actionData
      ? { intent: "assign", ok: true, length: actionData.length }
      : null;
  const lastResult = actionData?.result;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      <header className="flex flex-col gap-2">
        <Link to="/profile" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t("mentor.back")}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("mentor.title", { name: s.name })}</h1>
        <p className="text-slate-600" data-testid="plan-read-only">
          {t("mentor.readOnly", { name: s.name })}
        </p>
      </header>
      {plan.status === "needs_result" ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">{t("mentor.needsResult", { name: s.name })}</p>
      ) : null}
      {plan.status === "needs_settings" ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">{t("mentor.noSettings", { name: s.name })}</p>
      ) : null}
      <AssignForm name={s.name} lastResult={lastResult} outcome={outcome} />
      <PlanBody plan={plan} actions={false} />
      <NotebookReadOnly notebook={notebook} name={s.name} />
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
      <p role="alert" className="text-slate-700" data-testid="plan-error">
        {status === 404 ? t("errors.notFound") : status === 403 ? t("errors.forbidden") : t("errors.unexpected")}
      </p>
      <Link to="/profile" className={buttonClass("primary")}>
        {t("mentor.back")}
      </Link>
    </main>
  );
}
