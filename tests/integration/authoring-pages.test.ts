import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { questions } from "#db/schema";
import { requireTeacherMiddleware } from "~/features/authoring/guard.server";
import * as layout from "~/routes/teacher/layout";
import * as newPage from "~/routes/teacher/question-new";
import * as editPage from "~/routes/teacher/question-edit";
import * as viewPage from "~/routes/teacher/question-view";
import * as previewRoute from "~/routes/teacher/question-preview";
import * as bankPage from "~/routes/teacher/questions";
import * as reviewPage from "~/routes/teacher/review";
import * as notFoundPage from "~/routes/teacher/not-found";
import { RouterContextProvider } from "react-router";
import { authContext } from "~/lib/context";
import { seedOnce } from "../setup/exam-helpers";
import { api, callTeacherPage, newAccount, newIdentifier, questionForm, scPayload, type Account } from "../setup/authoring";

let teacher: Account;
let other: Account;
let admin: Account;
let student: Account;
let premium: Account;
let questionId: number;

beforeAll(async () => {
  await seedOnce();
  [teacher, other, admin, student, premium] = await Promise.all([
    newAccount("pre_teacher"),
    newAccount("pre_teacher"),
    newAccount("admin"),
    newAccount("student"),
    newAccount("pre_student"),
  ]);
  questionId = ((await (await api.create(teacher.access, scPayload())).json()) as { id: number }).id;
}, 240_000);
afterAll(closeDb);

const validForm = (identifier = newIdentifier("web")) =>
  questionForm({
    identifier,
    question_type: "SC",
    test: "math",
    domain: "algebra",
    skill: "linear_functions",
    difficulty_level: "hard",
    ordering: "2",
    tags: "slope, lines",
    question_title: "",
    question_text: '<p>What is the slope of <span data-latex="y = 2x + 1">\\(y = 2x + 1\\)</span>?</p>',
    correct_choice: "2",
    "choices[0].text": "1",
    "choices[1].text": "-2",
    "choices[2].text": "2",
    "choices[3].text": "1/2",
    explanation: "<p>The slope is the coefficient of x: 2.</p>",
    "passage.title": "",
    "passage.html": "",
    "figure.svg": "",
    "figure.alt": "",
    then: "draft",
  });

