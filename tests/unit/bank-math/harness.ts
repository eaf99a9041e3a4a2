/**
 * The property test of the Math bank's generators (issue 16): for every generator and 1,000 seeds, the
 * question parses, exactly one choice is right by the test's OWN solution from the parameters (an oracle
 * per generator, written here from the problem statement, never calling the generator's code), every
 * distractor is the value of its named mistake and is wrong, choices are distinct and well-formed,
 * numeric choices ascend with the key inside, open-ended answers follow the entry rules and grade as
 * correct, the explanation's numbers are the question's, and a seed always gives the same question
 * (every fifth seed is generated twice).
 */
import { expect, test } from "vitest";
import { acceptedAnswerProblem } from "#grading/grid-in";
import { isOpenEndedCorrect } from "#grading/answer-check";
import { QuestionSchema } from "../../../content/schema";
import type { MathGenerator } from "../../../content/bank/types";
import { matches, type Oracle } from "./matchers";
import { choiceValue, close, mathOf } from "./tex";
import { entryValue, formProblems, katexProblems, numbersIn } from "./well-formed";

export const SEEDS = 1000;
/** Seeds whose TeX is also typeset by KaTeX with throwOnError (slow, so a sample). */
const KATEX_SEEDS = 12;
/** Seeds generated twice to check that a seed always gives the same question. */
const DETERMINISM_EVERY = 5;

// ---- one question ----------------------------------------------------------------------------

