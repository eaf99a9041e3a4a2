import { BANK_SEEDS, loadBank, loadExams } from "../../content/rules/content";
import type { RuleModule, RuleQuestion } from "../../content/rules/types";

/**
 * What the content rules of content/README.md ("What makes a test-savvy student trust the bank") read, for
 * tests/unit/content-rules-*.test.ts: every exam (content/exams EXAMS, as students see them) and the whole skill
 * bank (written Reading and Writing skills, and every Math generator at seeds BANK_SEEDS). Each failure lists the
 * offending ids so that writers can fix them.
 */
export const exams = loadExams();
export const modules = exams.flatMap((e) => e.modules) as RuleModule[];
export const examQuestions = modules.flatMap((m) => m.questions);
export const bank = loadBank();
export const bankQuestions = bank.items.map((i) => i.q);
export const everything = [...examQuestions, ...bankQuestions];
export const verbal = (qs: RuleQuestion[]) => qs.filter((q) => q.test === "verbal");
export const adaptive = (slug: string) => exams.find((e) => e.slug === slug)!.modules.some((m) => m.variant !== "standard");
export { BANK_SEEDS };
