import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { redirectVisitorsFromProtectedAreas } from "~/features/auth/web-session.server";
import { NotFound } from "~/features/layout/not-found";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";

/** Any unknown path: a real 404 status and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectVisitorsFromProtectedAreas(context, request);
  return data({ title: pageTitle(getI18n(context), "common:notFound.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