describe("every teacher page checks the role on the server", () => {
  const pages = () => [
    { name: "layout", mod: layout, path: "/teacher/questions" },
    { name: "bank", mod: bankPage, path: "/teacher/questions" },
    { name: "create form", mod: newPage, path: "/teacher/questions/new" },
    { name: "create (POST)", mod: newPage, path: "/teacher/questions/new", form: validForm() },
    { name: "question", mod: viewPage, path: `/teacher/questions/${questionId}`, params: { id: String(questionId) } },
    { name: "question (POST)", mod: viewPage, path: `/teacher/questions/${questionId}`, params: { id: String(questionId) }, form: { intent: "submit" } },
    { name: "edit form", mod: editPage, path: `/teacher/questions/${questionId}/edit`, params: { id: String(questionId) } },
    { name: "edit (POST)", mod: editPage, path: `/teacher/questions/${questionId}/edit`, params: { id: String(questionId) }, form: validForm() },
    { name: "preview (POST)", mod: previewRoute, path: "/teacher/questions/preview", json: { question_text: "<p>x</p>" } },
    { name: "review queue", mod: reviewPage, path: "/teacher/review" },
    { name: "unknown page", mod: notFoundPage, path: "/teacher/nothing-here" },
  ];

  it("visitors are sent to sign in, with the page to come back to", async () => {
    for (const p of pages()) {
      const res = await callTeacherPage(p.mod, { ...p, user: null });
      expect(res.status, p.name).toBe(302);
      expect(res.location, p.name).toBe(`/auth/login?return_url=${encodeURIComponent(p.path)}`);
    }
  });

  it("students (free and premium) get 403 with the reason, and nothing they posted is stored", async () => {
    for (const who of [student, premium]) {
      for (const p of pages()) {
        const res = await callTeacherPage(p.mod, { ...p, user: who.user });
        expect(res.status, `${who.username} ${p.name}`).toBe(403);
        expect(res.data, p.name).toEqual({ detail: "authoring:errors.teachersOnly" });
      }
    }
    const db = await getDb();
    const [row] = await db.select({ status: questions.status }).from(questions).where(eq(questions.id, questionId));
    expect(row!.status).toBe("draft");
  });

  it("the /teacher layout's middleware refuses before any loader runs; teachers and admins pass", async () => {
    const run = async (user: Account["user"] | null) => {
      const context = new RouterContextProvider();
      context.set(authContext, user ? { status: "signedIn", user } : { status: "anonymous", user: null });
      let reached = false;
      try {
        await requireTeacherMiddleware(
          { request: new Request("http://localhost/teacher/questions"), context, params: {} } as never,
          async () => ((reached = true), new Response("ok")),
        );
        return { reached, status: 200 };
      } catch (thrown) {
        return { reached, status: thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status };
      }
    };
    expect(await run(null)).toEqual({ reached: false, status: 302 });
    expect(await run(student.user)).toEqual({ reached: false, status: 403 });
    expect(await run(teacher.user)).toEqual({ reached: true, status: 200 });
    expect(await run(admin.user)).toEqual({ reached: true, status: 200 });
  });

  it("teachers and admins open the pages", async () => {
    for (const who of [teacher, admin]) {
      for (const p of pages().filter((p) => !p.form && !p.json && p.name !== "unknown page")) {
        const res = await callTeacherPage(p.mod, { ...p, user: who.user });
        expect(res.status, `${who.username} ${p.name}`).toBe(200);
      }
      expect((await callTeacherPage(notFoundPage, { path: "/teacher/nothing-here", user: who.user })).status).toBe(404);
    }
  });
});

describe("the bank and the review queue show each stem's start, math typeset", () => {
  it("an item with math is listed by its words and KaTeX's markup, no TeX or escaped dollar in sight", async () => {
    const identifier = newIdentifier("money");
    const form = validForm(identifier);
    form.set(
      "question_text",
      String.raw`<p>A phone plan costs <span data-latex="\$170">\(\$170\)</span> plus \(\$24\) a month. What is the cost of \(x\) months?</p>`,
    );
    form.set("then", "review");
    expect((await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form })).status).toBe(302);
    /** What is on screen besides KaTeX's hidden MathML source. */
    const shown = (html: string) => html.replace(/<annotation[^>]*>[\s\S]*?<\/annotation>/g, "");
    const bank = await callTeacherPage(bankPage, { path: `/teacher/questions?q=${identifier}`, user: teacher.user });
    const [row] = bank.data.page.rows;
    expect(row).toMatchObject({ identifier });
    expect(row.excerptHtml).toMatch(/^A phone plan costs <span class="katex">/);
    expect(row.excerptHtml).toContain("What is the cost of");
    expect(shown(row.excerptHtml)).not.toMatch(/\\\(|\\\$|<p>|data-latex/);
    const review = await callTeacherPage(reviewPage, { path: "/teacher/review", user: other.user });
    expect(review.data.others.find((r: { identifier: string }) => r.identifier === identifier)?.excerptHtml).toBe(row.excerptHtml);
  });
});

