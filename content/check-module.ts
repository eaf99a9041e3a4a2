/**
 * Quick check of one authored module file while writing content:
 *   node --import tsx content/check-module.ts content/exams/practice-test-1/math-module-1.ts
 * Prints the structure (counts per domain, skill, difficulty, type) and every problem found.
 * The full content test (tests/unit/content.test.ts) runs the same checks over all exams.
 */
import { pathToFileURL } from "node:url";
import { ModuleSchema } from "./schema";
import { moduleProblems } from "./module-problems";

const file = process.argv[2];
if (!file) throw new Error("usage: check-module.ts <module file>");
const mod = (await import(pathToFileURL(file).href)).default;
const parsed = ModuleSchema.safeParse(mod);
if (!parsed.success) {
  console.error(JSON.stringify(parsed.error.issues, null, 1).slice(0, 4000));
  process.exit(1);
}
const m = parsed.data;
const tally = (key: (q: (typeof m.questions)[number]) => string) => {
  const t: Record<string, number> = {};
  for (const q of m.questions) t[key(q)] = (t[key(q)] ?? 0) + 1;
  return t;
};
console.log(`${m.id}: ${m.questions.length} questions, ${m.minutes} min`);
console.log("domains", tally((q) => q.domain));
console.log("skills", tally((q) => q.skill));
console.log("difficulty", tally((q) => q.difficulty));
console.log("types", tally((q) => q.type));
const problems = moduleProblems(m);
for (const p of problems) console.error("PROBLEM:", p);
process.exit(problems.length ? 1 : 0);
