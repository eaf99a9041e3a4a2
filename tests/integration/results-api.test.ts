import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { examSessions, mentorships, sectionAttempts, users } from "#db/schema";
import { getResult } from "~/features/results/result.server";
import type { ExamResult } from "~/features/results/result-types";
import { newUserToken, seedOnce } from "../setup/exam-helpers";
import { allQuestions, fetchResult, finishExam, play, secretKeysIn, setUserType, start, take, type Plan } from "../setup/result-helpers";

// The result of a finished exam on the fixture "e2e-short": who may read it, what each of them sees, and its
// counts. The scaled estimates of a full practice test are in results-scaled.test.ts.

beforeAll(seedOnce);
afterAll(closeDb);

// The fixture "e2e-short": RW module 1 (3 questions: easy, medium, hard), RW module 2 easier or harder
// (the same), Math module 1 (2 easy single-choice sums, then a medium open-ended 2x = 5).
// Module 1: right, wrong, blank (1 correct, below the threshold of 2: the easier module 2).
// Module 2 (easier): right, right, wrong. Math: right, blank, " 2,50 " (5/2 in another form, with a
// decimal comma and spaces: kept as the grid-in rule reads it, "2.50").
const knownPlan: Plan = (module, i) => {
  if (module === 0) return (["right", "wrong", undefined] as const)[i];
  if (module === 1) return (["right", "right", "wrong"] as const)[i];
  return i === 0 ? "right" : i === 2 ? { text: " 2,50 " } : undefined;
};

