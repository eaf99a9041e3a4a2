import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/session";
import { displayName } from "~/features/auth/user";
import { requireUser } from "~/features/auth/web-session.server";
import { ExamScreen } from "~/features/exam/client/exam-screen";
import { FullPageMessage } from "~/features/exam/client/status-screens";
import { ErrorScreen } from "~/features/layout/error-screen";
import { NotFound } from "~/features/layout/not-found";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { pageId } from "~/lib/parse.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { sessionId: pageId(params.sessionId), userName: displayName(user), title: pageTitle(getI18n(context), "exam:pageTitle") };
}

// The exam renders in the browser only: it keeps answers on the device and talks to the server as it goes.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation("exam");
  return <FullPageMessage busy title={t("loadingSection")} />;
}

export default function ExamSession({ loaderData }: Route.ComponentProps) {
  return <ExamScreen sessionId={loaderData.sessionId} userName={loaderData.userName} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen />;
}
