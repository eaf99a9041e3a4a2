import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { examSessions, offlineAttempts, offlineDownloads, responses, sectionAttempts } from "#db/schema";
import {
  checkResponse,
  closeAttempt,
  examStages,
  finishSession,
  GRACE_SECONDS,
  highestRevisions,
  routeStage,
  sectionShape,
  type ExamStage,
} from "~/features/exam/index.server";
import { moduleSeconds } from "~/features/accommodations";
import { HttpError } from "~/lib/http.server";
import type { PublicUser } from "~/lib/user";
import type { SyncAnswer, SyncBody } from "./input";

/**
 * The sync of an attempt taken offline (issue 33, decision 0057): the device sends its whole attempt (the
 * modules with their device times and its answer log), as often as it likes; the server replays it into an
 * ordinary exam session with the online runtime's own pieces (routing, the answer rule, grading, scoring), so
 * the result is the one an online attempt with the same answers gets.
 *
 * Device times are read with the clock difference measured at download and must fit a plausible window:
 * the first module starts after the download and before it expired or was revoked, each module after the one
 * before it ended, no time lies in the future, each module lasts what the download issued (accommodations
 * applied), and an answer counts only if written before that module's deadline (plus the runtime's grace).
 *
 * Refusals are precise and local: an answer after the deadline or to a question not in the test is dropped
 * alone (the earlier revisions of that question stay); a module 2 the path did not earn, or a module out of
 * order or outside the window, stops the replay there. Everything before the refusal is kept, and a sync
 * that is sent again changes nothing (modules are keyed by stage, answers by revision).
 */

/** Clocks and networks are not exact: device times may be this far outside the window. */
export const TOLERANCE_MS = 2 * 60 * 1000;

export type Refusal = { reason: string; section?: number; question?: number; stage?: number };
export type SyncResult = { session: number; state: "finished" | "in_progress" | "not_started"; refused: Refusal[] };

type Caller = Pick<PublicUser, "id">;
type DownloadRow = typeof offlineDownloads.$inferSelect;

export async function syncAttempt(user: Caller, body: SyncBody): Promise<SyncResult> {
  const db = await getDb();
  const [download] = await db.select().from(offlineDownloads).where(eq(offlineDownloads.id, body.download));
  if (!download || download.userId !== user.id) throw new HttpError(404, "offline.errors.downloadNotFound");
  if (download.deviceId !== body.device) throw new HttpError(409, "offline.errors.otherDevice", { other_device: true });
  const stages = await examStages(download.examId);
  // Section shapes are read before the transaction (PGlite has one connection).
  const shapes = new Map(await Promise.all(stages.flatMap((s) => s.sections).map(async (s) => [s.id, await sectionShape(s.id)] as const)));
  const toServer = (deviceMs: number) => deviceMs + download.clockSkewMs;
  const now = Date.now();

  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(offlineAttempts).where(eq(offlineAttempts.id, body.attempt)).for("update");
    if (existing && (existing.deviceId !== body.device || existing.downloadId !== body.download))
      throw new HttpError(409, "offline.errors.otherDevice", { other_device: true });
    const first = body.modules[0];
    if (!existing && !first) return { session: 0, state: "not_started", refused: [] };
    const sessionId = existing?.sessionId ?? (await openSession(tx, user, download, body, toServer(first!.started_at), now));
    const [session] = await tx.select().from(examSessions).where(eq(examSessions.id, sessionId));
    if (session!.status === "finished") return { session: sessionId, state: "finished", refused: [] };

    const refused: Refusal[] = [];
    const taken = new Set<number>();
    let previousEnd = download.issuedAt.getTime();
    let lastClose = previousEnd;
    for (const [i, m] of body.modules.entries()) {
      const stage = stages[i];
      if (!stage || stage.stage !== m.stage) {
        refused.push({ reason: "offline.errors.moduleOutOfOrder", stage: m.stage, section: m.section });
        break;
      }
      const [held] = await tx
        .select()
        .from(sectionAttempts)
        .where(and(eq(sectionAttempts.sessionId, sessionId), eq(sectionAttempts.stage, stage.stage)));
      const earned = held?.sectionId ?? (await routeStage(tx, session!, stage));
      if (m.section !== earned) {
        refused.push({ reason: "offline.errors.moduleNotEarned", stage: m.stage, section: m.section });
        break;
      }
      const section = stage.sections.find((s) => s.id === m.section)!;
      const start = toServer(m.started_at);
      let attempt = held;
      if (!attempt) {
        if (!plausibleStart(start, previousEnd, download, now)) {
          refused.push({ reason: "offline.errors.implausibleTime", stage: m.stage, section: m.section });
          break;
        }
        const seconds = moduleSeconds(section.durationSeconds, download.accommodation);
        [attempt] = await tx
          .insert(sectionAttempts)
          .values({ sessionId, sectionId: m.section, stage: stage.stage, startedAt: new Date(start), endTime: new Date(start + seconds * 1000) })
          .returning();
      }
      taken.add(m.section);
      if (attempt!.submittedAt) {
        previousEnd = lastClose = attempt!.submittedAt.getTime();
        continue;
      }
      const own = body.answers.filter((a) => a.section === m.section);
      await mergeAnswers(tx, attempt!, own, shapes.get(m.section)!, toServer, refused);
      const deadline = attempt!.endTime.getTime();
      const submitted = m.submitted_at === null ? null : Math.max(attempt!.startedAt.getTime(), Math.min(toServer(m.submitted_at), deadline));
      const closeAt = submitted ?? (deadline + GRACE_SECONDS * 1000 < now ? deadline : null);
      if (closeAt === null) break; // in progress on the device: nothing after it exists yet
      await closeAttempt(tx, session!, attempt!.id, submitted === null ? "expired" : "submitted", stages, new Date(closeAt));
      previousEnd = lastClose = closeAt;
    }
    for (const a of body.answers) if (!taken.has(a.section) && !refusedModule(refused, a.section)) refused.push(notInTest(a));

    const finished = await allClosed(tx, sessionId, stages);
    if (finished) {
      const at = body.finished_at === null ? lastClose : Math.min(Math.max(toServer(body.finished_at), lastClose), now);
      await finishSession(tx, sessionId, new Date(at));
    } else await tx.update(examSessions).set({ breakEndsAt: null }).where(eq(examSessions.id, sessionId));
    await tx
      .update(offlineAttempts)
      .set({ lastSyncAt: new Date(now) })
      .where(eq(offlineAttempts.id, body.attempt));
    return { session: sessionId, state: finished ? "finished" : "in_progress", refused };
  });
}

