import { describe, expect, it } from "vitest";
import { htmlParagraphs, htmlToText } from "~/features/tutor/html-text";
import { sentences } from "~/features/tutor/offline.server";
import { buildMessages, contextBlock } from "~/features/tutor/prompt.server";
import type { QuestionContext } from "~/features/tutor/question-context.server";

const base: QuestionContext = {
  sessionId: 4,
  questionId: 9,
  examName: "Diagnostic Test",
  test: "math",
  module: 1,
  number: 1,
  type: "SC",
  domain: "algebra",
  skill: "linear_equations_one_variable",
  difficulty: "easy",
  passage: null,
  title: "",
  text: "A food truck charges \\$4 for each taco. How many tacos?",
  choices: [
    { letter: "A", text: "$5$" },
    { letter: "B", text: "$8$" },
  ],
  answer: { given: true, letter: "A", text: "$5$", correct: false },
  own: true,
  reveal: false,
};

describe("what Lingo is told", () => {
  it("without the right to see keys: no key, no explanation, and instructions not to hint at one", () => {
    const block = contextBlock(base);
    expect(block).toContain("A) $5$\nB) $8$");
    expect(block).toContain("The student's answer: A) $5$ — incorrect.");
    expect(block).toContain("Correct answer and explanation: not available to this student.");
    expect(block).not.toMatch(/Correct answer: /);
    const [system] = buildMessages("en", base, [], "Which one is right?");
    expect(system!.content).toContain("do not say or hint which choice is correct");
    const withKey = contextBlock({ ...base, reveal: true, key: "B", explanation: ["Let $t$ be the number of tacos."] });
    expect(withKey).toContain("Correct answer: B\n\nExplanation (official-style reasoning):\nLet $t$ be the number of tacos.");
  });

  it("one system message, then the latest history starting with a student message, then the new one", () => {
    const history = [
      { role: "assistant" as const, content: "orphan" },
      { role: "user" as const, content: "q1" },
      { role: "assistant" as const, content: "a1" },
    ];
    const messages = buildMessages("az", null, history, "q2");
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0]!.content).toContain("Həmişə Azərbaycan dilində cavab ver.");
    expect(messages.at(-1)).toEqual({ role: "user", content: "q2" });
  });

  it("authored HTML becomes text: figures by their description, tables as rows, TeX as $…$, prices escaped", () => {
    const html =
      '<p>A shop sells <b>pens</b> for $2.</p><table><caption>Sales</caption><tr><th>Day</th><th>Pens</th></tr><tr><td>Mon</td><td>4</td></tr></table><svg role="img" aria-label="A right triangle"><line/></svg><p>Solve \\(2x = 5\\) &amp; check.</p>';
    expect(htmlToText(html)).toBe(
      "A shop sells **pens** for \\$2.\n\nTable: Sales\nDay | Pens\nMon | 4\n\n[Figure: A right triangle]\n\nSolve $2x = 5$ & check.",
    );
    expect(htmlParagraphs("<p>One.</p>\n<p>Two \\(x\\).</p>")).toEqual(["One.", "Two $x$."]);
  });

  it("splits a method into steps without breaking TeX", () => {
    expect(sentences("Let $t$ be the count. The cost is $4t + 3 = 35$. Divide by 4: $t = 8.5$. Done!")).toEqual([
      "Let $t$ be the count.",
      "The cost is $4t + 3 = 35$.",
      "Divide by 4: $t = 8.5$.",
      "Done!",
    ]);
  });
});
