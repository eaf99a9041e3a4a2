/**
 * Topic balance and difficulty by module (content/README.md):
 * - every Reading and Writing question's passage has a topic; in one module (or one bank skill), no topic
 *   takes more than MAX_TOPIC_SHARE of the passages;
 * - a module-2 "harder" variant has more than HARDER_MIN_HARD of hard items and no easy one;
 *   an "easier" variant at most EASIER_MAX_HARD hard; a module 1 of an adaptive test has each difficulty
 *   between MODULE1_MIN and MODULE1_MAX.
 */
import type { RuleModule, RuleQuestion } from "./types";

export const MAX_TOPIC_SHARE = 0.4;
export const HARDER_MIN_HARD = 0.6;
export const EASIER_MAX_HARD = 0.25;
export const MODULE1_MIN = 0.2;
export const MODULE1_MAX = 0.5;

export function topicProblems(id: string, qs: RuleQuestion[]): string[] {
  const verbal = qs.filter((q) => q.test === "verbal");
  const problems = verbal.filter((q) => !q.passage?.topic).map((q) => `${q.id}: passage has no topic`);
  const count: Record<string, string[]> = {};
  for (const q of verbal) if (q.passage?.topic) (count[q.passage.topic] ??= []).push(q.id);
  for (const [topic, ids] of Object.entries(count)) {
    if (verbal.length >= 5 && ids.length > MAX_TOPIC_SHARE * verbal.length)
      problems.push(
        `${id}: ${ids.length} of ${verbal.length} passages are ${topic} (at most ${Math.floor(MAX_TOPIC_SHARE * verbal.length)}): ${ids.join(", ")}`,
      );
  }
  return problems;
}

const share = (qs: RuleQuestion[], d: RuleQuestion["difficulty"]) => qs.filter((q) => q.difficulty === d).length / qs.length;

export function difficultyProblems(m: RuleModule, adaptive: boolean): string[] {
  const qs = m.questions;
  const ids = (d: RuleQuestion["difficulty"]) =>
    qs
      .filter((q) => q.difficulty === d)
      .map((q) => q.id)
      .join(", ");
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const problems: string[] = [];
  if (m.variant === "harder") {
    if (share(qs, "hard") <= HARDER_MIN_HARD)
      problems.push(
        `${m.id}: ${pct(share(qs, "hard"))} hard, needs more than ${pct(HARDER_MIN_HARD)}; not hard: ${qs
          .filter((q) => q.difficulty !== "hard")
          .map((q) => q.id)
          .join(", ")}`,
      );
    if (share(qs, "easy") > 0) problems.push(`${m.id}: a harder module has easy items: ${ids("easy")}`);
  } else if (m.variant === "easier") {
    if (share(qs, "hard") > EASIER_MAX_HARD)
      problems.push(`${m.id}: ${pct(share(qs, "hard"))} hard in an easier module (at most ${pct(EASIER_MAX_HARD)}): ${ids("hard")}`);
  } else if (adaptive && m.module === 1) {
    for (const d of ["easy", "medium", "hard"] as const) {
      const s = share(qs, d);
      if (s < MODULE1_MIN || s > MODULE1_MAX) problems.push(`${m.id}: ${pct(s)} ${d} (module 1 mixes, ${pct(MODULE1_MIN)}-${pct(MODULE1_MAX)} each)`);
    }
  }
  return problems;
}
