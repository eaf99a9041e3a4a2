import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireTeacher } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";

/** Any other address under /teacher: 403 for non-teachers (like every teacher page), else 404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireTeacher(context, request);
  throw data({ detail: "authoring:errors.pageNotFound" }, { status: 404 });
}

export default function TeacherNotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
