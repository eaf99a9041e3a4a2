/**
 * No repeats (content/README.md):
 * - reading: two passages (or two question texts with their passages) whose 3-word shingles have a Jaccard
 *   similarity of NEAR_DUPLICATE_JACCARD or more are near-duplicates, anywhere in the exams and the bank;
 * - math: every exam math question carries one `shape:<id>` tag, and no shape appears twice across the exams;
 *   bank generator ids (one per shape) are unique, and so are their one-line shape descriptions.
 * Text similarity cannot see the same idea told in new words; the shape tags and a reader's review do that.
 */
import { jaccard, shingles } from "./text";
import type { RuleQuestion } from "./types";

export const NEAR_DUPLICATE_JACCARD = 0.5;

export type Located = { q: RuleQuestion; where: string; group?: string };

/** The text compared for near-duplicates: the passage and the stem (choices too for math, whose stem is short). */
export function comparedText(q: RuleQuestion): string {
  return [q.passage?.html ?? "", q.text, q.test === "math" ? (q.choices ?? []).map((c) => c.text).join(" ") : ""].join(" ");
}

/**
 * Pairs of questions whose texts are near-duplicates. Questions of one `group` (the instances of one
 * generator) are not compared with each other. Passages shared on purpose by several questions would be
 * flagged too: none of our content does that.
 */
export function nearDuplicates(items: Located[], threshold = NEAR_DUPLICATE_JACCARD): { a: string; b: string; similarity: number }[] {
  const sh = items.map((it) => shingles(comparedText(it.q)));
  const out: { a: string; b: string; similarity: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (items[i]!.group && items[i]!.group === items[j]!.group) continue;
      const s = jaccard(sh[i]!, sh[j]!);
      if (s >= threshold) out.push({ a: items[i]!.q.id, b: items[j]!.q.id, similarity: Math.round(s * 100) / 100 });
    }
  }
  return out;
}

export const shapeOf = (q: RuleQuestion) => (q.tags ?? []).filter((t) => t.startsWith("shape:")).map((t) => t.slice(6));

const SHAPE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A tag is at most 40 characters in authoring (app/features/authoring/question-schema.ts), "shape:" included. */
export const MAX_SHAPE_ID = 34;

/** Exam math questions without exactly one well-formed shape tag, and shapes used more than once. */
export function shapeProblems(questions: RuleQuestion[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const q of questions.filter((x) => x.test === "math")) {
    const shapes = shapeOf(q);
    if (shapes.length !== 1 || !SHAPE_ID.test(shapes[0]!)) {
      problems.push(`${q.id}: needs exactly one tag shape:<kebab-id> (has ${shapes.length ? shapes.join(", ") : "none"})`);
      continue;
    }
    if (shapes[0]!.length > MAX_SHAPE_ID)
      problems.push(`${q.id}: shape id ${shapes[0]} is longer than ${MAX_SHAPE_ID} characters (authoring keeps tags to 40)`);
    const other = seen.get(shapes[0]!);
    if (other) problems.push(`${q.id}: shape ${shapes[0]} repeats ${other}`);
    else seen.set(shapes[0]!, q.id);
  }
  return problems;
}

export function generatorIdProblems(gens: { id: string; shape: string }[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const shapes = new Map<string, string>();
  for (const g of gens) {
    if (!SHAPE_ID.test(g.id)) problems.push(`generator ${g.id}: id must be lower-case words joined by '-'`);
    ids.set(g.id, (ids.get(g.id) ?? 0) + 1);
    const key = g.shape.trim().toLowerCase().replace(/\s+/g, " ");
    const other = shapes.get(key);
    if (other && other !== g.id) problems.push(`generator ${g.id}: same shape description as ${other} ("${g.shape}")`);
    else shapes.set(key, g.id);
  }
  for (const [id, n] of ids) if (n > 1) problems.push(`generator ${id}: id used ${n} times`);
  return problems;
}
