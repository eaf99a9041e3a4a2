import { breakSeconds, moduleSeconds } from "~/features/accommodations";

type Accommodation = Parameters<typeof moduleSeconds>[1];
import type { ExamStage } from "./exams.server";

export type ExamPlanStep = { kind: "module"; test: "verbal" | "math"; module: number; minutes: number } | { kind: "break"; minutes: number };

/**
 * The exam as the ready screen shows it before the clock starts: each module (its test, number and
 * time with the student's accommodations) and each break between them, in order.
 */
export function examPlan(stages: readonly ExamStage[], accommodation: Accommodation | null | undefined): ExamPlanStep[] {
  const steps: ExamPlanStep[] = [];
  stages.forEach((stage, i) => {
    // Variants of one stage (easier, harder) share their time; the first one stands for them.
    const section = stage.sections[0];
    if (!section) return;
    steps.push({ kind: "module", test: stage.test, module: stage.module, minutes: Math.round(moduleSeconds(section.durationSeconds, accommodation) / 60) });
    const pause = breakSeconds(section.breakAfterSeconds, i === stages.length - 1, accommodation);
    if (pause > 0) steps.push({ kind: "break", minutes: Math.round(pause / 60) });
  });
  return steps;
}
