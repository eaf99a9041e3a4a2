import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "#db/client";
import { choices, examSessions, exams, questions, responses, sectionAttempts, sectionQuestions, sections } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import type { PublicUser } from "~/lib/user";
import { loadSessionFor, type SessionRow } from "./access.server";
import type { ResponseInput } from "./exam-input";
import { checkResponse, GRACE_SECONDS, refuse, sectionShape, type SectionShape } from "./section-shape.server";
import { examOpenTo, examStages, firstSectionOf, type ExamStage } from "./exams.server";
import { closeAttempt, finishSession } from "./session-close.server";
import { sectionContent, type SectionContent } from "./section-content.server";
import { accommodationFor } from "~/features/accommodations/index.server";
import { moduleSeconds } from "~/features/accommodations";
import { chooseModule2 } from "~/features/irt/index.server";

export type { ResponseInput };
export { GRACE_SECONDS, highestRevisions } from "./section-shape.server";
/** Autosave lives in its own module (one statement per save); the web and the API both call it from here too. */
export { saveResponses } from "./autosave.server";

type Caller = Pick<PublicUser, "id" | "user_type">;
export type SessionState =
  | { kind: "section"; stage: number; sectionId: number; started: boolean }
  | { kind: "break"; stage: number; sectionId: number; endsAt: Date }
  | { kind: "finished" };

/** Starts a session of a published exam; `examId` comes parsed (CreateSessionSchema). */
export async function createSession(user: Caller, examId: number) {
  const db = await getDb();
  const [exam] = await db.select({ id: exams.id, published: exams.published }).from(exams).where(eq(exams.id, examId));
  // Open to everyone, or assigned to this student by their teacher (authoring).
  if (!exam || !(exam.published || (await examOpenTo(exam.id, user.id))))
    throw new HttpError(400, "exam.errors.examNotFound", { exam: ["exam.errors.examNotFound"] });
  // The student's accommodations as they are now go with the session: later changes do not move its deadlines.
  const accommodation = await accommodationFor(user.id, exam.id);
  const [row] = await db
    .insert(examSessions)
    .values({ examId: exam.id, userId: user.id, accommodation })
    .returning({ id: examSessions.id, examId: examSessions.examId, createdAt: examSessions.createdAt });
  return row!;
}

/**
 * Where a session stands, closing expired sections first: the section to take (module 2 chosen
 * adaptively from module 1), a break, or finished. Everything the server decides lives here.
 */
export async function resolveState(tx: Tx, session: SessionRow, stages: readonly ExamStage[]): Promise<SessionState> {
  const now = Date.now();
  const attempts = await tx.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, session.id)).orderBy(asc(sectionAttempts.stage));
  for (const a of attempts) {
    // An attempt taken offline is closed by its device's sync, with the answers the server has not seen yet.
    if (!session.takenOffline && !a.submittedAt && a.endTime.getTime() + GRACE_SECONDS * 1000 < now) {
      await closeAttempt(tx, session, a.id, "expired", stages);
      const [fresh] = await tx.select().from(sectionAttempts).where(eq(sectionAttempts.id, a.id));
      Object.assign(a, fresh);
    }
  }
  const next = stages.find((s) => !attempts.some((a) => a.stage === s.stage && a.submittedAt));
  if (!next) {
    if (session.status !== "finished") await finishSession(tx, session.id);
    return { kind: "finished" };
  }
  const open = attempts.find((a) => a.stage === next.stage);
  if (open) return { kind: "section", stage: next.stage, sectionId: open.sectionId, started: true };
  const sectionId = await routeStage(tx, session, next);
  const [fresh] = await tx.select({ breakEndsAt: examSessions.breakEndsAt }).from(examSessions).where(eq(examSessions.id, session.id));
  if (fresh?.breakEndsAt && fresh.breakEndsAt.getTime() > now) return { kind: "break", stage: next.stage, sectionId, endsAt: fresh.breakEndsAt };
  return { kind: "section", stage: next.stage, sectionId, started: false };
}

/**
 * Adaptive routing (decision 0034): module 2 is the variant with the most posterior-weighted information given
 * the module-1 responses, by the same model that scores. An exam without thresholds is not adaptive.
 */
