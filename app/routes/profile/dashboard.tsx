import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/features/auth/web-session.server";
import type { PublicUser } from "~/lib/user";
import { ErrorScreen } from "~/features/layout/error-screen";
import { parseTab } from "~/features/profile/dashboard-tabs";
import { dashboardVariant, mentorDashboard, parsePage, studentDashboard } from "~/features/profile/dashboard.server";
import { JoinMentorSchema, StudentFilter } from "~/features/profile/invite-code";
import { createInvite, redeemInvite } from "~/features/profile/invites.server";
import { ExportLinks } from "~/features/open-results/export-links";
import { OfficialScoreId, OfficialScoreSchema } from "~/features/real-scores/official-score-input";
import { addOfficialScore, deleteOfficialScore, officialScoresOf } from "~/features/real-scores/official-scores.server";
import { StudentDashboard } from "~/features/profile/student-dashboard";
import type { DashboardActionData } from "~/features/profile/types";
import { parseSubmission, refuse, withFormFailure } from "~/lib/action.server";
import { readForm } from "~/lib/parse.server";
import { HttpError } from "~/lib/http.server";
import { FALLBACK_LANGUAGE, isLanguage } from "~/lib/i18n";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { serverRenderedPart } from "~/ui/lazy-part";

/** The official scores panel and its form load just after the page, rendered by the server meanwhile: it sits at the end. */
/** A mentor's dashboard is its own chunk: a student's page does not carry it. */
const MentorDashboard = /* @__PURE__ */ serverRenderedPart(() => import("~/features/profile/mentor-dashboard").then((m) => m.MentorDashboard));
const OfficialScoresPanel = /* @__PURE__ */ serverRenderedPart(() => import("~/features/real-scores/official-scores-panel").then((m) => m.OfficialScoresPanel));

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** /profile and /app/dashboard: the mentor's view for mentors and admins, the student's otherwise. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { sessionId: _, ...user } = requireUser(context, request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const locale = getLocale(context);
  const lng = isLanguage(locale) ? locale : FALLBACK_LANGUAGE;
  const title = pageTitle(getI18n(context), "common:header.profile");
  if (dashboardVariant(user) === "mentor") {
    // ?student=username: one student's exams (a link from the mentor's list of students).
    const student = StudentFilter.safeParse(url.searchParams.get("student") ?? undefined);
    const name = student.success ? student.data : null;
    const [mentor, official] = await Promise.all([
      mentorDashboard(user, page, url.pathname, lng, name),
      // The student's reported official scores (decision 0051): only a student the mentor may read (else none).
      name ? officialScoresOf(user, name).catch(notFoundAsNull) : Promise.resolve(null),
    ]);
    return { variant: "mentor" as const, user, title, mentor, official: official?.scores ?? null };
  }
  const [student, official] = await Promise.all([studentDashboard(user, page, lng, url.pathname), officialScoresOf(user)]);
  return { variant: "student" as const, user, title, student, official: official.scores };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof HttpError && error.status === 404) return null;
  throw error;
}

/**
 * intent=createInvite (mentors), intent=joinMentor with a code (students), intent=officialScore (an official SAT
 * result: OfficialScoreSchema, the form's schema) or intent=deleteOfficialScore with an id; refusals in the one
 * failure shape, with the intent.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const failures = { intent, messages: { 429: "profile:invite.errors.tooMany" } };
  if (intent === "createInvite")
    return withFormFailure(async () => ({ intent, ok: true, invite: await createInvite(user) }) satisfies DashboardActionData, undefined, failures);
  if (intent === "joinMentor") {
    const input = JoinMentorSchema.safeParse({ code: form.get("code") ?? undefined });
    if (!input.success) return refuse(400, "profile:invite.errors.unknown", { intent });
    return withFormFailure(
      async () => ({ intent, ok: true, mentor: (await redeemInvite(user, input.data.code)).mentor }) satisfies DashboardActionData,
      undefined,
      failures,
    );
  }
  if (intent === "officialScore") {
    const { submission, refused } = parseSubmission(form, OfficialScoreSchema, { intent });
    if (refused) return refused;
    return withFormFailure(async () => ({ intent, ok: true as const, score: await addOfficialScore(user, submission.value!) }), submission, { intent });
  }
  if (intent === "deleteOfficialScore") {
    const input = OfficialScoreId.safeParse({ id: form.get("id") ?? undefined });
    if (!input.success) return refuse(400, "profile:official.errors.notFound", { intent });
    return withFormFailure(async () => (await deleteOfficialScore(user, input.data.id), { intent, ok: true as const }), undefined, { intent });
  }
  throw new Response("Unknown intent", { status: 400 });
}

/** Switching tabs only changes ?tab=: the data on the page is still current, so no reload. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (u: URL) => {
    const params = new URLSearchParams(u.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  const onlyTabChanged = currentUrl.searchParams.get("tab") !== nextUrl.searchParams.get("tab") && rest(currentUrl) === rest(nextUrl);
  return onlyTabChanged ? false : defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const user: PublicUser = loaderData.user;
  if (loaderData.variant === "mentor")
    return (
      <>
        <MentorDashboard user={user} data={loaderData.mentor} />
        {loaderData.mentor.student && loaderData.official ? (
          <OfficialScoresPanel scores={loaderData.official} student={loaderData.mentor.student} name={loaderData.mentor.studentName} />
        ) : null}
        {loaderData.mentor.student ? <ExportLinks student={loaderData.mentor.student} name={loaderData.mentor.studentName} /> : null}
      </>
    );
  return (
    <>
      <StudentDashboard user={user} data={loaderData.student} tab={parseTab(params.get("tab"))} />
      <OfficialScoresPanel scores={loaderData.official} />
      <ExportLinks />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
