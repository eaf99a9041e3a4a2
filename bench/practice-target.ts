// npm run bench:practice: issue 28 req. 6 (decision 0052). Simulated students practise the real skill bank
// (content/bank: written Reading and Writing questions, Math generator instances) through the real chooser
// (app/features/practice/pick.ts pickNearTarget) and the real ability estimate (grading/irt-ability.ts), with the
// parameters practice uses today (each bank question's prior from its rating or label) while the students answer
// under "true" parameters that differ from them (as in bench/irt-simulation.ts). Prints the predicted success of
// the chosen questions (target 0.70), how many were near it, and the share the students really got right, beside
// the rule practice had before ("two right, then harder; a wrong, easier"). Options: --students N, --seed S.
import { BANK } from "#content/bank/index";
import { predictedSuccess, skillAbilities, TARGET_SUCCESS, type SkillAnswer } from "#grading/irt-ability";
import { itemPrior, p3, type ItemParams } from "#grading/irt-model";
import { familyOf, pickNearTarget, pickQuestions, type Candidate } from "~/features/practice/pick";
import { rng } from "./lib/rng";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STUDENTS = arg("students", 2000);
const SEED = arg("seed", 52);
const SET_LENGTH = 10;
const SETS_PER_STUDENT = 3;

const r = rng(SEED);

type Item = Candidate & { model: ItemParams; truth: ItemParams };
const pool: Item[] = BANK.map((q, id) => {
  const type = (q.type ?? "SC") as "SC" | "OE";
  const difficulty = q.difficulty as Candidate["difficulty"];
  const model = itemPrior({ type, difficulty, rating: (q as { rating?: number }).rating ?? null }).mean;
  const hardShift = difficulty === "hard" && r.u() < 1 / 3 ? -0.5 : 0;
  return {
    id,
    identifier: q.id,
    test: q.test as "verbal" | "math",
    skill: q.skill,
    difficulty,
    tags: q.tags ?? [],
    model,
    truth: { a: 0.6 + 1.4 * r.u(), b: model.b + 0.3 * r.normal() + hardShift, c: type === "SC" ? 0.1 + 0.2 * r.u() : 0 },
  };
});
const skills = [...new Map(pool.map((c) => [c.skill, { skill: c.skill, test: c.test }])).values()];
const bySkill = new Map(skills.map((s) => [s.skill, pool.filter((c) => c.skill === s.skill)]));

// The rule practice had before: first medium; a wrong answer one level easier; two rights in a row at the level one harder.
const ORDER = ["easy", "medium", "hard"] as const;
function staircase(history: { level: (typeof ORDER)[number]; correct: boolean }[]): (typeof ORDER)[number] {
  const last = history.at(-1);
  if (!last) return "medium";
  const at = ORDER.indexOf(last.level);
  if (!last.correct) return ORDER[Math.max(0, at - 1)]!;
  let streak = 0;
  for (let i = history.length - 1; i >= 0 && history[i]!.correct && history[i]!.level === last.level; i--) streak++;
  return streak >= 2 ? ORDER[Math.min(2, at + 1)]! : last.level;
}

