import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/session";
import { displayName } from "~/lib/user";
import { requireUser } from "~/features/auth/web-session.server";
import { ExamScreen } from "~/features/exam/client/exam-screen";
import { timerHiddenIn } from "~/features/exam/client/timer-preference";
import { examScreenState } from "~/features/exam/web-state.server";
import { sessionBoot } from "~/features/exam/boot.server";
import { ErrorScreen } from "~/features/layout/error-screen";
import { NotFound } from "~/features/layout/not-found";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { pageId } from "~/lib/parse.server";
import { withPageError } from "~/lib/action.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/**
 * The exam's current state comes with the page (issue 18): the section's question, passage and choices
 * are in the HTML, so the first paint shows the question with no request after the page. The browser
 * then keeps answers on the device and talks to the server through /exams/session/{id}/data.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const sessionId = pageId(params.sessionId);
  return withPageError(async () => {
    const initial = await examScreenState(user, sessionId, getLocale(context));
    const timerHidden = timerHiddenIn(request.headers.get("Cookie"));
    return {
      sessionId,
      userName: displayName(user),
      title: pageTitle(getI18n(context), "exam:pageTitle"),
      initial,
      // The statechart's first snapshot for this state: the screen until the browser's copy runs.
      boot: sessionBoot(sessionId, initial, timerHidden),
      timerHidden,
    };
  });
}

// The screen keeps its own state from here on (the statechart and the device store): a revalidation
// would hand it a second, stale starting state.
export const shouldRevalidate = () => false;

export default function ExamSession({ loaderData }: Route.ComponentProps) {
  return (
    <ExamScreen
      sessionId={loaderData.sessionId}
      userName={loaderData.userName}
      initial={loaderData.initial}
      boot={loaderData.boot}
      timerHidden={loaderData.timerHidden}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen />;
}