describe("GET /api/exams/session/{id}/result/", () => {
  let finished: { owner: { username: string; access: string }; id: number };
  beforeAll(async () => {
    finished = await finishExam("e2e-short", knownPlan);
  });

  it("the examinee (a student) gets the result without correct choices, accepted answers or explanations", async () => {
    const res = await fetchResult(finished.owner.access, finished.id);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const result = (await res.json()) as ExamResult;
    expect(result.exam.name).toBe("E2E Short Exam");
    expect(result.examinee).toEqual({ username: finished.owner.username, first_name: "Test", last_name: "Taker" });
    expect(result.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(result.answers_shown).toBe(false);
    expect(secretKeysIn(result)).toEqual([]);
    for (const secret of ["open_ended_answer", "explanation", "Plentiful", "5/2|||"]) expect(text).not.toContain(secret);
    // Their own answers and whether each was right are theirs to see.
    const qs = allQuestions(result);
    expect(qs.map((q) => q.response.is_correct)).toEqual([true, false, false, true, true, false, true, false, true]);
    expect(qs.at(-1)!.response).toEqual({ selected_choice: null, answer_text: "2.50", is_correct: true, time_ms: 0 });
    expect(qs[2]!.response).toEqual({ selected_choice: null, answer_text: null, is_correct: false, time_ms: 0 });
    expect(result.summary.correct).toBe(5);
  });

  it("counts by difficulty, domain and skill match a hand count of the known answers", async () => {
    const result = (await (await fetchResult(finished.owner.access, finished.id)).json()) as ExamResult;
    const { summary } = result;
    // easy: RW m1 q1 (right), RW m2 q1 (right), Math q1 (right), Math q2 (blank) -> 3 of 4
    // medium: RW m1 q2 (wrong), RW m2 q2 (right), Math q3 (right) -> 2 of 3; hard: RW q3 twice -> 0 of 2
    expect(summary.by_difficulty).toEqual({ easy: { correct: 3, total: 4 }, medium: { correct: 2, total: 3 }, hard: { correct: 0, total: 2 } });
    expect(summary).toMatchObject({ correct: 5, total: 9, percent: 56, total_estimate: null });
    expect(summary.sections).toEqual([
      { test: "verbal", name: "Reading and Writing", raw: 3, total: 6, path: "easier", estimate: null },
      { test: "math", name: "Math", raw: 2, total: 3, path: "standard", estimate: null },
    ]);
    expect(summary.domains).toEqual([
      { test: "verbal", domain: "craft_structure", correct: 3, total: 6, skills: [{ skill: "words_in_context", correct: 3, total: 6 }] },
      { test: "math", domain: "algebra", correct: 2, total: 3, skills: [{ skill: "linear_equations_one_variable", correct: 2, total: 3 }] },
    ]);
    expect(result.sections.map((s) => [s.section_type, s.variant, s.questions.length])).toEqual([
      ["sat_verbal_module_1", "standard", 3],
      ["sat_verbal_module_2", "easier", 3],
      ["sat_math_module_1", "standard", 3],
    ]);
    expect(result.sections[0]!.questions.map((q) => [q.index, q.difficulty_level])).toEqual([
      [0, "easy"],
      [1, "medium"],
      [2, "hard"],
    ]);
  });

  it("a premium student sees the correct choices, accepted answers and explanations", async () => {
    const premium = await newUserToken();
    await setUserType(premium.username, "pre_student");
    const { id, next } = await start(premium.access, "e2e-short");
    expect(await play(premium.access, id, next, knownPlan)).toBe("finished");
    const result = (await (await fetchResult(premium.access, id)).json()) as ExamResult;
    expect(result.answers_shown).toBe(true);
    const qs = allQuestions(result);
    for (const q of qs) {
      expect(q.explanation, String(q.id)).toBeTruthy();
      expect("open_ended_answer" in q).toBe(true);
      if (q.question_type === "SC") expect(q.choices.filter((c) => c.is_correct === true)).toHaveLength(1);
    }
    expect(qs[0]!.choices[0]).toMatchObject({ choice_text: "plentiful", is_correct: true });
    expect(qs.at(-1)!.open_ended_answer).toBe("5/2|||2.5");
    expect(qs.at(-1)!.explanation).toContain("Divide both sides by 2");
  });

  it("the examinee's mentor sees the answers once the mentorship exists; a stranger gets 404", async () => {
    const mentor = await newUserToken();
    const mentorId = await setUserType(mentor.username, "pre_teacher");
    expect((await fetchResult(mentor.access, finished.id)).status).toBe(404);
    const db = await getDb();
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, finished.owner.username));
    await db.insert(mentorships).values({ mentorId, studentId: owner!.id });
    const res = await fetchResult(mentor.access, finished.id);
    expect(res.status).toBe(200);
    const result = (await res.json()) as ExamResult;
    expect(result.answers_shown).toBe(true);
    expect(result.examinee.username).toBe(finished.owner.username);
    expect(allQuestions(result)[0]!.choices.some((c) => c.is_correct)).toBe(true);

    const stranger = await newUserToken();
    const denied = await fetchResult(stranger.access, finished.id);
    expect(denied.status).toBe(404);
    expect(await denied.json()).toHaveProperty("detail");
    expect((await fetchResult(stranger.access, 99_999_999)).status).toBe(404);
  });

  it("an admin reads any result with the answers", async () => {
    const admin = await newUserToken();
    await setUserType(admin.username, "admin");
    const result = (await (await fetchResult(admin.access, finished.id)).json()) as ExamResult;
    expect(result.answers_shown).toBe(true);
  });

  it("refuses without a token (401) and while the session is not finished (409, with a message)", async () => {
    expect((await fetchResult("", finished.id)).status).toBe(401);
    const { access } = await newUserToken();
    const { id, next } = await start(access, "e2e-short");
    const before = await fetchResult(access, id);
    expect(before.status).toBe(409);
    expect((await before.json()).detail).toBe("This result is not available yet: the exam is not finished.");
    await play(access, id, next, () => "right", 1);
    expect((await fetchResult(access, id)).status).toBe(409);
  });

  it("a session whose last module ran out of time is closed by the server and has a result", async () => {
    const { access } = await newUserToken();
    const { id, next } = await start(access, "e2e-timer");
    await take(access, id, next);
    const db = await getDb();
    await db
      .update(sectionAttempts)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(sectionAttempts.sessionId, id));
    const res = await fetchResult(access, id);
    expect(res.status).toBe(200);
    const result = (await res.json()) as ExamResult;
    expect(result.summary).toMatchObject({ correct: 0, total: 2 });
    const [row] = await db.select({ status: examSessions.status }).from(examSessions).where(eq(examSessions.id, id));
    expect(row!.status).toBe("finished");
  });

  it("the API sends TeX as written; the web page's option typesets it", async () => {
    const raw = (await (await fetchResult(finished.owner.access, finished.id)).json()) as ExamResult;
    const mathQ = raw.sections[2]!.questions[0]!;
    expect(mathQ.question_text).toContain("\\(");
    expect(mathQ.question_text).not.toContain("katex");
    const [owner] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, finished.owner.username));
    const html = await getResult({ id: owner!.id, user_type: "student" }, finished.id, { html: true });
    expect(html.sections[2]!.questions[0]!.question_text).toContain("katex");
    expect(html.sections[2]!.questions[0]!.question_text).not.toContain("\\(");
  });
});