/** The first module's start opens the session: after the download, before it expired or was revoked, not in the future. */
async function openSession(tx: Tx, user: Caller, download: DownloadRow, body: SyncBody, start: number, now: number) {
  if (!plausibleStart(start, download.issuedAt.getTime(), download, now))
    throw new HttpError(409, "offline.errors.implausibleTime", { stage: body.modules[0]!.stage });
  const [session] = await tx
    .insert(examSessions)
    .values({ examId: download.examId, userId: user.id, accommodation: download.accommodation, takenOffline: true, createdAt: new Date(start) })
    .returning({ id: examSessions.id });
  await tx.insert(offlineAttempts).values({ id: body.attempt, downloadId: download.id, sessionId: session!.id, deviceId: body.device });
  return session!.id;
}

function plausibleStart(start: number, notBefore: number, download: DownloadRow, now: number) {
  if (start < notBefore - TOLERANCE_MS || start > now + TOLERANCE_MS) return false;
  if (start > download.expiresAt.getTime()) return false;
  return !(download.revokedAt && start > download.revokedAt.getTime());
}

/**
 * The answer log of one module into its attempt: each entry passes the online answer rule and the time
 * window, or is refused alone; of what passes, each question's highest revision is kept unless the server
 * already holds a higher one (the autosave rule).
 */
async function mergeAnswers(
  tx: Tx,
  attempt: typeof sectionAttempts.$inferSelect,
  log: SyncAnswer[],
  shape: Awaited<ReturnType<typeof sectionShape>>,
  toServer: (ms: number) => number,
  refused: Refusal[],
) {
  const deadline = attempt.endTime.getTime() + GRACE_SECONDS * 1000;
  const start = attempt.startedAt.getTime() - TOLERANCE_MS;
  const valid: (SyncAnswer & { answer_text: string | null | undefined })[] = [];
  for (const a of log) {
    if (!shape.types.has(a.question)) {
      refused.push(notInTest(a));
      continue;
    }
    const at = toServer(a.at);
    if (at > deadline) {
      refused.push({ reason: "offline.errors.afterDeadline", section: a.section, question: a.question });
      continue;
    }
    if (at < start) {
      refused.push({ reason: "offline.errors.implausibleTime", section: a.section, question: a.question });
      continue;
    }
    try {
      valid.push({ ...a, answer_text: checkResponse(shape, a) });
    } catch (error) {
      refused.push({ reason: error instanceof HttpError ? error.message : "offline.errors.badAnswer", section: a.section, question: a.question });
    }
  }
  const elapsed = Math.max(0, Math.min(deadline, Date.now()) - attempt.startedAt.getTime());
  for (const a of highestRevisions(valid)) {
    const row = {
      attemptId: attempt.id,
      questionId: a.question,
      selectedChoiceId: a.selected_choice ?? null,
      answerText: a.answer_text ?? null,
      markedForReview: a.marked_for_review ?? false,
      eliminated: a.eliminated ?? [],
      highlights: a.highlights ?? [],
      revision: a.revision,
      timeMs: Math.min(a.time_ms ?? 0, elapsed),
      savedAt: new Date(toServer(a.at)),
    };
    await tx
      .insert(responses)
      .values(row)
      .onConflictDoUpdate({
        target: [responses.attemptId, responses.questionId],
        set: {
          selectedChoiceId: row.selectedChoiceId,
          answerText: row.answerText,
          markedForReview: row.markedForReview,
          eliminated: row.eliminated,
          highlights: row.highlights,
          revision: row.revision,
          savedAt: row.savedAt,
          timeMs: sql`greatest(${responses.timeMs}, ${row.timeMs})`,
        },
        setWhere: sql`${responses.revision} < ${row.revision}`,
      });
  }
}

const notInTest = (a: SyncAnswer): Refusal => ({ reason: "offline.errors.notInTest", section: a.section, question: a.question });
const refusedModule = (refused: Refusal[], section: number) => refused.some((r) => r.question === undefined && r.section === section);

async function allClosed(tx: Tx, sessionId: number, stages: readonly ExamStage[]) {
  const rows = await tx
    .select({ stage: sectionAttempts.stage, submittedAt: sectionAttempts.submittedAt })
    .from(sectionAttempts)
    .where(eq(sectionAttempts.sessionId, sessionId));
  return stages.every((s) => rows.some((r) => r.stage === s.stage && r.submittedAt));
}
