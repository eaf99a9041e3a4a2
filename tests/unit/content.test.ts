import { describe, expect, test } from "vitest";
import { ExamSchema, type Exam } from "../../content/exam-schema";
import { EXAMS } from "../../content/exams";
import { decimalTolerance, moduleProblems, plainText } from "../../content/module-problems";
import { MATH_SKILLS, ModuleSchema, VERBAL_SKILLS, type Module } from "../../content/schema";
import { acceptedAnswerProblem } from "#grading/grid-in";
import { acceptedAnswers, isOpenEndedCorrect, parseStudentNumber } from "#grading/answer-check";

/**
 * The structure of the authored practice content (CONTENT.md, "Checking"): what a student relies
 * on when a test claims to be a full-length digital SAT, and what the result page relies on when
 * it turns raw scores into scaled estimates.
 */
const exams: Exam[] = EXAMS.map((e) => ExamSchema.parse(e));
const allModules = exams.flatMap((e) => e.modules);
const allQuestions = allModules.flatMap((m) => m.questions);
const bySlug = (slug: string) => {
  const exam = exams.find((e) => e.slug === slug);
  if (!exam) throw new Error(`no exam ${slug}`);
  return exam;
};
const tally = (m: Module, key: (q: Module["questions"][number]) => string) => {
  const t: Record<string, number> = {};
  for (const q of m.questions) t[key(q)] = (t[key(q)] ?? 0) + 1;
  return t;
};

describe("every exam", () => {
  test.each(EXAMS.map((e) => [e.slug, e] as const))("%s parses with ExamSchema and every module with ModuleSchema", (_, exam) => {
    expect(ExamSchema.safeParse(exam).success).toBe(true);
    for (const mod of exam.modules) {
      const parsed = ModuleSchema.safeParse(mod);
      expect(parsed.error?.issues ?? [], mod.id).toEqual([]);
    }
  });

  test.each(allModules.map((m) => [m.id, m] as const))("module %s has no problems (counts, entries, explanations)", (_, mod) => {
    expect(moduleProblems(mod)).toEqual([]);
  });

  test("no identifier and no question text appears twice across all exams", () => {
    const ids = new Map<string, string>();
    const texts = new Map<string, string>();
    const dupIds: string[] = [];
    const dupTexts: string[] = [];
    for (const m of allModules) {
      if (ids.has(m.id)) dupIds.push(`module ${m.id}`);
      ids.set(m.id, m.id);
      for (const q of m.questions) {
        if (ids.has(q.id)) dupIds.push(`${q.id} (${m.id} and ${ids.get(q.id)})`);
        ids.set(q.id, m.id);
        const key = plainText((q.passage?.html ?? "") + q.text);
        if (texts.has(key)) dupTexts.push(`${q.id} repeats ${texts.get(key)}`);
        texts.set(key, q.id);
      }
    }
    expect(dupIds).toEqual([]);
    expect(dupTexts).toEqual([]);
    expect(new Set(exams.map((e) => e.slug)).size).toBe(exams.length);
  });

  test("every question has an explanation with real text", () => {
    const missing = allQuestions.filter((q) => plainText(q.explanation).length < 20).map((q) => q.id);
    expect(missing).toEqual([]);
  });

  test("every single-choice question has exactly one correct choice among four", () => {
    const bad = allQuestions.filter((q) => q.type === "SC" && (q.choices?.length !== 4 || q.choices.filter((c) => c.correct).length !== 1)).map((q) => q.id);
    expect(bad).toEqual([]);
  });

  test("every accepted open-ended answer is a number the grader accepts, and all forms of one answer agree", () => {
    const problems: string[] = [];
    for (const q of allQuestions.filter((x) => x.type === "OE")) {
      const forms = acceptedAnswers(q.answers);
      const values = forms.map((a) => parseStudentNumber(a));
      if (values.some((v) => v === null)) problems.push(`${q.id}: ${q.answers} has a form the grader cannot read`);
      const first = values[0]!;
      // Truncated or rounded forms of a repeating decimal (2/3, .6666, .6667; 7/6, 1.166, 1.167) agree to their last digit.
      if (values.some((v, i) => v !== null && Math.abs(v - first) >= decimalTolerance(forms[i]!))) problems.push(`${q.id}: ${q.answers} disagree`);
      for (const f of forms) if (!isOpenEndedCorrect(f, q.answers)) problems.push(`${q.id}: "${f}" is not graded correct`);
      for (const f of forms) if (acceptedAnswerProblem(f)) problems.push(`${q.id}: "${f}" is not a grid-in answer (${acceptedAnswerProblem(f)})`);
    }
    expect(problems).toEqual([]);
  });

  test("domains and skills belong to the module's test", () => {
    const bad: string[] = [];
    for (const m of allModules) {
      const skills = (m.test === "verbal" ? VERBAL_SKILLS : MATH_SKILLS) as Record<string, readonly string[]>;
      for (const q of m.questions) if (q.test !== m.test || !skills[q.domain]?.includes(q.skill)) bad.push(q.id);
    }
    expect(bad).toEqual([]);
  });
});

