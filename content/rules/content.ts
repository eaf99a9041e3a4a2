/**
 * Everything the content rules run over: every exam (content/exams EXAMS, choices as students see them) and
 * the whole skill bank (written Reading and Writing skills; every Math generator materialised at BANK_SEEDS).
 */
import { arrangeChoices } from "../arrange-choices";
import { GENERATORS } from "../bank/math";
import { WRITTEN_SKILLS } from "../bank/reading-writing";
import { ExamSchema, type Exam } from "../exam-schema";
import { EXAMS } from "../exams";
import { QuestionSchema } from "../schema";
import type { RuleQuestion } from "./types";

export const BANK_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

export type BankItem = { q: RuleQuestion; source: string; group?: string };

export function loadExams(): Exam[] {
  return EXAMS.map((e) => ExamSchema.parse(e));
}

/** The bank's questions as students see them (arranged), and the problems met while loading them. */
export function loadBank(): { items: BankItem[]; problems: string[] } {
  const items: BankItem[] = [];
  const problems: string[] = [];
  for (const s of WRITTEN_SKILLS) {
    for (const raw of s.questions) {
      const parsed = QuestionSchema.safeParse(raw);
      if (!parsed.success) problems.push(`${raw.id ?? "?"} (bank ${s.skill}): ${parsed.error.issues.map((i) => i.message).join("; ")}`);
      else items.push({ q: arrangeChoices(parsed.data), source: `reading-writing/${s.skill}` });
    }
  }
  for (const g of GENERATORS) {
    for (const seed of BANK_SEEDS) {
      let raw;
      try {
        raw = g.generate(seed).question;
      } catch (e) {
        problems.push(`generator ${g.id} seed ${seed}: ${(e as Error).message}`);
        continue;
      }
      const parsed = QuestionSchema.safeParse(raw);
      if (!parsed.success) problems.push(`${raw.id ?? g.id} (generator ${g.id} seed ${seed}): ${parsed.error.issues.map((i) => i.message).join("; ")}`);
      else items.push({ q: arrangeChoices(parsed.data), source: `math/${g.id}`, group: g.id });
    }
  }
  return { items, problems };
}
