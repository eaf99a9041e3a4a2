/**
 * The content rules of content/README.md ("What makes a test-savvy student trust the bank"), as functions that
 * return problems naming the offending ids. tests/unit/content-rules.test.ts runs them over every exam and the
 * whole bank; content/check-module.ts runs the per-module ones on one module file.
 */
import { arrangeModule, keySequence } from "../arrange-choices";
import { difficultyProblems, topicProblems } from "./balance";
import { shapeProblems } from "./duplicates";
import { handWrittenSvgProblems } from "./figure-count";
import { quantitativeProblems } from "./figures";
import { keyRunProblems, letterMentionProblems, numericProblems } from "./keys";
import { moduleLetterProblems } from "./letters";
import { ratingProblems } from "./ratings";
import { creditProblems, disclaimerProblems, literatureProblems } from "./sources";
import { echoTell, longestTell, moduleLongestProblem } from "./tells";
import { formatTell } from "./stats";
import type { RuleModule, RuleQuestion } from "./types";

export type { RuleModule, RuleQuestion } from "./types";

/** Rules about single questions (among them no hand-written <svg>: every figure drawn by content/figures). */
export function questionProblems(q: RuleQuestion): string[] {
  return [
    ...letterMentionProblems(q),
    ...disclaimerProblems(q),
    ...literatureProblems(q),
    ...creditProblems(q),
    ...quantitativeProblems(q),
    ...handWrittenSvgProblems(q),
  ];
}

/**
 * Every rule that one module of an exam can break on its own (arranged as a student sees it). `adaptive`: the
 * module belongs to an exam with module-2 variants (for module 1's difficulty mix).
 */
export function moduleRuleProblems(raw: RuleModule, adaptive: boolean): string[] {
  const m = arrangeModule(raw) as RuleModule;
  return [
    ...m.questions.flatMap(questionProblems),
    ...keyRunProblems(m),
    ...numericProblems(m),
    ...moduleLetterProblems(m),
    ...ratingProblems(m.questions),
    ...topicProblems(m.id, m.questions),
    ...difficultyProblems(m, adaptive),
    ...(m.test === "math" ? shapeProblems(m.questions) : []),
    ...[moduleLongestProblem(m.id, m.questions)].filter((p): p is string => !!p),
  ];
}

/** Figures for a report: the two tells and the key sequence. */
export function moduleFigures(m: RuleModule): string[] {
  return [formatTell("key is longest", longestTell(m.questions)), formatTell("key echoes passage", echoTell(m.questions)), `keys ${keySequence(m)}`];
}
