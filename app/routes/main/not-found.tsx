import { redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { loginUrl, optionalUser } from "~/features/auth/web-session.server";
import { NotFound } from "~/features/layout/not-found";

/** Areas that need a signed-in user even where a page does not exist (yet): visitors sign in first. */
const PROTECTED = ["/profile", "/app/", "/exams", "/video-lesson", "/teacher"];

/** Any unknown path: a real 404 status and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (!optionalUser(context) && PROTECTED.some((p) => path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`))) throw redirect(loginUrl(request));
  throw new Response("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
