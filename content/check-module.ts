/**
 * Quick check of one authored module file while writing content:
 *   node --import tsx content/check-module.ts content/exams/practice-test-1/math-module-1.ts
 * Prints the structure (counts per domain, skill, difficulty, type), the content-rule figures (how often the
 * key is the longest choice or echoes the passage, the key sequence as students will see it) and every
 * problem found: the structural checks (content/module-problems.ts) and the per-module content rules
 * (content/rules/index.ts: letters in explanations, disclaimers, literary sources, credited people, graphs,
 * key runs, numeric order, topics, difficulty mix, shape tags). The full content tests (tests/unit/content.test.ts,
 * tests/unit/content-rules.test.ts) run the same checks over all exams and the bank, plus the rules that need
 * more than one module (tells per exam, shared key sequences, duplicates across tests, graph kinds per exam).
 * Add --write-order to write the arranged choice order back into the file (content/rules/write-back-order.ts).
 */
import { pathToFileURL } from "node:url";
import { ModuleSchema } from "./schema";
import { moduleProblems } from "./module-problems";
import { moduleFigures, moduleRuleProblems, type RuleModule } from "./rules";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) throw new Error("usage: check-module.ts <module file> [--write-order]");
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
console.log(
  "domains",
  tally((q) => q.domain),
);
console.log(
  "skills",
  tally((q) => q.skill),
);
console.log(
  "difficulty",
  tally((q) => q.difficulty),
);
console.log(
  "types",
  tally((q) => q.type),
);
for (const line of moduleFigures(m as RuleModule)) console.log(line);
// Module 1 of a full test (ids ending in -m1) and module-2 variants belong to an adaptive exam.
const adaptive = m.variant !== "standard" || /-m1$/.test(m.id);
const problems = [...moduleProblems(m), ...moduleRuleProblems(m as RuleModule, adaptive)];
for (const p of problems) console.error("PROBLEM:", p);
if (process.argv.includes("--write-order")) {
  const { execFileSync } = await import("node:child_process");
  execFileSync(process.execPath, ["--import", "tsx", new URL("./rules/write-back-order.ts", import.meta.url).pathname, file], { stdio: "inherit" });
}
process.exit(problems.length ? 1 : 0);
