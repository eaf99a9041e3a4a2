import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { examSessions, exams as examsTable, sectionAttempts, sections } from "#db/schema";
import { moduleSeconds } from "~/features/accommodations";
import { listExams } from "./exams.server";
import { examName, examNameColumns } from "./exam-texts.server";

type Accommodation = Parameters<typeof moduleSeconds>[1];
export type ExamCard = Awaited<ReturnType<typeof examCards>>[number];
/** `offline`: taken on a device from a download (issue 33): it goes on there, not from the list. */
export type InProgress = { id: number; createdAt: string; minutesLeft: number; offline?: boolean };

/**
 * The exam list as cards: each exam with its length (minutes, modules), its sections (Reading and
 * Writing, Math), the student's last finished score and date, and an unfinished attempt with the
 * minutes it has left (the open module's clock and the modules not yet started).
 */
export async function examCards(lng: string, userId: number) {
  const db = await getDb();
  const exams = await listExams(lng, userId);
  const ids = exams.map((e) => e.id);
  if (ids.length === 0) return [];
  const [sectionRows, sessionRows] = await Promise.all([
    db
      .select({ examId: sections.examId, stage: sections.stage, test: sections.test, seconds: sections.durationSeconds })
      .from(sections)
      .where(and(inArray(sections.examId, ids), gte(sections.stage, 0))),
    db
      .select({
        id: examSessions.id,
        examId: examSessions.examId,
        status: examSessions.status,
        createdAt: examSessions.createdAt,
        finishedAt: examSessions.finishedAt,
        scaledTotal: examSessions.scaledTotal,
        score: examSessions.score,
        accommodation: examSessions.accommodation,
        takenOffline: examSessions.takenOffline,
      })
      .from(examSessions)
      .where(and(eq(examSessions.userId, userId), inArray(examSessions.examId, ids)))
      .orderBy(desc(examSessions.createdAt), desc(examSessions.id)),
  ]);
  // Each stage once (its variants share their time).
  const stages = new Map<number, Map<number, { test: "verbal" | "math"; seconds: number }>>();
  for (const r of sectionRows) {
    const byStage = stages.get(r.examId) ?? new Map();
    if (!byStage.has(r.stage)) byStage.set(r.stage, { test: r.test, seconds: r.seconds });
    stages.set(r.examId, byStage);
  }
  const open = new Map<number, (typeof sessionRows)[number]>();
  const last = new Map<number, (typeof sessionRows)[number]>();
  for (const s of sessionRows) {
    if (s.status === "active" && !open.has(s.examId)) open.set(s.examId, s);
    if (s.status === "finished" && !last.has(s.examId)) last.set(s.examId, s);
  }
  const left = await minutesLeft([...open.values()], stages);
  return exams.map((e) => {
    const byStage = [...(stages.get(e.id)?.values() ?? [])];
    const session = open.get(e.id);
    const done = last.get(e.id);
    return {
      ...e,
      modules: byStage.length,
      minutes: Math.round(byStage.reduce((sum, s) => sum + s.seconds, 0) / 60),
      tests: (["verbal", "math"] as const).filter((t) => byStage.some((s) => s.test === t)),
      last: done ? { id: done.id, scaledTotal: done.scaledTotal, score: done.score, date: (done.finishedAt ?? done.createdAt).toISOString() } : null,
      inProgress: session
        ? ({
            id: session.id,
            createdAt: session.createdAt.toISOString(),
            minutesLeft: left.get(session.id) ?? 0,
            offline: session.takenOffline || undefined,
          } satisfies InProgress)
        : null,
    };
  });
}

/** The student's newest unfinished test, for the top of the dashboard: its name and the minutes it has left. */
export async function latestUnfinished(userId: number, lng: string): Promise<(InProgress & { examName: string }) | null> {
  const db = await getDb();
  const [session] = await db
    .select({
      id: examSessions.id,
      examId: examSessions.examId,
      createdAt: examSessions.createdAt,
      accommodation: examSessions.accommodation,
      ...examNameColumns,
    })
    .from(examSessions)
    .innerJoin(examsTable, eq(examsTable.id, examSessions.examId))
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "active")))
    .orderBy(desc(examSessions.createdAt), desc(examSessions.id))
    .limit(1);
  if (!session) return null;
  const rows = await db
    .select({ stage: sections.stage, seconds: sections.durationSeconds })
    .from(sections)
    .where(and(eq(sections.examId, session.examId), gte(sections.stage, 0)));
  const byStage = new Map<number, { seconds: number }>();
  for (const r of rows) if (!byStage.has(r.stage)) byStage.set(r.stage, { seconds: r.seconds });
  const left = await minutesLeft([session], new Map([[session.examId, byStage]]));
  return { id: session.id, createdAt: session.createdAt.toISOString(), minutesLeft: left.get(session.id) ?? 0, examName: examName(session, lng) };
}

/** Per unfinished session: the open module's time left plus the time of the stages not yet started. */
async function minutesLeft(
  open: { id: number; examId: number; accommodation: Accommodation }[],
  stages: Map<number, Map<number, { seconds: number }>>,
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (open.length === 0) return result;
  const db = await getDb();
  const attempts = await db
    .select({ sessionId: sectionAttempts.sessionId, stage: sectionAttempts.stage, endTime: sectionAttempts.endTime, submittedAt: sectionAttempts.submittedAt })
    .from(sectionAttempts)
    .where(
      inArray(
        sectionAttempts.sessionId,
        open.map((s) => s.id),
      ),
    );
  const now = Date.now();
  for (const s of open) {
    const mine = attempts.filter((a) => a.sessionId === s.id);
    let seconds = 0;
    for (const [stage, info] of stages.get(s.examId) ?? []) {
      const attempt = mine.find((a) => a.stage === stage);
      if (!attempt) seconds += moduleSeconds(info.seconds, s.accommodation);
      else if (!attempt.submittedAt) seconds += Math.max(0, (attempt.endTime.getTime() - now) / 1000);
    }
    result.set(s.id, Math.ceil(seconds / 60));
  }
  return result;
}
