import { and, eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { mentorships, practiceItems, practiceSets, type PracticeOrigin } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import type { PublicUser } from "~/lib/user";
import { MAX_TIMER_MINUTES, type Level, type PracticeDifficultyChoice, type TestKind } from "./options";
import { pickNearTarget, pickQuestions, type Candidate } from "./pick";
import { successForPool } from "./target.server";
import { lastSeenByIdentifier, loadPool } from "./pool.server";

/**
 * Creating practice sets: the one entry point for the student's own choice (/practice, the REST API),
 * the study plan and a mentor's "assign a practice set". The daily free limit is not checked here: it
 * counts answers (see limit.server.ts), so a set may be created for a free student at any time.
 */
export type NewPracticeSet = {
  /** The student who will take the set. */
  studentId: number;
  /** null or absent = both tests ("mixed"). */
  test?: TestKind | null;
  /** Skill names (content/schema.ts); empty or absent = every skill of `test` (or of both tests). */
  skills?: readonly string[];
  /** "adaptive" = one question at a time, each near 70% predicted success for the student (decision 0052). */
  difficulty: PracticeDifficultyChoice;
  /** Number of questions, 1 to 20 (the page offers 5, 10, 20). */
  length: number;
  /** Optional timer for the whole set, 1 to 180 minutes; null or absent = untimed. */
  timeLimitMinutes?: number | null;
  /** Default "skills" (the student's own choice); the plan passes "plan", a mentor "mentor". */
  origin?: PracticeOrigin;
  /** The creator's own reference (e.g. "plan:12:2026-W48"), stored and returned, never interpreted. */
  originRef?: string | null;
  /** The mentor (or admin) who assigned it. */
  assignedBy?: number | null;
  /** Shown on the set, e.g. a mentor's instruction (at most 500 characters). */
  note?: string;
};

export type CreatedPracticeSet =
  /** `length`: questions the set will hold (fewer than asked when the bank has fewer for a fixed difficulty). */
  | { ok: true; id: number; length: number; requested: number }
  /** No question fits the choice (an empty skill): nothing was created. */
  | { ok: false; reason: "empty" };

export const MAX_SET_LENGTH = 20;

/**
 * Creates a practice set for a student. Fixed-difficulty sets get all their questions now; an adaptive
 * set gets its first (the question nearest 70% predicted success for the student) and the rest one by one
 * as the student answers. Never throws for an empty bank: `{ok: false, reason: "empty"}`.
 * `deps.random` makes the draw reproducible in tests.
 */
export async function createPracticeSet(input: NewPracticeSet, deps: { random?: () => number } = {}): Promise<CreatedPracticeSet> {
  const random = deps.random ?? Math.random;
  if (!Number.isInteger(input.length) || input.length < 1 || input.length > MAX_SET_LENGTH) throw new Error(`practice set length must be 1..${MAX_SET_LENGTH}`);
  const minutes = input.timeLimitMinutes ?? null;
  if (minutes !== null && (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_TIMER_MINUTES))
    throw new Error(`practice timer must be 1..${MAX_TIMER_MINUTES} minutes`);
  const db = await getDb();
  const pool = await loadPool(db, { test: input.test, skills: input.skills });
  const lastSeen = await lastSeenByIdentifier(db, input.studentId);
  let picked: { c: Candidate; level: Level }[];
  if (input.difficulty === "adaptive") {
    const first = pickNearTarget(pool, await successForPool(db, input.studentId, pool), { lastSeen, random });
    picked = first ? [{ c: first, level: first.difficulty }] : [];
  } else {
    const level = input.difficulty;
    picked = pickQuestions(
      pool.filter((c) => c.difficulty === level),
      input.length,
      { lastSeen, random },
    ).map((c) => ({ c, level }));
  }
  if (!picked.length) return { ok: false, reason: "empty" };
  const length = input.difficulty === "adaptive" ? input.length : picked.length;
  const id = await db.transaction(async (tx) => {
    const [set] = await tx
      .insert(practiceSets)
      .values({
        userId: input.studentId,
        assignedBy: input.assignedBy ?? null,
        origin: input.origin ?? "skills",
        originRef: input.originRef ?? null,
        note: (input.note ?? "").slice(0, 500),
        test: input.test ?? null,
        skills: [...(input.skills ?? [])],
        difficulty: input.difficulty,
        length,
        timeLimitSeconds: minutes === null ? null : minutes * 60,
      })
      .returning({ id: practiceSets.id });
    await tx.insert(practiceItems).values(picked.map((p, position) => ({ setId: set!.id, position, questionId: p.c.id, difficulty: p.level })));
    return set!.id;
  });
  return { ok: true, id, length, requested: input.length };
}

/** Whether `mentorId` may assign work to (and read the practice of) `studentId`: an active mentorship, or an admin. */
export async function mayMentor(mentor: Pick<PublicUser, "id" | "user_type">, studentId: number): Promise<boolean> {
  if (mentor.user_type === "admin") return true;
  if (mentor.user_type !== "pre_teacher") return false;
  const db = await getDb();
  const [link] = await db
    .select({ id: mentorships.mentorId })
    .from(mentorships)
    .where(and(eq(mentorships.mentorId, mentor.id), eq(mentorships.studentId, studentId), eq(mentorships.active, true)))
    .limit(1);
  return !!link;
}

/**
 * A mentor's "assign a practice set": the same as createPracticeSet with origin "mentor" and
 * `assignedBy`, refused (404, as for any student who is not theirs) unless the caller mentors the student.
 */
export async function assignPracticeSet(
  mentor: Pick<PublicUser, "id" | "user_type">,
  input: Omit<NewPracticeSet, "origin" | "assignedBy">,
  deps?: { random?: () => number },
): Promise<CreatedPracticeSet> {
  if (!(await mayMentor(mentor, input.studentId))) throw new HttpError(404, "practice:errors.studentNotFound");
  return createPracticeSet({ ...input, origin: "mentor", assignedBy: mentor.id }, deps);
}
