import { describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n.server";
import { offlineQuestionReply } from "~/features/tutor/offline.server";
import type { QuestionContext } from "~/features/tutor/question-context.server";

/** Lingo's offline mode (issue 32): the explanation's steps in the interface language where the question has them. */
const ctx: QuestionContext = {
  sessionId: 1,
  questionId: 1,
  examName: "Diagnostic",
  test: "math",
  module: 1,
  number: 1,
  type: "SC",
  domain: "algebra",
  skill: "linear_equations_one_variable",
  difficulty: "easy",
  passage: null,
  title: "",
  text: "What is x if 2x + 3 = 7?",
  choices: [
    { letter: "A", text: "2" },
    { letter: "B", text: "5" },
  ],
  answer: { given: true, letter: "B", text: "5", correct: false },
  own: true,
  reveal: true,
  key: "A",
  explanation: ["Subtract 3 from both sides: $2x = 4$. Divide by 2: $x = 2$.", "$5$ comes from adding 3 instead of subtracting it."],
  explanationI18n: {
    ru: ["Вычтите 3 из обеих частей: $2x = 4$. Разделите на 2: $x = 2$.", "$5$ получается, если прибавить 3, а не вычесть."],
  },
};

describe("Lingo offline in the student's language", () => {
  it("ru: the steps and a choice's line from the Russian explanation, without the English-only note", async () => {
    const i18n = await i18nFor("ru");
    const first = offlineQuestionReply(i18n, "ru", ctx, "подсказка", 0);
    expect(first.content).toContain("Вычтите 3 из обеих частей: $2x = 4$.");
    expect(first.content).not.toContain(i18n.t("tutor:offline.explanationInEnglish"));
    expect(first.content).toContain(i18n.t("tutor:offline.step", { n: 1, total: 2 }));
    const choice = offlineQuestionReply(i18n, "ru", ctx, "почему не B?", 1);
    expect(choice.content).toContain("$5$ получается, если прибавить 3");
  });

  it("az without an az explanation: the English steps, said to be English first", async () => {
    const i18n = await i18nFor("az");
    const first = offlineQuestionReply(i18n, "az", ctx, "ipucu", 0);
    expect(first.content).toContain(i18n.t("tutor:offline.explanationInEnglish"));
    expect(first.content).toContain("Subtract 3 from both sides");
  });
});