export async function routeStage(tx: Tx, session: SessionRow, stage: ExamStage) {
  if (stage.sections.length === 1) return firstSectionOf(stage).id;
  const [exam] = await tx.select({ thresholds: exams.adaptiveThresholds }).from(exams).where(eq(exams.id, session.examId));
  const easier = stage.sections.find((s) => s.variant === "easier");
  const harder = stage.sections.find((s) => s.variant === "harder");
  const threshold = exam?.thresholds?.[stage.test];
  if (threshold === undefined || !easier || !harder) return firstSectionOf(stage).id;
  const [firstModule] = await tx
    .select({ id: sectionAttempts.id })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .where(and(eq(sectionAttempts.sessionId, session.id), eq(sections.test, stage.test), eq(sections.module, 1)))
    .limit(1);
  if (!firstModule) return firstSectionOf(stage).id;
  return (await chooseModule2(tx, firstModule.id, easier.id, harder.id, threshold)) === "harder" ? harder.id : easier.id;
}

export async function sessionState(user: Caller, sessionId: number, mode: "read" | "write" = "read") {
  const session = await loadSessionFor(user, sessionId, mode);
  const stages = await examStages(session.examId);
  const db = await getDb();
  const state = await db.transaction((tx) => resolveState(tx, session, stages));
  return { session, stages, state };
}

/**
 * Takes the section the session is on: stamps its deadline once (taking it again, or from another
 * device, keeps the same deadline) and ends a running break. Refuses any other section.
 */
export async function takeSection(user: Caller, sessionId: number, sectionId: number) {
  const session = await loadSessionFor(user, sessionId, "write");
  const stages = await examStages(session.examId);
  const db = await getDb();
  const attemptId = await db.transaction(async (tx) => {
    const state = await resolveState(tx, session, stages);
    if (state.kind === "finished") throw new HttpError(409, "exam.errors.sessionFinished", { state: "finished" });
    if (state.sectionId !== sectionId) throw new HttpError(409, "exam.errors.notCurrentSection", { current_section: state.sectionId });
    const section = stages.flatMap((s) => s.sections).find((s) => s.id === sectionId)!;
    const now = new Date();
    await tx
      .insert(sectionAttempts)
      .values({
        sessionId,
        sectionId,
        stage: state.stage,
        startedAt: now,
        endTime: new Date(now.getTime() + moduleSeconds(section.durationSeconds, session.accommodation) * 1000),
      })
      .onConflictDoNothing();
    await tx.update(examSessions).set({ breakEndsAt: null }).where(eq(examSessions.id, sessionId));
    const [attempt] = await tx
      .select({ id: sectionAttempts.id })
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, sessionId), eq(sectionAttempts.stage, state.stage)));
    return attempt!.id;
  });
  return loadAttemptView(attemptId, stages);
}

/** The open section as the examinee may see it: no correct flags, accepted answers or explanations. */
async function loadAttemptView(attemptId: number, stages: readonly ExamStage[]) {
  const db = await getDb();
  const [[attempt], saved] = await Promise.all([
    db.select().from(sectionAttempts).where(eq(sectionAttempts.id, attemptId)),
    db.select().from(responses).where(eq(responses.attemptId, attemptId)),
  ]);
  return attemptView(attempt!, await sectionContent(attempt!.sectionId), saved, stages);
}

type AttemptRow = typeof sectionAttempts.$inferSelect;
type SavedRow = Pick<
  typeof responses.$inferSelect,
  "questionId" | "selectedChoiceId" | "answerText" | "markedForReview" | "eliminated" | "highlights" | "revision" | "timeMs"
>;

/** The attempt, its section's content (cached) and the saved answers, as takeJson serializes them. */
export function attemptView(attempt: AttemptRow, content: SectionContent, saved: SavedRow[], stages: readonly ExamStage[]) {
  const byQuestion = new Map(saved.map((r) => [r.questionId, r]));
  return {
    attempt,
    content,
    section: content.section,
    stageIndex: stages.findIndex((s) => s.stage === attempt.stage),
    stageCount: stages.length,
    questions: content.questions.map((q) => {
      const r = byQuestion.get(q.id);
      return {
        ...q,
        response: r
          ? {
              selectedChoiceId: r.selectedChoiceId,
              answerText: r.answerText,
              markedForReview: r.markedForReview,
              eliminated: r.eliminated,
              highlights: r.highlights,
              revision: r.revision,
              timeMs: r.timeMs,
            }
          : null,
      };
    }),
  };
}
export type AttemptView = ReturnType<typeof attemptView>;

async function openAttempt(tx: Tx, sessionId: number, sectionId: number) {
  const [attempt] = await tx
    .select()
    .from(sectionAttempts)
    .where(and(eq(sectionAttempts.sessionId, sessionId), eq(sectionAttempts.sectionId, sectionId)))
    .limit(1);
  if (!attempt) throw new HttpError(409, "exam.errors.notCurrentSection");
  return attempt;
}

