import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { seedOnce } from "../setup/exam-helpers";
import { api, newAccount, newIdentifier, oePayload, scPayload, type Account } from "../setup/authoring";

let teacher: Account;
let admin: Account;
let student: Account;
let premium: Account;

beforeAll(async () => {
  await seedOnce();
  [teacher, admin, student, premium] = await Promise.all([newAccount("pre_teacher"), newAccount("admin"), newAccount("student"), newAccount("pre_student")]);
}, 240_000);
afterAll(closeDb);

const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, string[]> & { detail: string };
};

describe("who may use the question API", () => {
  it("answers 401 without a token and 403 to students, on every endpoint and method; teachers and admins get through", async () => {
    const created = await api.create(teacher.access, scPayload());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const calls = [
      (t?: string) => api.create(t, scPayload()),
      (t?: string) => api.list(t),
      (t?: string) => api.get(t, id),
      (t?: string) => api.put(t, id, scPayload()),
      (t?: string) => api.delete(t, id),
      (t?: string) => api.review(t, id, "submit"),
    ];
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call("not-a-token")).status).toBe(401);
      for (const who of [student, premium]) {
        const res = await call(who.access);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ detail: "You do not have permission to perform this action." });
      }
    }
    expect((await api.get(teacher.access, id)).status).toBe(200);
    expect((await api.get(admin.access, id)).status).toBe(200);
    expect((await api.list(admin.access, `?q=${(await (await api.get(admin.access, id)).json()).identifier}`)).status).toBe(200);
    // Nothing the refused calls tried happened.
    const still = await (await api.get(teacher.access, id)).json();
    expect(still.status).toBe("draft");
  });

  it("an unknown or malformed id is 404 or 400, never a 500", async () => {
    expect((await api.get(teacher.access, 2_000_000_000)).status).toBe(404);
    expect((await api.get(teacher.access, "abc")).status).toBe(400);
    expect((await api.get(teacher.access, "99999999999")).status).toBe(400);
  });
});