describe("the question form (conform: the same schema in the browser and in the action)", () => {
  it("a valid form is stored, with the radio's correct choice, and goes to the question with the spec's toast", async () => {
    const identifier = newIdentifier("web");
    const res = await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form: validForm(identifier) });
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/teacher\/questions\/\d+$/);
    expect(res.headers.get("set-cookie")).toContain("flash=");
    const id = Number(res.location!.split("/").pop());
    const body = await (await api.get(teacher.access, id)).json();
    expect(body).toMatchObject({ identifier, status: "draft", tags: ["slope", "lines"], ordering: 2, difficulty_level: "hard" });
    expect(body.choices.map((c: { isCorrect: boolean }) => c.isCorrect)).toEqual([false, false, true, false]);
    expect(body.question_text).toBe('<p>What is the slope of <span data-latex="y = 2x + 1">\\(y = 2x + 1\\)</span>?</p>');
  });

  it("'Save and send for review' stores it in review", async () => {
    const form = validForm();
    form.set("then", "review");
    const res = await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form });
    const id = Number(res.location!.split("/").pop());
    expect((await (await api.get(teacher.access, id)).json()).status).toBe("in_review");
  });

  it("a form that breaks the rules answers 400 with conform's field errors by field name", async () => {
    const form = validForm("Bad Identifier");
    form.set("question_type", "OE");
    form.set("domain", "craft_structure");
    form.set("open_ended_answer[0]", "3/");
    form.set("open_ended_answer[1]", "1234567");
    form.set("explanation", "<p></p>");
    const res = await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form });
    expect(res.status).toBe(400);
    const errors = res.data.result.error as Record<string, string[]>;
    expect(errors.identifier).toEqual(["authoring:errors.identifierFormat"]);
    expect(errors.domain).toEqual(["authoring:errors.domainNotInTest"]);
    expect(errors.choices).toEqual(["authoring:errors.oeNoChoices"]);
    expect(errors["open_ended_answer[0]"]).toEqual(["exam.errors.gridIn.notANumber"]);
    expect(errors["open_ended_answer[1]"]).toEqual(["exam.errors.gridIn.length"]);
    expect(errors.explanation).toEqual(["authoring:errors.explanationRequired"]);
  });

  it("what only the server can know comes back on its field: a taken identifier, a figure with nothing safe", async () => {
    const taken = await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form: validForm("diag-math-01") });
    expect(taken.status).toBe(400);
    expect(taken.data.result.error.identifier).toEqual(["authoring:errors.identifierTaken"]);
    const form = validForm();
    form.set("figure.svg", "<svg><script>alert(1)</script></svg>");
    form.set("figure.alt", "nothing");
    const figure = await callTeacherPage(newPage, { path: "/teacher/questions/new", user: teacher.user, form });
    expect(figure.data.result.error["figure.svg"]).toEqual(["authoring:errors.figureInvalid"]);
  });

  it("another teacher cannot edit someone's draft; editing a published question makes the next version", async () => {
    const denied = await callTeacherPage(editPage, { path: `/teacher/questions/${questionId}/edit`, params: { id: String(questionId) }, user: other.user });
    expect(denied.status).toBe(403);
    const id = ((await (await api.create(teacher.access, scPayload())).json()) as { id: number; identifier: string }).id;
    const identifier = (await (await api.get(teacher.access, id)).json()).identifier;
    await api.review(teacher.access, id, "submit");
    await api.review(other.access, id, "approve");
    const edit = await callTeacherPage(editPage, { path: `/teacher/questions/${id}/edit`, params: { id: String(id) }, user: other.user });
    expect(edit.status).toBe(200);
    expect(edit.data.locked).toBe(true);
    expect(edit.data.defaults.choices.map((c: { text: string }) => c.text)).toEqual(["4", "5", "6", "7"]);
    expect(edit.data.defaults.correct_choice).toBe("1");
    const saved = await callTeacherPage(editPage, {
      path: `/teacher/questions/${id}/edit`,
      params: { id: String(id) },
      user: other.user,
      form: validForm(identifier),
    });
    expect(saved.status).toBe(302);
    const newId = Number(saved.location!.split("/").pop());
    expect(newId).not.toBe(id);
    expect(await (await api.get(teacher.access, newId)).json()).toMatchObject({ version: 2, status: "draft", author: other.username });
  });

  it("review steps on the question page: no self-approval, comment required to send back", async () => {
    const id = ((await (await api.create(teacher.access, scPayload())).json()) as { id: number }).id;
    const post = (user: Account, form: Record<string, string>) =>
      callTeacherPage(viewPage, { path: `/teacher/questions/${id}`, params: { id: String(id) }, user: user.user, form });
    expect((await post(teacher, { intent: "submit" })).status).toBe(302);
    const own = await post(teacher, { intent: "approve" });
    expect(own).toMatchObject({ status: 403, data: { formError: "authoring:errors.ownReview" } });
    expect(await post(other, { intent: "request_changes", comment: "" })).toMatchObject({
      status: 400,
      data: { formError: null, fieldErrors: { comment: ["authoring:errors.commentRequired"] } },
    });
    expect((await post(other, { intent: "approve" })).status).toBe(302);
    const page = await callTeacherPage(viewPage, { path: `/teacher/questions/${id}`, params: { id: String(id) }, user: teacher.user });
    expect(page.data.question.status).toBe("published");
    expect(page.data.history.map((h: { action: string }) => h.action)).toEqual(["approved", "submitted", "created"]);
    expect(page.data.can).toEqual({ edit: true, submit: false, review: false, retire: true, delete: false });
  });

  it("a teacher's a, b, c by hand: the form's schema refuses what is not a number, the service what is out of bounds, each under its field", async () => {
    const id = ((await (await api.create(teacher.access, scPayload())).json()) as { id: number }).id;
    const post = (form: Record<string, string>) =>
      callTeacherPage(viewPage, { path: `/teacher/questions/${id}`, params: { id: String(id) }, user: teacher.user, form: { intent: "params", ...form } });
    expect(await post({ a: "x", b: "0", c: "0.2" })).toMatchObject({
      status: 400,
      data: { intent: "params", formError: null, fieldErrors: { a: ["authoring:stats.errors.a"] } },
    });
    expect(await post({ a: "9", b: "0", c: "0.2" })).toMatchObject({
      status: 400,
      data: { intent: "params", fieldErrors: { a: ["authoring:stats.errors.a"] } },
    });
    const saved = await post({ a: "1,3", b: "-0.4", c: "0.2" });
    expect(saved.status).toBe(302);
    const page = await callTeacherPage(viewPage, { path: `/teacher/questions/${id}`, params: { id: String(id) }, user: teacher.user });
    expect(page.data.stats).toMatchObject({ a: 1.3, b: -0.4, c: 0.2, source: "teacher" });
  });
});

