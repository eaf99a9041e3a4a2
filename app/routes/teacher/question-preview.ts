import type { Route } from "./+types/question-preview";
import { requireTeacher } from "~/features/authoring/guard.server";
import { previewQuestion, PreviewSchema } from "~/features/authoring/preview.server";

/** POST /teacher/questions/preview (JSON: the form's values): the question as the exam screen would show it. */
export async function action({ context, request }: Route.ActionArgs) {
  requireTeacher(context, request);
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    return Response.json({ preview: null }, { status: 400 });
  }
  const parsed = PreviewSchema.safeParse(body);
  if (!parsed.success) return Response.json({ preview: null }, { status: 400 });
  return Response.json({ preview: previewQuestion(parsed.data) });
}
