import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { questions } from "#db/schema";
import { api, newIdentifier, oePayload, questionApiCallers, scPayload, type Account } from "../setup/authoring";

// The question API (/api/questions/sat-question/): who may use it, what it stores and how it lists the bank.
// The rules it checks are in authoring-api-rules.test.ts, its sanitizing in authoring-api-sanitize.test.ts.

let teacher: Account;
let admin: Account;
let student: Account;
let premium: Account;

beforeAll(async () => {
  ({ teacher, admin, student, premium } = await questionApiCallers());
}, 240_000);
afterAll(closeDb);

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