describe("Practice Test 1 has the shape of the digital SAT", () => {
  const pt1 = bySlug("practice-test-1");
  const rw = pt1.modules.filter((m) => m.test === "verbal");
  const math = pt1.modules.filter((m) => m.test === "math");

  test("Reading and Writing: module 1, then module 2 easier and harder, 27 questions in 32 minutes each", () => {
    expect(rw.map((m) => `${m.module}:${m.variant}`)).toEqual(["1:standard", "2:easier", "2:harder"]);
    for (const m of rw) {
      expect(m.questions.length, m.id).toBe(27);
      expect(m.minutes, m.id).toBe(32);
    }
  });

  test("Math: module 1, then module 2 easier and harder, 22 questions in 35 minutes each", () => {
    expect(math.map((m) => `${m.module}:${m.variant}`)).toEqual(["1:standard", "2:easier", "2:harder"]);
    for (const m of math) {
      expect(m.questions.length, m.id).toBe(22);
      expect(m.minutes, m.id).toBe(35);
    }
  });

  test("Reading and Writing comes before Math", () => {
    expect(pt1.modules.map((m) => m.test)).toEqual(["verbal", "verbal", "verbal", "math", "math", "math"]);
  });

  test("a 10-minute break follows Reading and Writing module 2 (both variants) and nothing else", () => {
    const breaks = Object.fromEntries(pt1.modules.map((m) => [m.id, m.breakAfterMinutes]));
    for (const m of pt1.modules) {
      const expected = m.test === "verbal" && m.module === 2 ? 10 : 0;
      expect(breaks[m.id], m.id).toBe(expected);
    }
  });

  test("each Reading and Writing module has 8 Craft and Structure, 7 Information and Ideas, 7 Conventions, 5 Expression of Ideas", () => {
    for (const m of rw)
      expect(
        tally(m, (q) => q.domain),
        m.id,
      ).toEqual({ craft_structure: 8, information_ideas: 7, standard_english: 7, expression_ideas: 5 });
  });

  test("each Reading and Writing module is ordered by domain as on the real test", () => {
    const order = Object.keys(VERBAL_SKILLS);
    for (const m of rw) {
      const ranks = m.questions.map((q) => order.indexOf(q.domain));
      expect(ranks, m.id).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  test("each Math module has 8 Algebra, 7 Advanced Math, 4 Problem-Solving and Data, 3 Geometry and Trigonometry", () => {
    for (const m of math)
      expect(
        tally(m, (q) => q.domain),
        m.id,
      ).toEqual({ algebra: 8, advanced_math: 7, problem_solving_data: 4, geometry_trigonometry: 3 });
  });

  test("20-30% of each Math module is student-produced responses", () => {
    for (const m of math) {
      const share = m.questions.filter((q) => q.type === "OE").length / m.questions.length;
      expect(share, m.id).toBeGreaterThanOrEqual(0.2);
      expect(share, m.id).toBeLessThanOrEqual(0.3);
    }
  });

  test("every Reading and Writing question is single choice with a passage", () => {
    for (const m of rw) for (const q of m.questions) expect(q.type === "SC" && !!q.passage, q.id).toBe(true);
  });

  test("the harder module 2 is harder than the easier one", () => {
    const hard = (m: Module) => m.questions.filter((q) => q.difficulty === "hard").length - m.questions.filter((q) => q.difficulty === "easy").length;
    for (const test of ["verbal", "math"] as const) {
      const easier = pt1.modules.find((m) => m.test === test && m.variant === "easier")!;
      const harder = pt1.modules.find((m) => m.test === test && m.variant === "harder")!;
      expect(hard(harder), test).toBeGreaterThan(hard(easier));
    }
  });

  test("adaptive thresholds route module 2 for both sections, within module 1's range", () => {
    expect(pt1.adaptiveThresholds).not.toBeNull();
    for (const test of ["verbal", "math"] as const) {
      const threshold = pt1.adaptiveThresholds?.[test];
      const m1 = pt1.modules.find((m) => m.test === test && m.module === 1)!;
      expect(threshold, test).toBeGreaterThan(0);
      expect(threshold!, test).toBeLessThanOrEqual(m1.questions.length);
    }
  });
});

describe("the diagnostic", () => {
  const diag = bySlug("diagnostic");
  const questions = diag.modules.flatMap((m) => m.questions);
  const minutes = diag.modules.reduce((n, m) => n + m.minutes, 0);

  test("has about 25 questions in about 35 minutes", () => {
    expect(questions.length).toBeGreaterThanOrEqual(22);
    expect(questions.length).toBeLessThanOrEqual(28);
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThanOrEqual(40);
  });

  test("covers all 8 domains", () => {
    const domains = new Set(questions.map((q) => q.domain));
    expect([...domains].sort()).toEqual([...Object.keys(VERBAL_SKILLS), ...Object.keys(MATH_SKILLS)].sort());
  });

  test("has no break and no adaptive module", () => {
    expect(diag.modules.every((m) => m.variant === "standard" && m.breakAfterMinutes === 0)).toBe(true);
  });
});

/** The module-2 paths of one test of an exam and the raw maximum on each: module 1 + that module 2. */
function paths(exam: Exam, test: "verbal" | "math") {
  const mods = exam.modules.filter((m) => m.test === test);
  const variants = [...new Set(mods.filter((m) => m.variant !== "standard").map((m) => m.variant))];
  if (!variants.length) return [{ path: "standard" as const, max: mods.reduce((n, m) => n + m.questions.length, 0) }];
  return variants.map((path) => ({
    path,
    max: mods.filter((m) => m.variant === "standard" || m.variant === path).reduce((n, m) => n + m.questions.length, 0),
  }));
}

describe.each(exams.map((e) => [e.slug, e] as const))("the score table of %s", (_, exam) => {
  const tests = (["verbal", "math"] as const).filter((t) => exam.modules.some((m) => m.test === t));

  test("exists", () => {
    expect(exam.scoreTable).not.toBeNull();
  });

  test.each(tests)("%s: one row for every raw score from 0 to the maximum of every path", (test) => {
    for (const { path, max } of paths(exam, test)) {
      const rows = exam.scoreTable?.[test]?.[path];
      expect(rows, `${test}/${path}`).toBeDefined();
      expect(
        rows!.map((r) => r.raw),
        `${test}/${path}`,
      ).toEqual(Array.from({ length: max + 1 }, (_, i) => i));
    }
  });

  test.each(tests)("%s: scores stay in 200-800, inside their range, and never fall as raw rises", (test) => {
    for (const { path } of paths(exam, test)) {
      const rows = exam.scoreTable?.[test]?.[path] ?? [];
      for (const [i, r] of rows.entries()) {
        const where = `${test}/${path} raw ${r.raw}`;
        for (const v of [r.score, r.low, r.high]) {
          expect(v, where).toBeGreaterThanOrEqual(200);
          expect(v, where).toBeLessThanOrEqual(800);
        }
        expect(r.low, where).toBeLessThanOrEqual(r.score);
        expect(r.score, where).toBeLessThanOrEqual(r.high);
        if (i > 0) {
          expect(r.score, where).toBeGreaterThanOrEqual(rows[i - 1]!.score);
          expect(r.low, where).toBeGreaterThanOrEqual(rows[i - 1]!.low);
          expect(r.high, where).toBeGreaterThanOrEqual(rows[i - 1]!.high);
        }
      }
    }
  });
});

const adaptive = exams.flatMap((e) => (["verbal", "math"] as const).filter((t) => paths(e, t).length > 1).map((t) => [`${e.slug} ${t}`, e, t] as const));

describe("adaptive paths", () => {
  test("Practice Test 1 has an easier and a harder path in both sections", () => {
    expect(adaptive.map(([name]) => name)).toEqual(expect.arrayContaining(["practice-test-1 verbal", "practice-test-1 math"]));
  });

  test.each(adaptive)("%s: the easier path cannot reach the top of the scale; the harder one's range can", (_, exam, test) => {
    const top = (path: "easier" | "harder", end: "score" | "high" = "score") => Math.max(...(exam.scoreTable?.[test]?.[path] ?? []).map((r) => r[end]));
    expect(top("easier")).toBeLessThan(top("harder"));
    expect(top("easier", "high")).toBeLessThan(800);
    // The 80% band of a perfect harder path reaches the top of the scale, or one step of 10 below it: the
    // pattern score's prior keeps a perfect section from certainty (decision 0034).
    expect(top("harder", "high")).toBeGreaterThanOrEqual(790);
  });
});

describe("the content test sees every exam", () => {
  test("Practice Test 1 and the diagnostic are listed", () => {
    expect(exams.map((e) => e.slug)).toEqual(expect.arrayContaining(["diagnostic", "practice-test-1"]));
  });
});
