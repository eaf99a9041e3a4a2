import type { Route } from "./+types/not-found";
import { redirectVisitorsFromProtectedAreas } from "~/features/auth/web-session.server";
import { NotFound } from "~/features/layout/not-found";

/** Any unknown path: a real 404 status and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectVisitorsFromProtectedAreas(context, request);
  throw new Response("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
