import { isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import { chooseVariant } from "#grading/irt-routing";
import type { ItemParams } from "#grading/irt-model";

/**
 * What a downloaded test holds (decision 0056), the same shape on the server that makes it and on the
 * device that decrypts it, and the device's pure rules over it: which module 2 a module 1 earns (the
 * server's routing function, grading/irt-routing.ts `chooseVariant`, with the server's answer check).
 */
export type PackageQuestion = {
  id: number;
  index: number;
  question_type: "SC" | "OE";
  question_title: string;
  question_text: string;
  reading: number | null;
  choices: { id: number; choice_text: string }[];
};

export type PackageSection = {
  id: number;
  name: string;
  test: "verbal" | "math";
  module: number;
  variant: "standard" | "easier" | "harder";
  directions: string;
  /** The module's time for this student as issued (accommodations applied), in seconds. */
  seconds: number;
  /** The break after it as issued (0: none), in seconds. */
  breakSeconds: number;
  readings: { id: number; title: string; reading_context: string }[];
  questions: PackageQuestion[];
};

export type PackageStage = { stage: number; test: "verbal" | "math"; module: number; sections: PackageSection[] };

export type PlanStep = { kind: "module"; test: "verbal" | "math"; module: number; minutes: number } | { kind: "break"; minutes: number };

export type OfflinePackage = {
  v: 1;
  download: string;
  exam: { id: number; name: string };
  issuedAt: string;
  expiresAt: string;
  plan: PlanStep[];
  thresholds: { verbal?: number; math?: number } | null;
  stages: PackageStage[];
  /** The items' parameters the routing needs (module 1 and both module 2 variants of each adaptive test). */
  params: Record<string, ItemParams>;
  /** The keys of the module-1 questions routing reads, and no others (decision 0056). */
  keys: Record<string, { choice: number | null; accepted: string | null }>;
};

/** A module taken on the device: its start and deadline by the device clock, and how it ended. */
export type DeviceModule = { stage: number; section: number; startedAt: number; deadline: number; submittedAt: number | null };

/** The answers of a module as routing reads them: question id -> chosen choice id or the typed entry. */
export type FinalAnswers = Record<string, number | string>;

/**
 * The section a stage gives, as the server decides it (runtime.server.ts `routeStage`): a stage of one
 * section gives it; an adaptive stage gives the variant `chooseVariant` picks from module 1's answers; an exam
 * without a threshold for the test, or without both variants, gives the easier one (else the first).
 */
export function routeOnDevice(pkg: OfflinePackage, stage: PackageStage, answersOf: (sectionId: number) => FinalAnswers): number {
  if (stage.sections.length === 1) return stage.sections[0]!.id;
  const easier = stage.sections.find((s) => s.variant === "easier");
  const harder = stage.sections.find((s) => s.variant === "harder");
  const threshold = pkg.thresholds?.[stage.test];
  if (threshold === undefined || !easier || !harder) return (easier ?? stage.sections[0]!).id;
  const first = pkg.stages.find((s) => s.test === stage.test && s.module === 1)?.sections[0];
  if (!first) return easier.id;
  const answers = answersOf(first.id);
  const module1 = first.questions.map((q) => ({ item: pkg.params[q.id]!, correct: isCorrect(pkg, q, answers[q.id]) }));
  const pick = chooseVariant(
    module1,
    easier.questions.map((q) => pkg.params[q.id]!),
    harder.questions.map((q) => pkg.params[q.id]!),
    threshold,
  );
  return pick === "harder" ? harder.id : easier.id;
}

function isCorrect(pkg: OfflinePackage, q: PackageQuestion, answer: number | string | undefined) {
  const key = pkg.keys[q.id];
  if (!key || answer === undefined) return false;
  return q.question_type === "SC"
    ? isChoiceCorrect(typeof answer === "number" ? answer : null, key.choice)
    : isOpenEndedCorrect(typeof answer === "string" ? answer : null, key.accepted);
}

/** The stages in order with what the device has taken of them. */
export function sectionOf(pkg: OfflinePackage, sectionId: number) {
  for (const stage of pkg.stages) for (const section of stage.sections) if (section.id === sectionId) return { stage, section };
  return null;
}