describe("the live preview", () => {
  it("shows what a save would store: sanitized, math typeset like the exam, the figure on top", async () => {
    const res = await callTeacherPage(previewRoute, {
      path: "/teacher/questions/preview",
      user: teacher.user,
      json: {
        question_type: "SC",
        test: "math",
        question_text: '<p onclick="x()">Solve \\(x^2 = 4\\)<script>alert(1)</script></p>',
        choices: [{ text: "<b>2</b>" }, { text: '<img src=x onerror="alert(1)">-2' }],
        figure: { svg: '<svg viewBox="0 0 2 2" onload="alert(1)"><circle r="1"/></svg>', alt: "A dot" },
      },
    });
    expect(res.status).toBe(200);
    const p = res.data.preview;
    expect(p.question_text.startsWith('<svg role="img" aria-label="A dot" viewbox="0 0 2 2"><circle r="1"></circle></svg><p>Solve <span class="katex">')).toBe(
      true,
    );
    expect(JSON.stringify(p)).not.toMatch(/script|onclick|onerror|onload|<img/);
    expect(p.choices).toEqual([
      { id: 1, choice_text: "<strong>2</strong>" },
      { id: 2, choice_text: "-2" },
      { id: 3, choice_text: "—" },
      { id: 4, choice_text: "—" },
    ]);
    const bad = await callTeacherPage(previewRoute, { path: "/teacher/questions/preview", user: teacher.user, json: "not an object" });
    expect(bad.status).toBe(400);
  });
});
