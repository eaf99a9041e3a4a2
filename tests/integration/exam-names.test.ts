import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { seedExams } from "#seed/exams";
import type { ExamInput } from "#content/exam-schema";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { findUserById } from "~/features/auth/users.server";
import { listExams } from "~/features/exam/exams.server";
import { listTakenExams } from "~/features/exam/history.server";
import { examScreenState } from "~/features/exam/web-state.server";
import { getResult } from "~/features/results/result.server";
import { studentDashboard } from "~/features/profile/dashboard.server";
import * as listRoute from "~/routes/api/exams/list";
import * as resultRoute from "~/routes/api/exams/result";
import * as sessionRoute from "~/routes/api/exams/session";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import * as submitRoute from "~/routes/api/exams/submit";
import * as takeRoute from "~/routes/api/exams/take";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute, uniqueName } from "../setup/request";

beforeAll(seedOnce);
afterAll(closeDb);

const slug = `names-${uniqueName("x").toLowerCase()}`;
const NAME = { en: `Names Test ${slug}`, az: `Adlar testi ${slug}`, ru: `Тест названий ${slug}` };
const exam: ExamInput = {
  slug,
  name: NAME,
  description: { en: "One short Math module.", az: "Bir qısa «Riyaziyyat» modulu.", ru: "Один короткий модуль «Математика»." },
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
          id: `${slug}-q1`,
          type: "OE",
          title: "",
          text: "<p>What is 1 + 1?</p>",
          test: "math",
          domain: "algebra",
          skill: "linear_equations_one_variable",
          difficulty: "easy",
          answers: "2",
          explanation: "<p>Add.</p>",
          tags: [],
        },
      ],
    },
  ],
};

/** A student who finished one session of the translated exam, through the REST API. */
async function finishedSession() {
  await seedExams(await getDb(), [exam]);
  const { access, username } = await newUserToken();
  const created = await callRoute(sessionsRoute, { json: { exam: await examId(slug) }, token: access });
  const { id } = (await created.json()) as { id: number };
  const state = await (await callRoute(sessionRoute, { token: access, params: { id: String(id) } })).json();
  const section = String(state.next_section);
  await callRoute(takeRoute, { token: access, path: `/api/exams/section/${section}/take/?sessionId=${id}`, params: { sectionId: section } });
  expect((await callRoute(submitRoute, { token: access, params: { sectionId: section }, json: { session: id, answers: {} } })).status).toBe(200);
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, username));
  const user = (await findUserById(row!.id))!;
  return { token: access, id, user };
}

let taken: Awaited<ReturnType<typeof finishedSession>>;
beforeAll(async () => {
  taken = await finishedSession();
});

describe("exam names and descriptions are in the reader's language", () => {
  it("the exam list: the shipped exams in az, en and ru", async () => {
    const names = async (lng: string) => (await listExams(lng)).filter((e) => ["diagnostic", "practice-test-1"].includes(e.slug)).map((e) => e.name);
    expect(await names("az")).toEqual(["Diaqnostik test", "Sınaq testi 1"]);
    expect(await names("en")).toEqual(["Diagnostic Test", "Practice Test 1"]);
    expect(await names("ru")).toEqual(["Диагностический тест", "Пробный тест 1"]);
    const ru = (await listExams("ru")).find((e) => e.slug === "practice-test-1")!;
    expect(ru.description).toContain("10-минутный перерыв");
  });

  it("an exam with only an English name shows it in every language (the fallback)", async () => {
    for (const lng of ["az", "en", "ru"]) expect((await listExams(lng)).find((e) => e.slug === "e2e-math")!.name).toBe("E2E Math Exam");
  });

  it("history, result, finished screen and dashboards name the exam in the reader's language", async () => {
    for (const lng of ["az", "en", "ru"] as const) {
      const history = await listTakenExams(taken.user, 1, "/profile", lng);
      expect(history.results.find((r) => r.id === taken.id)!.exam.name, lng).toBe(NAME[lng]);
      expect((await getResult(taken.user, taken.id, { lng })).exam.name, lng).toBe(NAME[lng]);
      const screen = await examScreenState(taken.user, taken.id, lng);
      expect(screen.kind).toBe("finished");
      expect(screen.examName, lng).toBe(NAME[lng]);
      const dashboard = await studentDashboard(taken.user, 1, lng, "/profile");
      expect(dashboard.history.results.find((r) => r.id === taken.id)!.exam.name, lng).toBe(NAME[lng]);
    }
  });

  it("the REST API answers in ?lng= or Accept-Language, else English", async () => {
    const listed = async (headers: Record<string, string>, path = "/api/exams/") =>
      ((await (await callRoute(listRoute, { token: taken.token, path, headers })).json()) as { slug: string; name: string }[]).find((e) => e.slug === slug)!
        .name;
    expect(await listed({})).toBe(NAME.en);
    expect(await listed({}, "/api/exams/?lng=az")).toBe(NAME.az);
    expect(await listed({ "Accept-Language": "ru-RU,ru;q=0.9" })).toBe(NAME.ru);
    const result = await (await callRoute(resultRoute, { token: taken.token, path: "/api/test/?lng=ru", params: { id: String(taken.id) } })).json();
    expect(result.exam.name).toBe(NAME.ru);
    const session = await (await callRoute(sessionRoute, { token: taken.token, path: "/api/test/?lng=az", params: { id: String(taken.id) } })).json();
    expect(session.exam.name).toBe(NAME.az);
    const history = await (await callRoute(sessionsRoute, { token: taken.token, headers: { "Accept-Language": "az" } })).json();
    expect(history.results.find((r: { id: number }) => r.id === taken.id).exam.name).toBe(NAME.az);
  });
});
