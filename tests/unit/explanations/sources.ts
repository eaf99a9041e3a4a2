import { BANK_SEEDS } from "#content/bank";
import { GENERATORS } from "#content/bank/math";
import { WRITTEN_SKILLS } from "#content/bank/reading-writing";
import { EXAMS } from "#content/exams";
import { explanationI18nOf } from "#content/explanations/of-question";

/**
 * Every explanation a student can read, with its translations as the seed stores them (content/explanations/ over
 * a generator's own): each exam question once, each written Reading and Writing bank question, and each Math
 * generator at the bank's seeds (BANK_SEEDS, what the seed stores).
 */
export type Source = { id: string; kind: "exam" | "bank" | "generator"; generator?: string; english: string; az?: string; ru?: string };

export function sources(): Source[] {
  const out = new Map<string, Source>();
  for (const exam of EXAMS)
    for (const mod of exam.modules)
      for (const q of mod.questions) if (!out.has(q.id)) out.set(q.id, { id: q.id, kind: "exam", english: q.explanation, ...explanationI18nOf(q) });
  for (const skill of WRITTEN_SKILLS)
    for (const q of skill.questions) out.set(q.id, { id: q.id, kind: "bank", english: q.explanation, ...explanationI18nOf(q) });
  for (const g of GENERATORS)
    for (const seed of BANK_SEEDS) {
      const q = g.generate(seed).question;
      out.set(q.id, { id: q.id, kind: "generator", generator: g.id, english: q.explanation, ...explanationI18nOf(q) });
    }
  return [...out.values()];
}
