import { and, desc, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { itemFlags, questions } from "#db/schema";
import { HttpError } from "~/lib/http.server";

/** The items the data flagged (decision 0035), open ones first in the teachers' review queue, newest first. */
export async function openItemFlags() {
  const db = await getDb();
  return db
    .select({
      id: itemFlags.id,
      questionId: itemFlags.questionId,
      identifier: questions.identifier,
      version: questions.version,
      title: questions.title,
      reasons: itemFlags.reasons,
      evidence: itemFlags.evidence,
      createdAt: itemFlags.createdAt,
    })
    .from(itemFlags)
    .innerJoin(questions, eq(questions.id, itemFlags.questionId))
    .where(eq(itemFlags.status, "open"))
    .orderBy(desc(itemFlags.createdAt), desc(itemFlags.id));
}

/** A teacher has looked at a flagged item (fixed it in a new version, or found nothing wrong): the flag closes. */
export async function resolveItemFlag(user: { id: number }, flagId: number) {
  const db = await getDb();
  const [done] = await db
    .update(itemFlags)
    .set({ status: "resolved", resolvedById: user.id, resolvedAt: new Date() })
    .where(and(eq(itemFlags.id, flagId), eq(itemFlags.status, "open")))
    .returning({ id: itemFlags.id });
  if (!done) throw new HttpError(404, "authoring:flags.notFound");
}