export function questionProblems(gen: MathGenerator, oracle: Oracle, seed: number): string[] {
  const g = gen.generate(seed);
  const problems: string[] = [];
  const q = g.question;
  // Determinism: every fifth seed is generated twice (generation is most of the cost of this test).
  if (seed % DETERMINISM_EVERY === 0 && JSON.stringify(gen.generate(seed)) !== JSON.stringify(g)) problems.push("the same seed gave a different question");
  const parsed = QuestionSchema.safeParse(q);
  if (!parsed.success) return [...problems, `QuestionSchema: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`];
  if (q.id !== `bank-m-${gen.id}-${seed}`) problems.push(`id ${q.id}`);
  for (const tag of ["bank", `generator:${gen.id}`, `seed:${seed}`, `shape:${gen.id}`]) if (!q.tags?.includes(tag)) problems.push(`missing tag ${tag}`);
  if (q.domain !== gen.domain || q.skill !== gen.skill || q.difficulty !== gen.difficulty) problems.push("domain/skill/difficulty differ from the generator's");
  const texts: [string, string][] = [
    ["text", q.text],
    ["explanation", q.explanation],
    ...(q.choices ?? []).map((c, i) => [`choice ${i}`, c.text] as [string, string]),
  ];
  for (const [where, html] of texts) problems.push(...formProblems(html, where));
  // a figure's ids are the question's (unique on a page that shows several questions)
  for (const [where, html] of texts)
    for (const id of html.matchAll(/\b(?:id|aria-labelledby|aria-describedby)="([\w-]+)"/g))
      if (!id[1]!.startsWith(`${q.id}-fig`)) problems.push(`${where}: figure id ${id[1]} is not the question's`);
  if (seed < KATEX_SEEDS) for (const [where, html] of texts) problems.push(...katexProblems(html, where));
  if (/\b(choice|option)\s+[A-D]\b|\([A-D]\)/i.test(q.explanation)) problems.push("explanation names a choice by letter");

  const steps = q.explanation.split("<ul>")[0]!;
  const p = g.params;
  const keyMatcher = oracle.key(p);
  if (q.type === "SC") {
    const choices = q.choices!;
    const correct = choices.findIndex((c) => c.correct);
    const texts = choices.map((c) => c.text);
    if (new Set(texts).size !== 4) problems.push(`duplicate choice texts: ${texts.join(" | ")}`);
    const values = texts.map(choiceValue);
    if (values.every((v) => v !== null)) {
      const vs = values as number[];
      for (let i = 1; i < 4; i++)
        if (!(vs[i]! > vs[i - 1]! && !close(vs[i]!, vs[i - 1]!))) problems.push(`numeric choices not strictly ascending: ${texts.join(" | ")}`);
      // the key may take any place (content/rules/letters.ts checks that the places are uniform over the bank)
    } else if (values.some((v) => v !== null) && typeof keyMatcher === "number") problems.push(`some choices are not numbers: ${texts.join(" | ")}`);
    const hits = choices.map((c) => matches(keyMatcher, c.text));
    if (hits.filter(Boolean).length !== 1 || !hits[correct])
      problems.push(`oracle's key matches choices ${hits.map((h, i) => (h ? i : "")).join("")} but the key is choice ${correct}: ${texts.join(" | ")}`);
    if (g.mistakes.length !== 3) problems.push(`${g.mistakes.length} mistakes for 3 distractors`);
    let k = 0;
    for (let i = 0; i < 4; i++) {
      if (i === correct) continue;
      const name = g.mistakes[k++];
      const f = name ? oracle.mistakes?.[name] : undefined;
      if (!f) problems.push(`mistake "${name}" has no oracle`);
      else if (!matches(f(p), texts[i]!)) problems.push(`distractor ${texts[i]} is not the value of mistake ${name} (${String(f(p)).slice(0, 60)})`);
      if (!q.explanation.includes(texts[i]!)) problems.push(`the explanation does not name distractor ${texts[i]} by its content`);
    }
    const keyMath = mathOf(texts[correct]!);
    if (keyMath !== null && !steps.includes(keyMath)) problems.push(`the key ${keyMath} does not appear in the explanation's steps`);
  } else {
    if (typeof keyMatcher !== "number") return [...problems, "open-ended oracle must give a number"];
    const forms = q.answers!.split("|||");
    forms.forEach((f, i) => {
      if (acceptedAnswerProblem(f)) problems.push(`accepted answer ${f}: ${acceptedAnswerProblem(f)}`);
      const v = entryValue(f);
      if (v === null) problems.push(`accepted answer ${f} is not a number (numericValue)`);
      else if (!close(v, keyMatcher, i === 0 ? 1e-12 : 0.00051 / Math.max(1, Math.abs(keyMatcher))))
        problems.push(`accepted answer ${f} is not the key ${keyMatcher}`);
      if (!isOpenEndedCorrect(f, q.answers)) problems.push(`accepted answer ${f} is not graded correct`);
    });
    if (isOpenEndedCorrect(String(keyMatcher + 1), q.answers)) problems.push("a wrong entry is graded correct");
    const kv = keyMatcher;
    if (!numbersIn(steps).some((n) => close(n, Math.abs(kv), 1e-9))) problems.push(`the key ${kv} does not appear in the explanation`);
  }
  const shown = numbersIn(q.text + " " + q.explanation);
  for (const [name, v] of Object.entries(p)) {
    if (typeof v !== "number" || Math.abs(v) <= 1 || oracle.hidden?.includes(name)) continue;
    if (!shown.some((n) => close(n, Math.abs(v), 1e-9))) problems.push(`parameter ${name} = ${v} is not shown`);
  }
  const extra = oracle.check?.(g);
  if (extra) problems.push(extra);
  return problems;
}

/** One vitest test per generator over SEEDS seeds. */
export function propertyTests(gens: MathGenerator[], oracles: Record<string, Oracle>) {
  for (const gen of gens) {
    test(`${gen.id} (${gen.skill}, ${gen.difficulty}): ${SEEDS} seeds`, () => {
      const oracle = oracles[gen.id];
      expect(oracle, `no oracle for ${gen.id}`).toBeDefined();
      const failures: string[] = [];
      for (let seed = 0; seed < SEEDS && failures.length < 8; seed++) {
        let problems: string[];
        try {
          problems = questionProblems(gen, oracle!, seed);
        } catch (e) {
          problems = [`threw ${(e as Error).message}`];
        }
        if (problems.length) failures.push(`seed ${seed}: ${problems.slice(0, 3).join("; ")}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
