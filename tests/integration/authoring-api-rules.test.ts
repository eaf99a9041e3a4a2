import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { api, errorsOf, oePayload, questionApiCallers, scPayload, type Account } from "../setup/authoring";

// The rules of a question that the question API checks on the server, with a message per field in the caller's language.

let teacher: Account;
let admin: Account;

beforeAll(async () => {
  ({ teacher, admin } = await questionApiCallers());
}, 240_000);
afterAll(closeDb);

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
    ["identifier missing", scPayload({ identifier: "" }), "identifier", "Fill in this field."],
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