describe("POST /api/questions/sat-question/ stores the spec's payload", () => {
  it("a single-choice question: 201 with its id, a draft of its author, choices in order with one correct", async () => {
    const payload = scPayload({ tags: "algebra, warm-up , Algebra", ordering: "3" });
    const res = await api.create(teacher.access, payload);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(res.headers.get("location")).toBe(`/api/questions/sat-question/${body.id}/`);
    expect(body).toMatchObject({
      identifier: payload.identifier,
      version: 1,
      status: "draft",
      question_type: "SC",
      test: "math",
      domain: "algebra",
      skill: "linear_equations_one_variable",
      difficulty_level: "easy",
      ordering: 3,
      tags: ["Algebra", "warm-up"],
      author: teacher.username,
      open_ended_answer: "",
    });
    expect(body.choices.map((c: { text: string; isCorrect: boolean }) => [c.text, c.isCorrect])).toEqual([
      ["4", false],
      ["5", true],
      ["6", false],
      ["7", false],
    ]);
    expect((await (await api.get(teacher.access, body.id)).json()).question_text).toBe(String.raw`<p>What is \(2 + 3\)?</p>`);
  });

  it("an open-ended question: accepted answers stored |||-separated, a decimal comma read as a point", async () => {
    const res = await api.create(teacher.access, oePayload({ open_ended_answer: ["3/4", "0,75", " .75 "] }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.open_ended_answer).toBe("3/4|||0.75|||.75");
    expect(body.choices).toEqual([]);
    const db = await getDb();
    const [row] = await db.select({ accepted: questions.acceptedAnswers }).from(questions).where(eq(questions.id, body.id));
    expect(row!.accepted).toBe("3/4|||0.75|||.75");
  });
});

describe("the rules of a question, checked on the server with a message per field", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "SC with 3 choices",
      scPayload({ choices: [{ text: "1", isCorrect: true }, { text: "2" }, { text: "3" }] }),
      "choices",
      "A single-choice question has exactly 4 choices.",
    ],
    [
      "SC with 5 choices",
      scPayload({ choices: ["1", "2", "3", "4", "5"].map((t, i) => ({ text: t, isCorrect: i === 0 })) }),
      "choices",
      "A single-choice question has exactly 4 choices.",
    ],
    [
      "SC with two correct",
      scPayload({ choices: ["1", "2", "3", "4"].map((t, i) => ({ text: t, isCorrect: i < 2 })) }),
      "choices",
      "Mark exactly one choice as correct.",
    ],
    [
      "SC with none correct",
      scPayload({ choices: ["1", "2", "3", "4"].map((t) => ({ text: t, isCorrect: false })) }),
      "choices",
      "Mark exactly one choice as correct.",
    ],
    [
      "SC with an empty choice",
      scPayload({ choices: ["1", "<p> </p>", "3", "4"].map((t, i) => ({ text: t, isCorrect: i === 0 })) }),
      "choices.1.text",
      "Write the text of this choice.",
    ],
    ["SC with accepted answers", scPayload({ open_ended_answer: "5" }), "open_ended_answer", "A single-choice question has no accepted answers."],
    ["OE without answers", oePayload({ open_ended_answer: "" }), "open_ended_answer", "Add at least one accepted answer."],
    ["OE with choices", oePayload({ choices: [{ text: "1", isCorrect: true }] }), "choices", "An open-ended question has no choices."],
    [
      "OE answer too long",
      oePayload({ open_ended_answer: "3/4|||123456" }),
      "open_ended_answer.1",
      "An answer has at most 5 characters (6 with a minus sign).",
    ],
    ["OE answer with letters", oePayload({ open_ended_answer: "x=3" }), "open_ended_answer.0", ""],
    ["OE answer not a number", oePayload({ open_ended_answer: "3/" }), "open_ended_answer.0", ""],
    ["OE answer dividing by zero", oePayload({ open_ended_answer: "1/0" }), "open_ended_answer.0", ""],
    ["OE answer with a percent", oePayload({ open_ended_answer: "50%" }), "open_ended_answer.0", ""],
    [
      "identifier in capitals",
      scPayload({ identifier: "Alg 1" }),
      "identifier",
      "Use lower-case letters and digits in words joined by '-', e.g. algebra-linear-12.",
    ],
    ["identifier missing", scPayload({ identifier: "" }), "identifier", "Required"],
    ["skill of another domain", scPayload({ skill: "circles" }), "skill", "Choose a skill of this domain."],
    ["domain of the other test", scPayload({ domain: "craft_structure", skill: "words_in_context" }), "domain", "Choose a domain of this test."],
    ["explanation missing", scPayload({ explanation: "" }), "explanation", "Write the explanation: why the key is right, and why each other choice is wrong."],
    [
      "explanation only markup",
      scPayload({ explanation: "<p></p><p>&nbsp;</p>" }),
      "explanation",
      "Write the explanation: why the key is right, and why each other choice is wrong.",
    ],
    ["question text missing", scPayload({ question_text: "<p></p>" }), "question_text", "Write the question."],
    [
      "reading question without a passage",
      scPayload({ test: "verbal", domain: "craft_structure", skill: "words_in_context" }),
      "passage.html",
      "A Reading and Writing question needs its passage.",
    ],
    [
      "figure without alt text",
      scPayload({ figure: { svg: '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>', alt: " " } }),
      "figure.alt",
      "Describe the figure for students who cannot see it.",
    ],
    [
      "figure that is not SVG",
      scPayload({ figure: { svg: "<img src=x>", alt: "a dot" } }),
      "figure.svg",
      "The figure must be an SVG image (starting with <svg>).",
    ],
    ["unknown type", scPayload({ question_type: "MC" }), "question_type", "Choose Single Choice or Open Ended."],
    ["unknown difficulty", scPayload({ difficulty_level: "extreme" }), "difficulty_level", "Choose easy, medium or hard."],
    ["ordering not a whole number", scPayload({ ordering: "1.5" }), "ordering", "Ordering must be a whole number from -1000000 to 1000000."],
    ["control characters", scPayload({ question_text: "<p>a\u0000b</p>" }), "question_text", "Contains characters that are not allowed."],
  ];
  for (const [name, payload, field, message] of cases) {
    it(`${name}: 400 on ${field}`, async () => {
      const body = await errorsOf(await api.create(teacher.access, payload));
      expect(Object.keys(body)).toContain(field);
      if (message) expect(body[field]).toContain(message);
      else expect(body[field]![0]).toMatch(/\S/);
    });
  }

  it("the messages come in the caller's language (az, ru)", async () => {
    const az = await (await api.create(teacher.access, scPayload({ skill: "circles" }), "az")).json();
    expect(az.skill).toEqual(["Bu sahənin bacarığını seçin."]);
    const ru = await (await api.create(teacher.access, oePayload({ open_ended_answer: "" }), "ru")).json();
    expect(ru.open_ended_answer).toEqual(["Добавьте хотя бы один принимаемый ответ."]);
  });

  it("an identifier is unique in the bank, also against the content's questions", async () => {
    const payload = scPayload();
    expect((await api.create(teacher.access, payload)).status).toBe(201);
    const again = await errorsOf(await api.create(admin.access, { ...payload }));
    expect(again.identifier).toEqual(["A question with this identifier already exists."]);
    const content = await errorsOf(await api.create(teacher.access, scPayload({ identifier: "diag-math-01" })));
    expect(content.identifier).toEqual(["A question with this identifier already exists."]);
  });

  it("a body that is not JSON or a form is 400/415 with a detail", async () => {
    const { callRoute } = await import("../setup/request");
    const route = await import("~/routes/api/questions/sat-question");
    const broken = await callRoute(route, { token: teacher.access, raw: "{not json", headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
    const text = await callRoute(route, { token: teacher.access, raw: "hello", headers: { "Content-Type": "text/plain" } });
    expect(text.status).toBe(415);
  });
});

