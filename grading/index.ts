/**
 * Grading: answers in, scores out. Pure (no app, no database, no zod), so the exam runtime, the result
 * page, practice sets, the tutor, authoring, the content checks and the browser's answer box all grade
 * by the same rules.
 *
 * - grid-in.ts: the one rule for a student-produced response (what the box accepts, the number it means);
 * - answer-check.ts: whether one answer is correct (a choice, or an entry against the accepted answers);
 * - scoring.ts: raw correct answers to a scaled estimate (the exam's conversion table), and percentages.
 */
export * from "./grid-in";
export * from "./answer-check";
export * from "./scoring";
