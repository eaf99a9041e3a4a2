import { describe, expect, it } from "vitest";
import { expectedGain, rankSkills } from "~/features/plan/gain";
import { lessonSkills } from "~/features/plan/lesson-skills";
import { SKILL_INFO, SKILL_LIST } from "~/features/plan/skills";
import { LESSONS } from "#content/lessons/index";

describe("how often the test asks a skill: 600 × domain share / skills in the domain", () => {
  it("works out the points of a few skills by hand", () => {
    expect(SKILL_INFO.get("boundaries")!.maxPoints).toBeCloseTo(78, 10); // 600 × 0.26 / 2
    expect(SKILL_INFO.get("words_in_context")!.maxPoints).toBeCloseTo(56, 10); // 600 × 0.28 / 3
    expect(SKILL_INFO.get("transitions")!.maxPoints).toBeCloseTo(60, 10); // 600 × 0.20 / 2
    expect(SKILL_INFO.get("central_ideas_details")!.maxPoints).toBeCloseTo(39, 10); // 600 × 0.26 / 4
    expect(SKILL_INFO.get("linear_equations_one_variable")!.maxPoints).toBeCloseTo(42, 10); // 600 × 0.35 / 5
    expect(SKILL_INFO.get("equivalent_expressions")!.maxPoints).toBeCloseTo(70, 10); // 600 × 0.35 / 3
    expect(SKILL_INFO.get("percentages")!.maxPoints).toBeCloseTo((600 * 0.15) / 7, 10); // 12.857
    expect(SKILL_INFO.get("circles")!.maxPoints).toBeCloseTo(22.5, 10); // 600 × 0.15 / 4
  });

  it("and the questions of a full test: Boundaries 0.26 × 54 / 2 = 7.02, Circles 0.15 × 44 / 4 = 1.65", () => {
    expect(SKILL_INFO.get("boundaries")!.questionsPerTest).toBeCloseTo(7.02, 10);
    expect(SKILL_INFO.get("circles")!.questionsPerTest).toBeCloseTo(1.65, 10);
  });

  it("adds up to a whole section: 600 points and 54 or 44 questions", () => {
    for (const test of ["verbal", "math"] as const) {
      const skills = SKILL_LIST.filter((s) => s.test === test);
      expect(skills.reduce((sum, s) => sum + s.maxPoints, 0)).toBeCloseTo(600, 8);
      expect(skills.reduce((sum, s) => sum + s.questionsPerTest, 0)).toBeCloseTo(test === "verbal" ? 54 : 44, 8);
    }
  });
});

describe("expected gain = (1 − mastery) × points, largest first", () => {
  it("works out the gains and the order by hand", () => {
    expect(expectedGain("boundaries", 0.4)).toBeCloseTo(46.8, 10); // 0.6 × 78
    expect(expectedGain("transitions", 0.3)).toBeCloseTo(42, 10); // 0.7 × 60
    expect(expectedGain("equivalent_expressions", 0.5)).toBeCloseTo(35, 10); // 0.5 × 70
    expect(expectedGain("words_in_context", 0.9)).toBeCloseTo(5.6, 10); // 0.1 × 56
    expect(expectedGain("no_such_skill", 0)).toBe(0);
    const ranked = rankSkills([
      { skill: "words_in_context", mastery: 0.9, expected: 0.9 },
      { skill: "equivalent_expressions", mastery: 0.5, expected: 0.5 },
      { skill: "boundaries", mastery: 0.4, expected: 0.4 },
      { skill: "transitions", mastery: 0.3, expected: 0.3 },
    ]);
    expect(ranked.map((r) => r.skill)).toEqual(["boundaries", "transitions", "equivalent_expressions", "words_in_context"]);
  });

  it("a weak rare skill can rank below a middling frequent one: Percentages at 0% (12.86) < Boundaries at 80% (15.6)", () => {
    const ranked = rankSkills([
      { skill: "percentages", mastery: 0, expected: 0 },
      { skill: "boundaries", mastery: 0.8, expected: 0.8 },
    ]);
    expect(ranked.map((r) => [r.skill, Number(r.gain.toFixed(2))])).toEqual([
      ["boundaries", 15.6],
      ["percentages", 12.86],
    ]);
  });

  it("keeps taxonomy order for equal gains and leaves out unknown skills", () => {
    // Transitions and Rhetorical Synthesis both hold 60 points: at 50% each, 30.
    const ranked = rankSkills([
      { skill: "rhetorical_synthesis", mastery: 0.5, expected: 0.5 },
      { skill: "nope", mastery: 0, expected: 0 },
      { skill: "transitions", mastery: 0.5, expected: 0.5 },
    ]);
    expect(ranked.map((r) => r.skill)).toEqual(["transitions", "rhetorical_synthesis"]);
  });
});

describe("lessons to skills, by the lesson's skill name", () => {
  it("maps every name the lesson form suggests and every seeded lesson", () => {
    const suggested = [
      "Words in Context",
      "Text Structure and Purpose",
      "Cross-Text Connections",
      "Central Ideas and Details",
      "Inferences",
      "Boundaries",
      "Form, Structure, and Sense",
      "Transitions",
      "Rhetorical Synthesis",
      "Linear equations in one variable",
      "Linear functions",
      "Linear inequalities",
      "Equivalent expressions",
      "Nonlinear functions",
      "Ratios, rates, proportional relationships and units",
      "Percentages",
      "One-variable data",
      "Probability and conditional probability",
      "Area and volume",
      "Lines, angles and triangles",
      "Right triangles and trigonometry",
      "Circles",
    ];
    for (const name of suggested) expect(lessonSkills(name), name).toHaveLength(1);
    for (const lesson of LESSONS) expect(lessonSkills(lesson.skill), lesson.skill).toHaveLength(1);
  });

  it("reads case, punctuation and plurals loosely, and knows College Board's longer names", () => {
    expect(lessonSkills("Systems of two linear equations in two variables")).toEqual(["systems_of_linear_equations"]);
    expect(lessonSkills("lines angles and triangle")).toEqual(["lines_angles_triangles"]);
    expect(lessonSkills("WORDS IN CONTEXT")).toEqual(["words_in_context"]);
    expect(lessonSkills("words_in_context")).toEqual(["words_in_context"]);
    expect(lessonSkills("Linear equations in two variables")).toEqual(["linear_equations_two_variables"]);
  });

  it("gives Command of Evidence both its skills, and nothing to an unknown name", () => {
    expect(lessonSkills("Command of Evidence")).toEqual(["command_of_evidence_textual", "command_of_evidence_quantitative"]);
    expect(lessonSkills("Command of Evidence: Quantitative")).toEqual(["command_of_evidence_quantitative"]);
    expect(lessonSkills("Essay writing")).toEqual([]);
    expect(lessonSkills("")).toEqual([]);
  });
});