describe("hostile HTML is sanitized on the server whatever the client sends", () => {
  it("script, event handlers and javascript: links are gone from every HTML field", async () => {
    const hostile = (s: string) =>
      `<p>${s} <img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">link</a><script>alert(3)</script><iframe src="https://evil.example"></iframe></p>`;
    const res = await api.create(
      teacher.access,
      scPayload({
        question_title: hostile("title"),
        question_text: hostile("text"),
        explanation: hostile("why"),
        choices: ["a", "b", "c", "d"].map((t, i) => ({ text: hostile(t), isCorrect: i === 0 })),
        test: "verbal",
        domain: "craft_structure",
        skill: "words_in_context",
        passage: {
          title: "P",
          html: `<table onmouseover="x()"><tr><td style="background:url(https://evil.example/x)">1</td></tr></table>${hostile("passage")}`,
        },
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const db = await getDb();
    const [row] = await db.select().from(questions).where(eq(questions.id, id));
    const stored = await db.select({ text: choices.text }).from(choices).where(eq(choices.questionId, id));
    const everything = [row!.title, row!.text, row!.explanation, row!.passageHtml!, ...stored.map((c) => c.text)].join("\n");
    for (const bad of ["<script", "alert(3)", "onerror", "onclick", "onmouseover", "javascript:", "<img", "<iframe", "style=", "evil.example"])
      expect(everything).not.toContain(bad);
    expect(row!.text).toBe('<p>text <a rel="nofollow ugc noopener noreferrer" target="_blank">link</a></p>');
    expect(row!.passageHtml).toContain("<table><tr><td>1</td></tr></table>");
  });

  it("an SVG figure keeps its drawing and loses scripts, handlers, foreignObject, images, links and outside references", async () => {
    const svg = [
      '<svg viewBox="0 0 100 50" onload="alert(1)" xmlns="http://www.w3.org/2000/svg">',
      "<script>alert(2)</script>",
      '<foreignObject><iframe src="https://evil.example"></iframe><div>html</div></foreignObject>',
      '<image href="https://evil.example/x.png" width="10" height="10"/>',
      '<use href="https://evil.example/sprite.svg#a"/>',
      '<a href="javascript:alert(3)"><text x="1" y="10">click</text></a>',
      '<rect x="0" y="0" width="10" height="10" fill="url(https://evil.example/p.svg#x)" stroke="black" style="fill:red"/>',
      '<line x1="0" y1="0" x2="100" y2="50" stroke="black" marker-end="url(#arrow)"/>',
      '<circle cx="5" cy="5" r="3" onclick="alert(4)" fill="javascript:alert(5)"/>',
      "</svg>",
    ].join("");
    const res = await api.create(teacher.access, scPayload({ figure: { svg, alt: 'A line from the "origin"' } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.figure.alt).toBe('A line from the "origin"');
    const db = await getDb();
    const [row] = await db.select({ text: questions.text }).from(questions).where(eq(questions.id, body.id));
    const text = row!.text;
    expect(text.startsWith('<svg role="img" aria-label="A line from the &quot;origin&quot;" viewbox="0 0 100 50"')).toBe(true);
    for (const bad of ["onload", "<script", "alert(", "foreignobject", "<iframe", "<image", "<use", "href", "evil.example", "style=", "onclick", "javascript:"])
      expect(text.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(text).toContain('<line x1="0" y1="0" x2="100" y2="50" stroke="black" marker-end="url(#arrow)"></line>');
    expect(text).toContain('<rect x="0" y="0" width="10" height="10" stroke="black"></rect>');
    expect(text).toContain('<text x="1" y="10">click</text>');
    expect(text).toContain(String.raw`<p>What is \(2 + 3\)?</p>`);
  });

  it("a figure with nothing safe left to draw, or text that is only a script, is refused", async () => {
    const empty = await errorsOf(
      await api.create(teacher.access, scPayload({ figure: { svg: "<svg><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>", alt: "x" } })),
    );
    expect(Object.keys(empty)).toContain("figure.svg");
    const two = await errorsOf(
      await api.create(teacher.access, scPayload({ figure: { svg: '<svg><circle r="1"/></svg><svg><circle r="2"/></svg>', alt: "x" } })),
    );
    expect(Object.keys(two)).toContain("figure.svg");
    const script = await errorsOf(await api.create(teacher.access, scPayload({ question_text: "<script>alert(1)</script>" })));
    expect(script.question_text).toEqual(["Write the question."]);
  });
});

describe("GET /api/questions/sat-question/ lists the bank", () => {
  it("filters by search, test, skill, difficulty, status, author and tag, with pagination links", async () => {
    const tag = newIdentifier("tag");
    for (let i = 0; i < 3; i++)
      expect((await api.create(teacher.access, scPayload({ tags: [tag], difficulty_level: i === 0 ? "hard" : "easy" }))).status).toBe(201);
    const all = await (await api.list(admin.access, `?tag=${tag}`)).json();
    expect(all.count).toBe(3);
    expect(all.results.every((r: { author: string; status: string }) => r.author === teacher.username && r.status === "draft")).toBe(true);
    expect((await (await api.list(admin.access, `?tag=${tag}&difficulty=hard`)).json()).count).toBe(1);
    expect((await (await api.list(admin.access, `?tag=${tag}&status=published`)).json()).count).toBe(0);
    expect((await (await api.list(admin.access, `?tag=${tag}&author=${teacher.username}&test=math&skill=linear_equations_one_variable`)).json()).count).toBe(3);
    expect((await (await api.list(teacher.access, `?tag=${tag}&author=me`)).json()).count).toBe(3);
    expect((await (await api.list(admin.access, `?tag=${tag}&author=me`)).json()).count).toBe(0);
    expect((await api.list(admin.access, "?status=lost")).status).toBe(400);
    expect((await (await api.list(admin.access, "?q=%25_%25")).json()).count).toBe(0);
  });
});
