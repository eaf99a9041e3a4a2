import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorships } from "#db/schema";
import { ANSWER_COLUMNS } from "~/features/open-results/export.server";
import * as exportApi from "~/routes/api/profile/export";
import * as resultApi from "~/routes/api/exams/result";
import { seedOnce } from "../setup/exam-helpers";
import { finishExam, person, type Person } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

const get = (viewer: Person, query: string) => callRoute(exportApi, { token: viewer.access, path: `/api/profile/export/?${query}` });

/** A CSV line split into cells (the export quotes only cells with commas, quotes or line breaks). */
function cells(line: string) {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') ((cur += '"'), i++);
    else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) (out.push(cur), (cur = ""));
    else cur += ch;
  }
  return [...out, cur];
}

describe("open results: a student's tests and practice answers as CSV and JSON", () => {
  it("the student's export matches their result page; a mentor exports their student's; anyone else's is a 404", async () => {
    const [student, mentor, stranger] = await Promise.all([person(), person("pre_teacher"), person()]);
    const sessionId = await finishExam(student.access, "e2e-math", "wrong");

    const json = await get(student, "format=json");
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toMatch(/attachment; filename="satlingo-results-/);
    const data = (await json.json()) as {
      student: string;
      tests: { session_id: number; correct: number; total: number }[];
      answers: Record<string, unknown>[];
    };
    expect(data.student).toBe(student.username);
    const result = (await (await callRoute(resultApi, { token: student.access, params: { id: String(sessionId) } })).json()) as {
      summary: { correct: number; total: number };
      sections: { questions: { id: number; response: { is_correct: boolean } }[] }[];
    };
    expect(data.tests).toEqual([expect.objectContaining({ session_id: sessionId, correct: result.summary.correct, total: result.summary.total })]);
    const mine = data.answers.filter((a) => a.source === "test" && a.source_id === sessionId);
    const onPage = result.sections.flatMap((s) => s.questions);
    expect(mine).toHaveLength(onPage.length);
    for (const q of onPage) expect(mine.find((a) => a.question_id === q.id)?.correct).toBe(q.response.is_correct);

    const csv = await get(student, "format=csv");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(cells(lines[0]!)).toEqual([...ANSWER_COLUMNS]);
    expect(lines).toHaveLength(1 + data.answers.length);
    const first = Object.fromEntries(ANSWER_COLUMNS.map((c, i) => [c, cells(lines[1]!)[i]]));
    expect(first).toMatchObject({ source: "test", source_id: String(sessionId), correct: String(data.answers[0]!.correct) });

    // Not yet their mentor: 404, as for a stranger; once linked, the same export.
    expect((await get(mentor, `format=json&student=${student.username}`)).status).toBe(404);
    const db = await getDb();
    await db.insert(mentorships).values({ mentorId: mentor.id, studentId: student.id });
    const viaMentor = (await (await get(mentor, `format=json&student=${student.username}`)).json()) as typeof data;
    expect(viaMentor.answers).toEqual(data.answers);
    expect((await get(stranger, `format=json&student=${student.username}`)).status).toBe(404);
    expect((await get(stranger, "format=json&student=nobody-by-this-name")).status).toBe(404);
    expect((await get(student, "format=xml")).status).toBe(400);
  });
});
