import { z } from "zod";
import type { Route } from "./+types/lesson-video";
import { requireUser } from "~/features/auth/web-session.server";
import { withLessonErrors } from "~/features/lessons/respond.server";
import { finishUpload, startUpload, storeChunk } from "~/features/lessons/video-upload.server";
import { methodNotAllowed } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { intField, line } from "~/lib/input";
import { LessonParams } from "~/features/lessons/lesson-input";
import { parseInput, parseParams, readForm } from "~/lib/parse.server";

const Upload = z.string().regex(/^[0-9a-f]{32}$/, "validation.invalid");
const Body = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), name: line(255).min(1), size: intField(1, Number.MAX_SAFE_INTEGER) }),
  z.object({ intent: z.literal("chunk"), upload: Upload, index: intField(0, 100_000) }),
  z.object({ intent: z.literal("finish"), upload: Upload }),
]);

/**
 * POST /admin/lessons/:lessonId/video (teachers and administrators: the back office layout's
 * middleware checks): a video uploaded in pieces, multipart. intent=start {name, size} →
 * {upload, chunk_bytes, chunks}; intent=chunk {upload, index, chunk} → {received}; intent=finish
 * {upload} → {key, duration_seconds}. Errors are JSON {detail}.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = requireUser(context, request);
  return withLessonErrors(getI18n(context), async () => {
    const { lessonId } = parseParams(LessonParams, params);
    const form = await readForm(request);
    const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
    const body = parseInput(Body, fields);
    if (body.intent === "start") return Response.json(await startUpload(user, lessonId, body.name, body.size));
    if (body.intent === "finish") return Response.json(await finishUpload(user, lessonId, body.upload));
    const chunk = form.get("chunk");
    if (!(chunk instanceof Blob)) return Response.json({ detail: getI18n(context).t("lessons:admin.errors.chunk") }, { status: 400 });
    return Response.json(await storeChunk(user, lessonId, body.upload, body.index, new Uint8Array(await chunk.arrayBuffer())));
  });
}