type Tally = { predicted: number[]; right: number; asked: number; trueP: number[]; band: number[] };
const tally = (): Tally => ({ predicted: [], right: 0, asked: 0, trueP: [], band: [] });
/** The student's band of true ability: 0 below −1, 1 within ±1, 2 above 1. */
const bandOf = (theta: number) => (theta < -1 ? 0 : theta > 1 ? 2 : 1);
const target = tally();
const before = tally();
const started = performance.now();
for (let s = 0; s < STUDENTS; s++) {
  const theta = { verbal: r.normal(), math: r.normal() };
  // A diagnostic first: 20 questions of each test, so practice starts from a section ability (as after a test).
  const answers: SkillAnswer[] = [];
  for (const test of ["verbal", "math"] as const) {
    const inTest = pool.filter((c) => c.test === test);
    for (let k = 0; k < 20; k++) {
      const c = inTest[Math.floor(r.u() * inTest.length)]!;
      answers.push({ item: c.model, correct: r.u() < p3(c.truth, theta[test]), skill: c.skill, test });
    }
  }
  const seen = new Map<string, number>();
  for (let set = 0; set < SETS_PER_STUDENT; set++) {
    const skill = skills[Math.floor(r.u() * skills.length)]!;
    const candidates = bySkill.get(skill.skill)!;
    const th = theta[skill.test];
    // The chooser aiming at 70% (decision 0052).
    const exclude = new Set<string>();
    const mine = [...answers];
    for (let q = 0; q < SET_LENGTH; q++) {
      const ability = skillAbilities(mine, [skill]).get(skill.skill)!;
      const pick = pickNearTarget(candidates, (c) => predictedSuccess((c as Item).model, ability), { lastSeen: seen, exclude, random: r.u }) as Item | null;
      if (!pick) break;
      const p = p3(pick.truth, th);
      const correct = r.u() < p;
      target.predicted.push(predictedSuccess(pick.model, ability));
      target.trueP.push(p);
      target.band.push(bandOf(th));
      target.asked++;
      if (correct) target.right++;
      mine.push({ item: pick.model, correct, skill: skill.skill, test: skill.test });
      exclude.add(pick.identifier);
      seen.set(pick.identifier, s * 100 + set * 10 + q);
    }
    answers.splice(0, answers.length, ...mine);
    // The same set under the old staircase (its own questions, the same student).
    const history: { level: (typeof ORDER)[number]; correct: boolean }[] = [];
    const used = new Set<string>();
    for (let q = 0; q < SET_LENGTH; q++) {
      const level = staircase(history);
      const open = candidates.filter((c) => !used.has(c.identifier));
      const atLevel = open.filter((c) => c.difficulty === level);
      const pick = (pickQuestions(atLevel.length ? atLevel : open, 1, { lastSeen: new Map(), random: r.u })[0] ?? null) as Item | null;
      if (!pick) break;
      const p = p3(pick.truth, th);
      const correct = r.u() < p;
      before.trueP.push(p);
      before.band.push(bandOf(th));
      before.asked++;
      if (correct) before.right++;
      history.push({ level: pick.difficulty, correct });
      used.add(pick.identifier);
    }
  }
}
const seconds = (performance.now() - started) / 1000;

const mean = (v: number[]) => v.reduce((a, x) => a + x, 0) / v.length;
const sd = (v: number[]) => Math.sqrt(mean(v.map((x) => (x - mean(v)) ** 2)));
const within = (v: number[], d: number) => v.filter((x) => Math.abs(x - TARGET_SUCCESS) <= d).length / v.length;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`practice at the right difficulty: ${STUDENTS} students θ ~ N(0, 1), ${SETS_PER_STUDENT} sets of ${SET_LENGTH} per student, seed ${SEED}`);
console.log(`  bank: ${pool.length} questions in ${skills.length} skills (families by generator: ${new Set(pool.map(familyOf)).size})`);
console.log(
  `  chooser (target ${TARGET_SUCCESS}): predicted success of chosen questions mean ${mean(target.predicted).toFixed(3)} (SD ${sd(target.predicted).toFixed(3)}), ` +
    `within ±0.05: ${pct(within(target.predicted, 0.05))}, within ±0.10: ${pct(within(target.predicted, 0.1))}`,
);
console.log(
  `  chooser: true success (true parameters) mean ${mean(target.trueP).toFixed(3)}, answered right ${pct(target.right / target.asked)} of ${target.asked}, ` +
    `within ±0.10 of 0.70: ${pct(within(target.trueP, 0.1))}`,
);
console.log(
  `  old rule (2 up, 1 down): true success mean ${mean(before.trueP).toFixed(3)}, answered right ${pct(before.right / before.asked)} of ${before.asked}, ` +
    `within ±0.10 of 0.70: ${pct(within(before.trueP, 0.1))}`,
);
for (const [band, label] of ["θ < −1", "−1 ≤ θ ≤ 1", "θ > 1"].entries()) {
  const pick = (t: Tally, v: number[]) => v.filter((_, k) => t.band[k] === band);
  console.log(
    `  ${label.padEnd(11)}: chooser predicted ${mean(pick(target, target.predicted)).toFixed(3)} (±0.10: ${pct(within(pick(target, target.predicted), 0.1))}), ` +
      `true ${mean(pick(target, target.trueP)).toFixed(3)}; old rule true ${mean(pick(before, before.trueP)).toFixed(3)}`,
  );
}
console.log(`  time: ${seconds.toFixed(1)} s (${((1000 * seconds) / target.asked).toFixed(2)} ms per chosen question, ability estimate included)`);
