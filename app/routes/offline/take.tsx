import type { Route } from "./+types/take";
import { requireUser } from "~/features/auth/web-session.server";
import { OfflineExam } from "~/features/offline/offline-exam";
import { ErrorScreen } from "~/features/layout/error-screen";
import { displayName } from "~/lib/user";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/**
 * A downloaded test, taken on the device (issue 33). The page is a shell: everything the test needs is in
 * the device's encrypted package, so the service worker can serve this page from its cache with no network.
 * Its server render carries the words of the exam screens (the exam and calculator namespaces) for that.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const i18n = getI18n(context);
  // The namespaces the screens use go inside the page (app/lib/i18n-inline.tsx), to be there offline.
  for (const ns of ["exam", "calculator"]) i18n.t(`${ns}:pageTitle`);
  return { downloadId: params.downloadId, userName: displayName(user), title: pageTitle(i18n, "common:offline.take.pageTitle") };
}

export const shouldRevalidate = () => false;

export default function OfflineTake({ loaderData }: Route.ComponentProps) {
  return <OfflineExam downloadId={loaderData.downloadId} userName={loaderData.userName} />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