/** A submitted answer as a response: a choice id for single choice, the entry for open ended. */
function submittedAnswer(shape: SectionShape, key: string, value: number | string | null) {
  const question = Number(key);
  const type = shape.types.get(question);
  if (!type) throw refuse("exam.errors.unknownQuestion", question, "question");
  if (value === null || value === "") return null;
  if (type === "SC") {
    const choice = typeof value === "number" ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    checkResponse(shape, { question, selected_choice: Number.isInteger(choice) ? choice : -1 });
    return { question, choice, text: null };
  }
  const text = checkResponse(shape, { question, answer_text: String(value) }) || null;
  return text === null ? null : { question, choice: null, text };
}

/**
 * Submits the open section: stores the final answers (unless the deadline plus grace has passed),
 * grades it, and answers where the session goes next. Submitting again changes nothing and gives
 * the same answer, so a retried or doubled submit is harmless.
 */
export async function submitSection(user: Caller, sessionId: number, sectionId: number, answers: Record<string, number | string | null> = {}) {
  const session = await loadSessionFor(user, sessionId, "write");
  const stages = await examStages(session.examId);
  const db = await getDb();
  // Read before the transaction: PGlite has one connection, so a query outside it would wait for it.
  const shape = await sectionShape(sectionId);
  const final = Object.entries(answers).flatMap(([key, value]) => submittedAnswer(shape, key, value) ?? []);
  return db.transaction(async (tx) => {
    const attempt = await openAttempt(tx, session.id, sectionId);
    if (final.length && !attempt.submittedAt && Date.now() <= attempt.endTime.getTime() + GRACE_SECONDS * 1000) {
      // One statement for all the final answers (a burst of submits as a module's clock ends queues on the
      // pool: docs/capacity.md). A question named twice ("1" and "01") keeps its last answer, as before.
      const byQuestion = new Map(final.map((a) => [a.question, a]));
      await tx
        .insert(responses)
        .values(
          [...byQuestion.values()].map(({ question, choice, text }) => ({
            attemptId: attempt.id,
            questionId: question,
            selectedChoiceId: choice,
            answerText: text,
          })),
        )
        .onConflictDoUpdate({
          target: [responses.attemptId, responses.questionId],
          // Each row carries either the choice or the entry, the other null: both columns come from the row.
          set: { selectedChoiceId: sql.raw("excluded.selected_choice_id"), answerText: sql.raw("excluded.answer_text") },
        });
    }
    await closeAttempt(tx, session, attempt.id, "submitted", stages);
    const [fresh] = await tx.select().from(examSessions).where(eq(examSessions.id, session.id));
    const state = await resolveState(tx, fresh!, stages);
    return stateToJson(state, stages);
  });
}

/**
 * Where the session goes next, as the API and the exam screen read it; `next_module` names the module to come
 * (its test and number: the transition screen between modules says which one).
 */
export function stateToJson(state: SessionState, stages: readonly ExamStage[]) {
  if (state.kind === "finished") return { state: "finished" as const, next_section: null, next_module: null, break_ends_at: null };
  const stage = stages.find((s) => s.stage === state.stage);
  const next_module = stage ? { test: stage.test, module: stage.module } : null;
  if (state.kind === "break") return { state: "break" as const, next_section: state.sectionId, next_module, break_ends_at: state.endsAt.toISOString() };
  return { state: "section" as const, next_section: state.sectionId, next_module, break_ends_at: null };
}

/** Unfinished attempts that never started are not listed; used by GET /api/exams/session/{id}. */
export async function sessionSummary(user: Caller, sessionId: number) {
  const { session, stages, state } = await sessionState(user, sessionId, "read");
  const db = await getDb();
  const [exam] = await db.select({ id: exams.id, name: exams.name, nameI18n: exams.nameI18n }).from(exams).where(eq(exams.id, session.examId));
  const attempts = await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, session.id)).orderBy(asc(sectionAttempts.stage));
  return { session, exam: exam!, stages, state, attempts };
}

/** The caller's unfinished sessions, newest first per exam: offered for resuming on the exam list. */
export async function unfinishedSessions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ id: examSessions.id, examId: examSessions.examId, createdAt: examSessions.createdAt })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), eq(examSessions.status, "active")))
    .orderBy(desc(examSessions.createdAt));
  const byExam = new Map<number, { id: number; createdAt: string }>();
  for (const r of rows) if (!byExam.has(r.examId)) byExam.set(r.examId, { id: r.id, createdAt: r.createdAt.toISOString() });
  return byExam;
}
