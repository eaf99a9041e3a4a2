import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, exams, questions, sectionQuestions, sections } from "#db/schema";
import { questionEvents } from "#db/schema-authoring";
import { seedExams } from "#seed/exams";
import type { ExamInput } from "#content/exam-schema";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { api, examOver, newAccount, newIdentifier, publishedQuestion, scPayload, type Account } from "../setup/authoring";
import { seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

let author: Account;
let reviewer: Account;
let admin: Account;
let student: Account;

beforeAll(async () => {
  await seedOnce();
  [author, reviewer, admin, student] = await Promise.all([newAccount("pre_teacher"), newAccount("pre_teacher"), newAccount("admin"), newAccount("student")]);
}, 240_000);
afterAll(closeDb);

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe("review: draft -> in review -> published, and retired", () => {
  it("the author sends a draft for review; another teacher sends it back with a comment, then approves it", async () => {
    const { id } = await json(await api.create(author.access, scPayload()));
    expect((await api.review(reviewer.access, id, "submit")).status).toBe(403);
    expect((await api.review(reviewer.access, id, "approve")).status).toBe(409);
    expect((await json(await api.review(author.access, id, "submit"))).status).toBe("in_review");
    expect((await api.review(author.access, id, "submit")).status).toBe(409);

    const noComment = await api.review(reviewer.access, id, "request_changes", "  ");
    expect(noComment.status).toBe(400);
    expect((await json(noComment)).comment).toEqual(["Say what should change."]);
    expect((await json(await api.review(reviewer.access, id, "request_changes", "Choice D repeats choice B."))).status).toBe("draft");

    expect((await json(await api.review(author.access, id, "submit"))).status).toBe("in_review");
    const approved = await json(await api.review(reviewer.access, id, "approve"));
    expect(approved).toMatchObject({ status: "published", version: 1 });
    expect(approved.published_at).not.toBeNull();

    const db = await getDb();
    const events = await db
      .select({ action: questionEvents.action, comment: questionEvents.comment })
      .from(questionEvents)
      .where(eq(questionEvents.questionId, id))
      .orderBy(questionEvents.id);
    expect(events).toEqual([
      { action: "created", comment: "" },
      { action: "submitted", comment: "" },
      { action: "changes_requested", comment: "Choice D repeats choice B." },
      { action: "submitted", comment: "" },
      { action: "approved", comment: "" },
    ]);
  });

  it("nobody approves their own question: not the author, not an admin who wrote it", async () => {
    const { id } = await json(await api.create(author.access, scPayload()));
    await api.review(author.access, id, "submit");
    const own = await api.review(author.access, id, "approve");
    expect(own.status).toBe(403);
    expect((await json(own)).detail).toBe("You cannot review your own question: another teacher or an administrator must.");
    expect((await api.review(author.access, id, "request_changes", "fine")).status).toBe(403);

    const mine = await json(await api.create(admin.access, scPayload()));
    await api.review(admin.access, mine.id, "submit");
    expect((await api.review(admin.access, mine.id, "approve")).status).toBe(403);
    expect((await json(await api.review(author.access, mine.id, "approve"))).status).toBe("published");
    expect((await json(await api.review(admin.access, id, "approve"))).status).toBe("published");
  });

  it("students cannot review; only the author or an admin retires; a retired question stays for old exams", async () => {
    const published = await publishedQuestion(author, reviewer);
    expect((await api.review(student.access, published.id, "approve")).status).toBe(403);
    expect((await api.review(reviewer.access, published.id, "retire")).status).toBe(403);
    expect((await json(await api.review(author.access, published.id, "retire"))).status).toBe("retired");
    expect((await api.get(reviewer.access, published.id)).status).toBe(200);
  });

  it("DELETE removes a draft, retires the published version, and refuses someone else's draft", async () => {
    const draft = await json(await api.create(author.access, scPayload()));
    expect((await api.delete(reviewer.access, draft.id)).status).toBe(403);
    expect((await api.delete(author.access, draft.id)).status).toBe(204);
    expect((await api.get(author.access, draft.id)).status).toBe(404);

    const published = await publishedQuestion(author, reviewer);
    expect((await api.delete(author.access, published.id)).status).toBe(204);
    expect((await json(await api.get(author.access, published.id))).status).toBe("retired");
    expect((await api.delete(admin.access, published.id)).status).toBe(204);
  });
});

describe("editing a published question makes a new version; sessions keep what they saw", () => {
  it("a student mid-exam and their result keep version 1 after version 2 is published", async () => {
    const v1 = await publishedQuestion(author, reviewer, scPayload({ question_text: "<p>Version one: what is 2 + 3?</p>" }));
    const { examId, sectionId } = await examOver([v1.id]);

    // The student starts and answers with version 1's correct choice.
    const session = await json(await callRoute(sessionsRoute, { json: { exam: examId }, token: student.access }));
    const take = () =>
      callRoute(takeRoute, {
        token: student.access,
        path: `/api/exams/section/${sectionId}/take/?sessionId=${session.id}`,
        params: { sectionId: String(sectionId) },
      });
    const before = await json(await take());
    expect(before.sat_question_group.questions[0].question_text).toBe("<p>Version one: what is 2 + 3?</p>");
    const key = v1.choices.find((c) => c.isCorrect)!.id;

    // Another teacher edits it: a new draft version, version 1 untouched and still published.
    const edited = await api.put(reviewer.access, v1.id, scPayload({ identifier: v1.identifier, question_text: "<p>Version two: what is 3 + 2?</p>" }));
    expect(edited.status).toBe(201);
    const v2 = await json(edited);
    expect(v2).toMatchObject({ identifier: v1.identifier, version: 2, status: "draft", author: reviewer.username });
    expect(v2.id).not.toBe(v1.id);
    expect((await json(await api.get(author.access, v1.id))).status).toBe("published");

    // Only one version is written at a time; the draft itself is edited in place.
    const second = await api.put(author.access, v1.id, scPayload({ identifier: v1.identifier }));
    expect(second.status).toBe(409);
    expect((await json(second)).version_id).toBe(v2.id);
    const inPlace = await api.put(reviewer.access, v2.id, scPayload({ identifier: v1.identifier, question_text: "<p>Version two: what is 3 + 2 now?</p>" }));
    expect(inPlace.status).toBe(200);
    expect((await json(inPlace)).id).toBe(v2.id);
    const renamed = await api.put(reviewer.access, v2.id, scPayload({ identifier: newIdentifier("other") }));
    expect((await json(renamed)).identifier).toEqual(["The identifier of a published question cannot change."]);

    await api.review(reviewer.access, v2.id, "submit");
    expect((await json(await api.review(author.access, v2.id, "approve"))).status).toBe("published");
    expect((await json(await api.get(author.access, v1.id))).status).toBe("superseded");
    expect((await api.put(author.access, v1.id, scPayload({ identifier: v1.identifier }))).status).toBe(409);

    // The session still shows and grades version 1.
    const after = await json(await take());
    expect(after.sat_question_group.questions[0].question_text).toBe("<p>Version one: what is 2 + 3?</p>");
    const submitted = await callRoute(submitRoute, {
      token: student.access,
      json: { session: session.id, answers: { [v1.id]: key } },
      params: { sectionId: String(sectionId) },
    });
    expect((await json(submitted)).state).toBe("finished");
    const result = await json(await callRoute(resultRoute, { token: student.access, params: { id: String(session.id) } }));
    const shown = JSON.stringify(result);
    expect(shown).toContain("Version one: what is 2 + 3?");
    expect(shown).not.toContain("Version two");
    expect(result.summary.correct).toBe(1);

    const db = await getDb();
    const [row] = await db.select({ text: questions.text, status: questions.status }).from(questions).where(eq(questions.id, v1.id));
    expect(row).toEqual({ text: "<p>Version one: what is 2 + 3?</p>", status: "superseded" });
    const keyRow = await db
      .select({ id: choices.id })
      .from(choices)
      .where(and(eq(choices.questionId, v1.id), eq(choices.isCorrect, true)));
    expect(keyRow.map((c) => c.id)).toEqual([key]);
  });
});

describe("seeding content never touches teachers' versions", () => {
  const contentExam = (slug: string, identifier: string, text: string): ExamInput => ({
    slug,
    name: `Content ${slug}`,
    adaptiveThresholds: null,
    scoreTable: null,
    modules: [
      {
        id: `${slug}-m1`,
        name: "Section 1, Module 1: Math",
        test: "math",
        module: 1,
        variant: "standard",
        minutes: 5,
        questions: [
          {
            id: identifier,
            type: "OE",
            title: "",
            text,
            test: "math",
            domain: "algebra",
            skill: "linear_equations_one_variable",
            difficulty: "easy",
            answers: "2",
            explanation: "<p>1 + 1.</p>",
            tags: [],
          },
        ],
      },
    ],
  });

  it("re-seeding updates the content's version 1 in place and leaves version 2 and the statuses alone", async () => {
    const slug = newIdentifier("content");
    const identifier = newIdentifier("content-q");
    const db = await getDb();
    await seedExams(db, [contentExam(slug, identifier, "<p>What is 1 + 1?</p>")]);
    const [v1] = await db.select().from(questions).where(eq(questions.identifier, identifier));
    expect(v1).toMatchObject({ version: 1, status: "published", authorId: null });

    const v2 = await json(
      await api.put(author.access, v1!.id, {
        identifier,
        question_type: "OE",
        question_text: "<p>What is one plus one?</p>",
        test: "math",
        domain: "algebra",
        skill: "linear_equations_one_variable",
        difficulty_level: "easy",
        open_ended_answer: "2",
        explanation: "<p>Add.</p>",
      }),
    );
    expect(v2.version).toBe(2);
    await api.review(author.access, v2.id, "submit");
    await api.review(admin.access, v2.id, "approve");

    await seedExams(db, [contentExam(slug, identifier, "<p>What is 1 + 1, again?</p>")]);
    const rows = await db
      .select({ id: questions.id, version: questions.version, status: questions.status, text: questions.text })
      .from(questions)
      .where(eq(questions.identifier, identifier))
      .orderBy(questions.version);
    expect(rows).toEqual([
      { id: v1!.id, version: 1, status: "superseded", text: "<p>What is 1 + 1, again?</p>" },
      { id: v2.id, version: 2, status: "published", text: "<p>What is one plus one?</p>" },
    ]);
    const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug));
    const used = await db
      .select({ q: sectionQuestions.questionId })
      .from(sectionQuestions)
      .innerJoin(sections, eq(sections.id, sectionQuestions.sectionId))
      .where(eq(sections.examId, exam!.id));
    expect(used.map((u) => u.q)).toEqual([v1!.id]);
  });

  it("content that takes a teacher's identifier stops the seed with a clear error and writes nothing", async () => {
    const mine = await json(await api.create(author.access, scPayload()));
    const slug = newIdentifier("content");
    const db = await getDb();
    await expect(seedExams(db, [contentExam(slug, mine.identifier, "<p>Clash</p>")])).rejects.toThrow(/identifier of a question a teacher wrote/);
    expect(await db.select().from(exams).where(eq(exams.slug, slug))).toEqual([]);
    expect((await json(await api.get(author.access, mine.id))).question_text).toBe(scPayload().question_text);
  });
});
