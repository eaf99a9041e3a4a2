import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { practiceItems, practiceSets, questions } from "#db/schema";
import { GENERATORS } from "#content/bank/math";
import { explanationI18nOf } from "#content/explanations/of-question";
import { seedBank } from "#seed/bank";
import { PRACTICE_FIXTURE_BANK } from "../fixtures/practice-bank";
import { answerPracticeQuestion } from "~/features/practice/answer.server";
import { practiceSetView } from "~/features/practice/set-view.server";
import { questionPage } from "~/features/authoring/page-data.server";
import { api, examOver, publishedQuestion, questionApiCallers, scPayload, type Account } from "../setup/authoring";
import { fetchResult, finishExam, setUserType, allQuestions } from "../setup/result-helpers";
import { wrongChoice } from "../setup/practice-helpers";
import { callRoute } from "../setup/request";
import * as resultRoute from "~/routes/api/exams/result";
import type { ExamResult } from "~/features/results/result-types";

/**
 * Explanations in the student's language (issue 32, decision 0062): a teacher's az and ru explanation is sanitized
 * and kept with its version; the result API and practice send the English and the reader's translation (none for
 * English readers, none when missing); the seed stores a generator's own translations.
 */
let teacher: Account;
let admin: Account;
beforeAll(async () => {
  ({ teacher, admin } = await questionApiCallers());
});
afterAll(closeDb);

const az = String.raw`<p>Toplayın: \(2 + 3 = 5\). 4 və 6 bir vahid fərqlənir; 7 isə 2 ədədini iki dəfə əlavə etməkdən alınır.</p>`;
const ru = String.raw`<p>Сложите: \(2 + 3 = 5\). 4 и 6 отличаются на единицу; 7 получается, если прибавить 2 дважды.</p>`;

describe("a teacher's explanation in az and ru", () => {
  let question: { id: number; identifier: string };
  beforeAll(async () => {
    question = await publishedQuestion(teacher, admin, scPayload({ explanation_i18n: { az: `${az}<script>alert(1)</script>`, ru } }));
  });

  it("is sanitized, stored with the version and given back by the API; a blank one is no translation", async () => {
    const body = await (await api.get(teacher.access, question.id)).json();
    expect(body.explanation_i18n).toEqual({ az, ru });
    const created = await api.create(teacher.access, scPayload({ explanation_i18n: { az: "<p></p>", ru: "  " } }));
    expect(created.status).toBe(201);
    expect((await created.json()).explanation_i18n).toEqual({});
    const page = await questionPage(teacher.user, String(question.id));
    expect(page.question.explanationI18n.az).toContain("Toplayın");
    expect(page.question.explanationI18n.ru).toContain("Сложите");
  });

  it("reaches the result page's API in the reader's language, beside the English", async () => {
    const { slug } = await examOver([question.id]);
    const { owner, id } = await finishExam(slug, () => "wrong");
    await setUserType(owner.username, "pre_student");
    const read = async (lng: string) => {
      const res = await callRoute(resultRoute, { token: owner.access, path: `/api/exams/session/${id}/result/?lng=${lng}`, params: { id: String(id) } });
      expect(res.status).toBe(200);
      return allQuestions((await res.json()) as ExamResult)[0]!;
    };
    expect((await read("ru")).explanation_translation).toEqual({ language: "ru", html: ru });
    expect((await read("az")).explanation_translation).toEqual({ language: "az", html: az });
    const english = await read("en");
    expect(english.explanation).toContain("Add: 2 + 3 = 5.");
    expect(english.explanation_translation).toBeNull();
    // No Accept-Language and no ?lng=: an API client gets English.
    expect(allQuestions((await (await fetchResult(owner.access, id)).json()) as ExamResult)[0]!.explanation_translation).toBeNull();
  });

  it("reaches practice feedback; a question without the reader's language says so with null", async () => {
    const db = await getDb();
    const { user } = admin;
    const [english] = await db
      .insert(questions)
      .values({ ...oeRow(), identifier: `${question.identifier}-en` })
      .returning({ id: questions.id });
    const [set] = await db
      .insert(practiceSets)
      .values({ userId: user.id, test: "math", skills: [], difficulty: "easy", length: 2 })
      .returning({ id: practiceSets.id });
    await db.insert(practiceItems).values([
      { setId: set!.id, position: 0, questionId: question.id, difficulty: "easy" },
      { setId: set!.id, position: 1, questionId: english!.id, difficulty: "easy" },
    ]);
    await answerPracticeQuestion(user, set!.id, { question: question.id, selected_choice: await wrongChoice(question.id) });
    const az0 = (await practiceSetView(user, set!.id, { lng: "az" })).items[0]!.result!;
    expect(az0.explanation_translation).toEqual({ language: "az", html: az });
    await answerPracticeQuestion(user, set!.id, { question: english!.id, answer_text: "2" });
    const ru1 = (await practiceSetView(user, set!.id, { lng: "ru" })).items[1]!.result!;
    expect(ru1.explanation).toBe("<p>Only English.</p>");
    expect(ru1.explanation_translation).toBeNull();
  });
});

function oeRow() {
  return {
    type: "OE" as const,
    text: "<p>What is 1?</p>",
    acceptedAnswers: "1",
    test: "math" as const,
    domain: "algebra",
    skill: "linear_equations_one_variable",
    difficulty: "easy" as const,
    explanation: "<p>Only English.</p>",
    status: "published" as const,
  };
}

describe("the seed", () => {
  it("stores a translated generator's az and ru explanations with its question", async () => {
    const db = await getDb();
    const generated = GENERATORS.find((g) => g.id === "lin1-factor-times-binomial")!.generate(3).question;
    const q = { ...generated, id: `${generated.id}-i18n-test` };
    expect(await seedBank(db, [...PRACTICE_FIXTURE_BANK, q])).toBeGreaterThan(0);
    const [row] = await db.select({ i18n: questions.explanationI18n }).from(questions).where(eq(questions.identifier, q.id));
    expect(row!.i18n).toEqual(explanationI18nOf(q));
    expect(row!.i18n.az).toMatch(/ədədinə bölün/);
    expect(row!.i18n.ru).toMatch(/Разделите обе части/);
    await seedBank(db, PRACTICE_FIXTURE_BANK);
  });
});
