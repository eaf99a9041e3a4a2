import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/set";
import { requireUser } from "~/features/auth/web-session.server";
import { FullPageMessage } from "~/features/exam/client/full-page-message";
import { ErrorScreen } from "~/features/layout/error-screen";
import { NotFound } from "~/features/layout/not-found";
import { PracticeScreen } from "~/features/practice/client/practice-screen";
import { practiceSetView } from "~/features/practice/set-view.server";
import { tutorGate } from "~/features/tutor/access";
import { HttpError } from "~/lib/http.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { pageId } from "~/lib/parse.server";
import { withPageError } from "~/lib/action.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** A practice set, full-screen like the exam (its student only; anyone else: 404). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const setId = pageId(params.setId);
  return withPageError(async () => {
    const set = await practiceSetView(user, setId, { html: true, lng: getLocale(context) });
    if (set.student !== user.id) throw new HttpError(404, "practice:errors.setNotFound");
    return { set, gate: tutorGate(user), title: pageTitle(getI18n(context), "practice:set.pageTitle") };
  });
}

// Rendered in the browser only: work in progress is kept on the device and sent to the server as it goes.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation("practice");
  return <FullPageMessage busy title={t("set.loading")} />;
}

export default function PracticeSetPage({ loaderData }: Route.ComponentProps) {
  return <PracticeScreen key={loaderData.set.id} initial={loaderData.set} gate={loaderData.gate} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen />;
}
