import { describe, expect, test } from "vitest";
import { GENERATORS, generatorById, materialize, mathBankQuestions, questionFromId } from "../../../content/bank/math";
import { EXAMS } from "../../../content/exams";
import { MATH_SKILLS, QuestionSchema } from "../../../content/schema";
import { ADVANCED } from "./oracles-advanced";
import { CLAIMS, DATA, PROBABILITY_SAMPLES, RATIOS_PERCENT } from "./oracles-data";
import { GEOMETRY } from "./oracles-geometry";
import { LINEAR_FUNCTIONS_ORACLES } from "./oracles-linear-functions";
import { LINEAR_ONE } from "./oracles-linear-one";
import { LINEAR_TWO } from "./oracles-linear-two";
import { INEQUALITIES, SYSTEMS } from "./oracles-systems-inequalities";

const ORACLES = {
  ...LINEAR_ONE,
  ...LINEAR_TWO,
  ...LINEAR_FUNCTIONS_ORACLES,
  ...SYSTEMS,
  ...INEQUALITIES,
  ...ADVANCED,
  ...RATIOS_PERCENT,
  ...DATA,
  ...PROBABILITY_SAMPLES,
  ...CLAIMS,
  ...GEOMETRY,
};
const DIFFICULTIES = ["easy", "medium", "hard"] as const;

describe("the Math half of the skill bank", () => {
  test("every College Board Math skill has generators at every difficulty, and at least 6 different questions each", () => {
    const missing: string[] = [];
    for (const [domain, skills] of Object.entries(MATH_SKILLS))
      for (const skill of skills)
        for (const d of DIFFICULTIES) {
          const gens = GENERATORS.filter((g) => g.domain === domain && g.skill === skill && g.difficulty === d);
          const questions = gens.flatMap((g) => materialize(g, Math.ceil(6 / Math.max(1, gens.length))));
          if (new Set(questions.map((q) => q.text)).size < 6) missing.push(`${skill} ${d}: ${gens.length} generators, ${questions.length} questions`);
        }
    expect(missing).toEqual([]);
  });

  test("generator ids are unique shape ids, every generator is tested by an oracle, and no oracle is left over", () => {
    const ids = GENERATORS.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of GENERATORS) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.shape.length, g.id).toBeGreaterThan(20);
      expect(ORACLES[g.id as keyof typeof ORACLES], g.id).toBeDefined();
    }
    expect(Object.keys(ORACLES).filter((id) => !ids.includes(id))).toEqual([]);
    expect(new Set(GENERATORS.map((g) => g.shape)).size).toBe(GENERATORS.length);
  });

  test("no bank shape reuses a shape tag of an exam question", () => {
    const examShapes = new Set(
      EXAMS.flatMap((e) => e.modules.flatMap((m) => m.questions.flatMap((q) => (q.tags ?? []).filter((t) => t.startsWith("shape:"))))),
    );
    expect(GENERATORS.map((g) => `shape:${g.id}`).filter((t) => examShapes.has(t))).toEqual([]);
  });

  test("a stored id gives the same question back, and materialising is deterministic with distinct texts", () => {
    const all = mathBankQuestions();
    expect(all.length).toBe(GENERATORS.length * 6);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(new Set(all.map((q) => q.text)).size).toBe(all.length);
    for (const q of all.filter((_, i) => i % 7 === 0)) {
      expect(QuestionSchema.safeParse(q).success).toBe(true);
      expect(questionFromId(q.id)).toEqual(q);
    }
    expect(mathBankQuestions(2)).toEqual(GENERATORS.flatMap((g) => materialize(g, 2)));
    expect(questionFromId("pt1-math-m1-01")).toBeUndefined();
    expect(questionFromId("bank-m-no-such-shape-3")).toBeUndefined();
    expect(generatorById(GENERATORS[0]!.id)).toBe(GENERATORS[0]);
  });

  test("small seeds give different questions: the first 12 seeds of every generator have 12 different stems", () => {
    const short: string[] = [];
    for (const g of GENERATORS) {
      const stems = new Set(Array.from({ length: 12 }, (_, s) => g.generate(s).question.text));
      if (stems.size < 12) short.push(`${g.id}: ${stems.size}`);
    }
    expect(short).toEqual([]);
  });

  test("a seed must be a non-negative integer", () => {
    expect(() => GENERATORS[0]!.generate(-1)).toThrow(RangeError);
    expect(() => GENERATORS[0]!.generate(1.5)).toThrow(RangeError);
  });

  test("about a quarter to a third of the shapes are student-produced responses", () => {
    const oe = GENERATORS.filter((g) => g.generate(1).question.type === "OE").length;
    expect(oe / GENERATORS.length).toBeGreaterThanOrEqual(0.2);
    expect(oe / GENERATORS.length).toBeLessThanOrEqual(0.45);
  });
});

describe("bank questions fit the authoring form (a teacher can open, edit and re-import one)", () => {
  test("identifiers, tags and texts are within the authoring limits and every question parses with the authoring schema", async () => {
    const { LIMITS, IDENTIFIER_PATTERN, QuestionInputSchema } = await import("../../../app/features/authoring/question-schema");
    const { splitFigure } = await import("../../../app/features/authoring/figure");
    const problems: string[] = [];
    for (const g of GENERATORS)
      for (const seed of [0, 1, 2, 997]) {
        const q = g.generate(seed).question;
        if (q.id.length > LIMITS.identifier || !IDENTIFIER_PATTERN.test(q.id)) problems.push(`${q.id}: identifier`);
        for (const t of q.tags ?? []) if (t.length > LIMITS.tag) problems.push(`${q.id}: tag ${t} is longer than ${LIMITS.tag}`);
        if (q.text.length > LIMITS.html || q.explanation.length > LIMITS.html) problems.push(`${q.id}: html too long`);
        const { stem, figure } = splitFigure(q.text);
        const parsed = QuestionInputSchema.safeParse({
          identifier: q.id,
          question_type: q.type,
          question_title: q.title ?? "",
          question_text: stem,
          test: q.test,
          domain: q.domain,
          skill: q.skill,
          difficulty_level: q.difficulty,
          ordering: 0,
          tags: q.tags,
          choices: (q.choices ?? []).map((c) => ({ text: c.text, isCorrect: !!c.correct })),
          open_ended_answer: q.type === "OE" ? q.answers!.split("|||") : [],
          explanation: q.explanation,
          figure: figure ?? undefined,
        });
        if (!parsed.success) problems.push(`${q.id}: ${JSON.stringify(parsed.error.issues).slice(0, 200)}`);
      }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
