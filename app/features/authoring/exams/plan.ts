import { z } from "zod";
import type { ExamPlan, PlanModule } from "#db/schema-authoring";
import { intField, line, text } from "~/lib/input";
import type { TestKind } from "../taxonomy";

/**
 * The plan of an exam a teacher assembles from the bank, in the shape of content/: modules in
 * order (module 2 of an adaptive exam as an easier and a harder variant), minutes, breaks and, for an
 * adaptive exam, module 1's correct answers that route to the harder module 2 (per test).
 */
export type { ExamPlan, PlanModule };

export const EXAM_LIMITS = { title: 120, description: 1000, questionsPerModule: 60, minutes: 180, breakMinutes: 30 } as const;
export const EXAM_TESTS = ["verbal", "math", "both"] as const;

const E = (key: string) => `authoring:exams.errors.${key}`;

export const CreateExamSchema = z.object({
  title: line(EXAM_LIMITS.title, E("titleTooLong"))
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "validation.required")),
  description: z.preprocess(
    (v) => v ?? "",
    text(EXAM_LIMITS.description, E("descriptionTooLong")).transform((s) => s.trim()),
  ),
  kind: z.enum(["practice", "adaptive"], { error: E("kind") }),
  tests: z.enum(EXAM_TESTS, { error: E("tests") }),
});

/** The settings form: title and description, each module's minutes and break, the thresholds. */
export const SettingsSchema = z.object({
  title: CreateExamSchema.shape.title,
  description: CreateExamSchema.shape.description,
  minutes: z.array(intField(1, EXAM_LIMITS.minutes, E("minutes"))).max(12),
  breaks: z.array(intField(0, EXAM_LIMITS.breakMinutes, E("breakMinutes"))).max(12),
  threshold_verbal: z.preprocess((v) => (v === "" ? undefined : v), intField(1, EXAM_LIMITS.questionsPerModule, E("threshold")).optional()),
  threshold_math: z.preprocess((v) => (v === "" ? undefined : v), intField(1, EXAM_LIMITS.questionsPerModule, E("threshold")).optional()),
});

const TEST_NAMES: Record<TestKind, string> = { verbal: "Reading and Writing", math: "Math" };

/** A new plan: one module per test for a practice set; module 1 and both module-2 variants per test for an adaptive exam. */
export function defaultPlan(kind: "practice" | "adaptive", tests: (typeof EXAM_TESTS)[number]): ExamPlan {
  const list: TestKind[] = tests === "both" ? ["verbal", "math"] : [tests];
  const modules: PlanModule[] = [];
  list.forEach((test, s) => {
    const minutes = test === "verbal" ? 32 : 35;
    const section = `Section ${s + 1}`;
    if (kind === "practice") {
      modules.push({
        test,
        module: 1,
        variant: "standard",
        name: `${section}: ${TEST_NAMES[test]}`,
        minutes: test === "verbal" ? 20 : 25,
        breakAfterMinutes: 0,
        questionIds: [],
      });
      return;
    }
    const breakAfter = test === "verbal" && list.length > 1 ? 10 : 0;
    modules.push({ test, module: 1, variant: "standard", name: `${section}, Module 1: ${TEST_NAMES[test]}`, minutes, breakAfterMinutes: 0, questionIds: [] });
    for (const variant of ["easier", "harder"] as const) {
      modules.push({ test, module: 2, variant, name: `${section}, Module 2: ${TEST_NAMES[test]}`, minutes, breakAfterMinutes: breakAfter, questionIds: [] });
    }
  });
  return { modules, thresholds: kind === "adaptive" ? Object.fromEntries(list.map((t) => [t, t === "verbal" ? 16 : 13])) : null };
}

export type PlanQuestion = { id: number; identifier: string; version: number; test: string; status: string };
export type PlanProblem = { key: string; module?: number; identifier?: string; test?: string; max?: number };

/** Why the plan cannot be published yet (empty: it can). Each problem names its module or question. */
export function planProblems(plan: ExamPlan, questions: Map<number, PlanQuestion>): PlanProblem[] {
  const problems: PlanProblem[] = [];
  plan.modules.forEach((m, i) => {
    if (!m.questionIds.length) problems.push({ key: "moduleEmpty", module: i });
    for (const id of m.questionIds) {
      const q = questions.get(id);
      if (!q) problems.push({ key: "questionGone", module: i });
      else if (q.status !== "published")
        problems.push({ key: q.status === "superseded" ? "newerVersion" : "notPublished", module: i, identifier: q.identifier });
      else if (q.test !== m.test) problems.push({ key: "wrongTest", module: i, identifier: q.identifier });
    }
  });
  if (plan.thresholds) {
    for (const test of ["verbal", "math"] as const) {
      const first = plan.modules.find((m) => m.test === test && m.module === 1);
      if (!first) continue;
      const threshold = plan.thresholds[test];
      if (!threshold || threshold > Math.max(1, first.questionIds.length)) problems.push({ key: "threshold", test, max: first.questionIds.length });
    }
  }
  return problems;
}
