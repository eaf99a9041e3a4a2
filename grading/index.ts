/**
 * Grading: answers in, scores out. Pure (no app, no database, no zod), so the exam runtime, the result
 * page, practice sets, the tutor, authoring, the content checks and the browser's answer box all grade
 * by the same rules.
 *
 * - grid-in.ts: the one rule for a student-produced response (what the box accepts, the number it means);
 * - answer-check.ts: whether one answer is correct (a choice, or an entry against the accepted answers);
 * - scoring.ts: the total of section estimates, and percentages;
 * - pacing-rules.ts: the time budget per question, time sinks and rushed answers (decision 0049);
 * - irt-*.ts: item response theory (decision 0034): the 3PL and its priors (irt-model), EAP pattern scoring and
 *   the band (irt-eap), routing after module 1 (irt-routing), explanatory raw-to-score tables (irt-tables),
 *   calibration by MML-EM (irt-calibrate), mean/sigma linking (irt-linking), items that contradict their key
 *   (irt-item-checks);
 * - irt-ability.ts: ability per skill and items near 70% predicted success for practice (decision 0052);
 * - real-link.ts: how a practice test predicts the real SAT, from official results students reported (decision 0051).
 */
export * from "./grid-in";
export * from "./answer-check";
export * from "./scoring";
export * from "./pacing-rules";
export * from "./irt-model";
export * from "./irt-eap";
export * from "./irt-routing";
export * from "./irt-tables";
export * from "./irt-linking";
export * from "./irt-item-checks";
export * from "./irt-calibrate";
export * from "./irt-run";
export * from "./irt-ability";
export * from "./real-link";
