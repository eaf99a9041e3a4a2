import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#db/client";
import { questions, users } from "#db/schema";
import { questionEvents } from "#db/schema-authoring";
import { HttpError, ValidationError } from "~/lib/http.server";
import { text } from "~/lib/input";
import { loadQuestion, logEvent, mayManage, type Author, type QuestionRecord } from "./questions.server";

/**
 * The review workflow: draft -> in review -> published, and retired. The author (or an admin) sends
 * a draft for review and may retire what is published; another teacher or an admin approves it or
 * sends it back with a comment. Nobody approves their own version, admins included. Each step is one
 * conditional UPDATE, so two reviewers at once cannot both move the same version.
 */

export const REVIEW_ACTIONS = ["submit", "approve", "request_changes", "retire"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const ReviewSchema = z.object({
  action: z.enum(REVIEW_ACTIONS, { error: "authoring:errors.reviewAction" }),
  comment: z.preprocess(
    (v) => v ?? "",
    text(2000, "authoring:errors.tooLong").transform((c) => c.trim()),
  ),
});

const wrongStatus = () => new HttpError(409, "authoring:errors.wrongStatus");

export async function reviewQuestion(user: Author, id: number, action: ReviewAction, comment = ""): Promise<QuestionRecord> {
  const { row } = await loadQuestion(id);
  const db = await getDb();
  const move = async (from: typeof row.status, to: typeof row.status, event: "submitted" | "approved" | "changes_requested" | "retired") => {
    await db.transaction(async (tx) => {
      if (to === "published") {
        // The version published before (if any) steps aside first: one published version per identifier.
        await tx
          .update(questions)
          .set({ status: "superseded" })
          .where(and(eq(questions.identifier, row.identifier), eq(questions.status, "published")));
      }
      const now = new Date();
      const [moved] = await tx
        .update(questions)
        .set({ status: to, updatedAt: now, ...(to === "published" ? { publishedAt: now } : {}) })
        .where(and(eq(questions.id, id), eq(questions.status, from)))
        .returning({ id: questions.id });
      if (!moved) throw wrongStatus();
      await logEvent(tx, id, user.id, event, comment);
    });
  };
  if (action === "submit") {
    if (!mayManage(user, row)) throw new HttpError(403, "authoring:errors.notYours");
    if (row.status !== "draft") throw wrongStatus();
    await move("draft", "in_review", "submitted");
  } else if (action === "approve" || action === "request_changes") {
    if (row.authorId === user.id) throw new HttpError(403, "authoring:errors.ownReview");
    if (row.status !== "in_review") throw wrongStatus();
    if (action === "request_changes" && !comment) throw new ValidationError({ comment: ["authoring:errors.commentRequired"] });
    if (action === "approve") await move("in_review", "published", "approved");
    else await move("in_review", "draft", "changes_requested");
  } else {
    if (!mayManage(user, row)) throw new HttpError(403, "authoring:errors.notYours");
    if (row.status !== "published") throw wrongStatus();
    await move("published", "retired", "retired");
  }
  return loadQuestion(id);
}

/** The history of one version, newest first, with who did what. */
export async function questionHistory(id: number) {
  const db = await getDb();
  return db
    .select({ action: questionEvents.action, comment: questionEvents.comment, createdAt: questionEvents.createdAt, actor: users.username })
    .from(questionEvents)
    .leftJoin(users, eq(users.id, questionEvents.actorId))
    .where(eq(questionEvents.questionId, id))
    .orderBy(desc(questionEvents.createdAt), desc(questionEvents.id));
}
