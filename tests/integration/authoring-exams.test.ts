import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships, sections } from "#db/schema";
import * as listRoute from "~/routes/api/exams/list";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import * as builder from "~/routes/teacher/exam-builder";
import * as previewPage from "~/routes/teacher/exam-preview";
import * as examsPage from "~/routes/teacher/exams";
import { api, callTeacherPage, newAccount, oePayload, publishedQuestion, scPayload, type Account } from "../setup/authoring";
import { seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";
import { firstMessage } from "~/lib/form-failure";

let teacher: Account;
let reviewer: Account;
let mentee: Account;
let stranger: Account;
let sc: Awaited<ReturnType<typeof publishedQuestion>>;
let oe: Awaited<ReturnType<typeof publishedQuestion>>;

beforeAll(async () => {
  await seedOnce();
  [teacher, reviewer, mentee, stranger] = await Promise.all([
    newAccount("pre_teacher"),
    newAccount("pre_teacher"),
    newAccount("student"),
    newAccount("student"),
  ]);
  await (await getDb()).insert(mentorships).values({ mentorId: teacher.user.id, studentId: mentee.user.id });
  sc = await publishedQuestion(teacher, reviewer, scPayload());
  oe = await publishedQuestion(teacher, reviewer, oePayload());
}, 240_000);
afterAll(closeDb);

const json = async (res: Response) => (await res.json()) as any;
const create = async (who: Account, fields: Record<string, string>) => {
  const res = await callTeacherPage(examsPage, { path: "/teacher/exams", user: who.user, form: fields });
  expect(res.status).toBe(302);
  return Number(res.location!.split("/").pop());
};
const step = (who: Account, id: number, fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
  return callTeacherPage(builder, { path: `/teacher/exams/${id}`, params: { id: String(id) }, user: who.user, form });
};
const page = (who: Account, id: number, query = "") =>
  callTeacherPage(builder, { path: `/teacher/exams/${id}${query}`, params: { id: String(id) }, user: who.user });
const examsOf = async (who: Account) => (await json(await callRoute(listRoute, { token: who.access }))) as { id: number; name: string; assigned?: boolean }[];

async function takeWhole(who: Account, examId: number, answer: (q: { id: number; question_type: string; choices: { id: number }[] }) => unknown) {
  const created = await callRoute(sessionsRoute, { json: { exam: examId }, token: who.access });
  expect(created.status).toBe(201);
  const { id } = await json(created);
  let next = (await json(await callRoute(sessionRoute, { token: who.access, params: { id: String(id) } }))).next_section as number;
  const sectionsTaken: number[] = [];
  for (let guard = 0; guard < 6 && next; guard++) {
    sectionsTaken.push(next);
    const section = await json(
      await callRoute(takeRoute, { token: who.access, path: `/api/exams/section/${next}/take/?sessionId=${id}`, params: { sectionId: String(next) } }),
    );
    const answers = Object.fromEntries(section.sat_question_group.questions.map((q: any) => [q.id, answer(q)]));
    const state = await json(await callRoute(submitRoute, { token: who.access, json: { session: id, answers }, params: { sectionId: String(next) } }));
    next = state.state === "finished" ? 0 : state.next_section;
  }
  return { id, sectionsTaken };
}

describe("a practice set from the bank, assigned to the teacher's students", () => {
  it("is assembled from published questions only, previewed, published for a mentee, taken and scored", async () => {
    const id = await create(teacher, { title: "Homework: fractions", kind: "practice", tests: "math", description: "Two questions" });
    const draft = await json(await api.create(teacher.access, scPayload()));
    expect(firstMessage((await step(teacher, id, { intent: "add", module: "0", question: String(draft.id) })).data)).toBe(
      "authoring:exams.errors.onlyPublished",
    );
    const verbal = await publishedQuestion(
      teacher,
      reviewer,
      scPayload({
        test: "verbal",
        domain: "craft_structure",
        skill: "words_in_context",
        passage: { title: "", html: "<p>A short passage about tides and harbors.</p>" },
      }),
    );
    expect(firstMessage((await step(teacher, id, { intent: "add", module: "0", question: String(verbal.id) })).data)).toBe(
      "authoring:exams.errors.wrongTestAdd",
    );
    for (const q of [sc, oe]) expect(firstMessage((await step(teacher, id, { intent: "add", module: "0", question: String(q.id) })).data)).toBeNull();
    expect(firstMessage((await step(teacher, id, { intent: "add", module: "0", question: String(sc.id) })).data)).toBe("authoring:exams.errors.alreadyIn");
    await step(teacher, id, { intent: "move", module: "0", question: String(oe.id), direction: "up" });

    const view = await page(teacher, id, `?pick=0&q=${sc.identifier}`);
    expect(view.data.modules[0].questions.map((q: { id: number }) => q.id)).toEqual([oe.id, sc.id]);
    expect(view.data.problems).toEqual([]);
    expect(view.data.picker.rows.map((r: { id: number; added: boolean }) => [r.id, r.added])).toEqual([[sc.id, true]]);
    // Listed by the stem's words with the math typeset (scPayload's stem is "What is \(2 + 3\)?").
    for (const html of [view.data.modules[0].questions[1].excerptHtml, view.data.picker.rows[0].excerptHtml])
      expect(html).toMatch(/^What is <span class="katex">.*\?$/s);
    const preview = await callTeacherPage(previewPage, { path: `/teacher/exams/${id}/preview`, params: { id: String(id) }, user: teacher.user });
    expect(preview.data.questions.map((q: { preview: { question_type: string } }) => q.preview.question_type)).toEqual(["OE", "SC"]);
    expect(preview.data.questions[1].preview.question_text).toContain("katex");

    expect(firstMessage((await step(teacher, id, { intent: "publish", audience: "assigned", students: String(stranger.user.id) })).data)).toBe(
      "authoring:exams.errors.notYourStudent",
    );
    expect(firstMessage((await step(teacher, id, { intent: "publish", audience: "assigned" })).data)).toBe("authoring:exams.errors.chooseStudents");
    expect((await step(teacher, id, { intent: "publish", audience: "assigned", students: String(mentee.user.id) })).status).toBe(302);
    expect(firstMessage((await step(teacher, id, { intent: "add", module: "0", question: String(verbal.id) })).data)).toBe("authoring:exams.errors.notDraft");

    const examId = (await page(teacher, id)).data.exam.examId as number;
    const mine = (await callTeacherPage(examsPage, { path: "/teacher/exams", user: teacher.user })).data.exams.find((e: { id: number }) => e.id === id);
    expect(mine).toMatchObject({ status: "published", audience: "assigned", assigned: 1, questions: 2, modules: 1 });
    expect((await examsOf(mentee)).find((e) => e.id === examId)).toEqual(expect.objectContaining({ name: "Homework: fractions", assigned: true }));
    expect((await examsOf(stranger)).some((e) => e.id === examId)).toBe(false);
    const refused = await callRoute(sessionsRoute, { json: { exam: examId }, token: stranger.access });
    expect(refused.status).toBe(400);

    const key = sc.choices.find((c) => c.isCorrect)!.id;
    const { id: session } = await takeWhole(mentee, examId, (q) => (q.question_type === "SC" ? key : "0,75"));
    const result = await json(await callRoute(resultRoute, { token: mentee.access, params: { id: String(session) } }));
    expect(result.summary).toMatchObject({ correct: 2, total: 2 });
    // The teacher sees it on their mentee's result (mentor access).
    expect((await callRoute(resultRoute, { token: teacher.access, params: { id: String(session) } })).status).toBe(200);

    // Taken back and archived: off the list, the result stays.
    expect((await step(teacher, id, { intent: "unassign", student: String(mentee.user.id) })).status).toBe(302);
    expect((await examsOf(mentee)).some((e) => e.id === examId)).toBe(false);
    expect((await step(teacher, id, { intent: "archive" })).status).toBe(302);
    expect((await callRoute(resultRoute, { token: mentee.access, params: { id: String(session) } })).status).toBe(200);
  });

  it("other teachers and students cannot open or change it", async () => {
    const id = await create(teacher, { title: "Private", kind: "practice", tests: "math" });
    expect((await page(reviewer, id)).status).toBe(403);
    expect((await step(reviewer, id, { intent: "add", module: "0", question: String(sc.id) })).status).toBe(403);
    for (const mod of [examsPage, builder, previewPage]) {
      const res = await callTeacherPage(mod, { path: `/teacher/exams/${id}`, params: { id: String(id) }, user: mentee.user });
      expect(res.status).toBe(403);
    }
    expect((await page(teacher, 99_999_999)).status).toBe(404);
  });

  it("an admin on a mentor's exam is not told that they have no linked students yet", async () => {
    const id = await create(teacher, { title: "Seen by the admin", kind: "practice", tests: "math" });
    const admin = await newAccount("admin");
    const theirs = await page(admin, id);
    expect(theirs.status).toBe(200);
    expect(theirs.data.people).toMatchObject({ students: [], noStudents: "exams.noStudentsAdmin" });
    expect((await page(teacher, id)).data.people.noStudents).toBe("exams.noStudents");
  });
});

describe("a full adaptive exam from the bank", () => {
  it("routes module 2 by module 1's threshold and is open to everyone once published", async () => {
    const id = await create(teacher, { title: "Adaptive math", kind: "adaptive", tests: "math" });
    let view = await page(teacher, id);
    expect(view.data.modules.map((m: { module: number; variant: string }) => `${m.module}${m.variant}`)).toEqual(["1standard", "2easier", "2harder"]);
    expect(view.data.problems.map((p: { key: string }) => p.key)).toEqual(["moduleEmpty", "moduleEmpty", "moduleEmpty", "threshold"]);
    const easy = await publishedQuestion(teacher, reviewer, scPayload({ difficulty_level: "easy" }));
    const hard = await publishedQuestion(teacher, reviewer, scPayload({ difficulty_level: "hard" }));
    await step(teacher, id, { intent: "add", module: "0", question: String(sc.id) });
    await step(teacher, id, { intent: "add", module: "1", question: String(easy.id) });
    await step(teacher, id, { intent: "add", module: "2", question: String(hard.id) });
    expect(
      (
        await step(teacher, id, {
          intent: "settings",
          title: "Adaptive math",
          description: "",
          minutes: ["20", "21", "22"],
          breaks: ["0", "0", "0"],
          threshold_math: "1",
        })
      ).status,
    ).toBe(302);
    view = await page(teacher, id);
    expect(view.data.problems).toEqual([]);
    expect(view.data.modules.map((m: { minutes: number }) => m.minutes)).toEqual([20, 21, 22]);
    expect((await step(teacher, id, { intent: "publish", audience: "everyone" })).status).toBe(302);
    const examId = (await page(teacher, id)).data.exam.examId as number;
    expect((await examsOf(stranger)).find((e) => e.id === examId)?.assigned).toBeUndefined();

    const db = await getDb();
    const rows = await db
      .select({ id: sections.id, variant: sections.variant, duration: sections.durationSeconds })
      .from(sections)
      .where(eq(sections.examId, examId));
    const harder = rows.find((r) => r.variant === "harder")!.id;
    const easier = rows.find((r) => r.variant === "easier")!.id;
    const key = sc.choices.find((c) => c.isCorrect)!.id;
    expect((await takeWhole(stranger, examId, (q) => (q.id === sc.id ? key : q.choices[0]?.id))).sectionsTaken[1]).toBe(harder);
    expect((await takeWhole(mentee, examId, () => null)).sectionsTaken[1]).toBe(easier);
  });

  it("a draft whose question got a newer version says so, and takes the newest on request; published exams keep theirs", async () => {
    const q = await publishedQuestion(teacher, reviewer, scPayload());
    const draftId = await create(teacher, { title: "Draft with versions", kind: "practice", tests: "math" });
    const frozenId = await create(teacher, { title: "Frozen", kind: "practice", tests: "math" });
    for (const id of [draftId, frozenId]) await step(teacher, id, { intent: "add", module: "0", question: String(q.id) });
    await step(teacher, frozenId, { intent: "publish", audience: "everyone" });
    const v2 = await json(await api.put(reviewer.access, q.id, scPayload({ identifier: q.identifier, question_text: "<p>Version two</p>" })));
    await api.review(reviewer.access, v2.id, "submit");
    await api.review(teacher.access, v2.id, "approve");

    expect((await page(teacher, draftId)).data.problems).toEqual([{ key: "newerVersion", module: 0, identifier: q.identifier }]);
    expect((await step(teacher, draftId, { intent: "upgrade" })).status).toBe(302);
    expect((await page(teacher, draftId)).data.modules[0].questions.map((x: { id: number }) => x.id)).toEqual([v2.id]);
    expect((await page(teacher, frozenId)).data.modules[0].questions.map((x: { id: number }) => x.id)).toEqual([q.id]);
  });
});
