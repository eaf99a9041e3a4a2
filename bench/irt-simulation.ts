// npm run bench:irt: issue 28's simulation (decisions 0034, 0035). 5,000 students drawn from N(0, 1) take the
// three adaptive practice tests (module 1, routing, module 2) through the real scoring and routing code
// (grading/irt-eap.ts sectionScore, grading/irt-routing.ts routeAfterModule1, the threshold on a tie as in
// app/features/irt/routing.server.ts), with "true" item parameters that differ from the priors; then one
// calibration (grading/irt-run.ts, what runCalibration(db) runs per test); then a fresh cohort of 5,000 is scored
// with the calibrated parameters. Figures are printed, not asserted. Options: --students N, --seed S.
import { EXAMS } from "#content/exams/index";
import { sectionScore, scaleOf, BAND_LEVEL, type Answered } from "#grading/irt-eap";
import { itemPrior, p3, itemInformation, type ItemParams, type ItemPrior } from "#grading/irt-model";
import { routeAfterModule1 } from "#grading/irt-routing";
import { runTestCalibration, type RunItem, type RunResponse } from "#grading/irt-run";
import { MIN_RESPONSES } from "#grading/irt-calibrate";
import { execSync } from "node:child_process";
import { scaledEstimate } from "#grading/scoring";
import { practiceTest1ScoreTable as oldTable } from "./irt-old-tables";
import { rng } from "./lib/rng";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STUDENTS = arg("students", 5000);
const SEED = arg("seed", 28);

const r = rng(SEED);

// ------------------------------------------------------------------ the item pool and its "true" parameters
type Item = { id: number; type: "SC" | "OE"; difficulty: "easy" | "medium" | "hard"; prior: ItemPrior; truth: ItemParams; storedKey: number };
type Form = { test: "verbal" | "math"; m1: number[]; easier: number[]; harder: number[]; threshold: number; table: typeof oldTable };
const items: Item[] = [];
const forms: Form[] = [];
for (const exam of EXAMS.filter((e) => e.adaptiveThresholds)) {
  for (const test of ["verbal", "math"] as const) {
    const ids = (variant: string, module: number) =>
      exam.modules
        .filter((m) => m.test === test && m.module === module && m.variant === variant)
        .flatMap((m) => m.questions)
        .map((q) => {
          const prior = itemPrior({ type: q.type, difficulty: q.difficulty });
          const hardShift = q.difficulty === "hard" && r.u() < 1 / 3 ? -0.5 : 0;
          const truth = {
            a: 0.6 + 1.4 * r.u(),
            b: prior.mean.b + 0.3 * r.normal() + hardShift,
            c: q.type === "SC" ? 0.1 + 0.2 * r.u() : 0,
          };
          items.push({ id: items.length, type: q.type, difficulty: q.difficulty, prior, truth, storedKey: 0 });
          return items.length - 1;
        });
    forms.push({
      test,
      m1: ids("standard", 1),
      easier: ids("easier", 2),
      harder: ids("harder", 2),
      threshold: exam.adaptiveThresholds![test]!,
      // All three practice tests share one blueprint, so one old table serves them all.
      table: oldTable,
    });
  }
}
// The planted wrong key: a medium four-choice item of Practice Test 1's Reading and Writing module 1 is keyed
// to choice 3 while choice 1 is right.
const planted = forms[0]!.m1.find((j) => items[j]!.type === "SC" && items[j]!.difficulty === "medium")!;
items[planted]!.storedKey = 2;

// ------------------------------------------------------------------ one student on one form
type Sim = {
  test: "verbal" | "math";
  theta: number;
  responses: RunResponse[];
  score: ReturnType<typeof sectionScore>;
  routed: "easier" | "harder";
  best: "easier" | "harder";
  /** What the old raw-score tables (label-only 3PL, threshold routing) said for the same student. */
  old: { score: number; low: number; high: number; routed: "easier" | "harder" };
};

function answer(j: number, theta: number): RunResponse {
  const it = items[j]!;
  if (it.type === "OE") return { item: j, correct: r.u() < p3(it.truth, theta), choice: null };
  // Knows it (2PL part) or guesses among four; c is the guessing floor, so knowing happens with (P − c)/(1 − c).
  const knows = r.u() < (p3(it.truth, theta) - it.truth.c) / (1 - it.truth.c);
  const choice = knows ? 0 : r.u() < it.truth.c ? 0 : 1 + Math.floor(r.u() * 3);
  return { item: j, correct: choice === it.storedKey, choice };
}

function takeForm(form: Form, theta: number, model: (j: number) => ItemParams): Sim {
  const m1 = form.m1.map((j) => answer(j, theta));
  const asAnswered = (rs: RunResponse[]): Answered[] => rs.map((x) => ({ item: model(x.item), correct: x.correct }));
  const route = routeAfterModule1(asAnswered(m1), form.easier.map(model), form.harder.map(model));
  const routed = route.tie ? (m1.filter((x) => x.correct).length >= form.threshold ? "harder" : "easier") : route.variant;
  const info = (ids: number[]) => ids.reduce((s, j) => s + itemInformation(items[j]!.truth, theta), 0);
  const best = info(form.harder) > info(form.easier) ? "harder" : "easier";
  const m2 = (routed === "harder" ? form.harder : form.easier).map((j) => answer(j, theta));
  const responses = [...m1, ...m2];
  // The old way: route by the module-1 raw threshold, read the table row of the raw score on that path.
  const oldRouted = m1.filter((x) => x.correct).length >= form.threshold ? "harder" : "easier";
  const oldM2 = oldRouted === routed ? m2 : (oldRouted === "harder" ? form.harder : form.easier).map((j) => answer(j, theta));
  const raw = [...m1, ...oldM2].filter((x) => x.correct).length;
  const old = { ...scaledEstimate(form.table, form.test, oldRouted, raw)!, routed: oldRouted as "easier" | "harder" };
  return { test: form.test, theta, responses, score: sectionScore(asAnswered(responses)), routed, best, old };
}

function cohort(model: (j: number) => ItemParams): Sim[] {
  const out: Sim[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const exam = Math.floor(r.u() * (forms.length / 2));
    for (const form of [forms[2 * exam]!, forms[2 * exam + 1]!]) out.push(takeForm(form, r.normal(), model));
  }
  return out;
}

function report(label: string, all: Sim[], old = false) {
  for (const test of ["verbal", "math"] as const) {
    const mine = all.filter((s) => s.test === test).map((s) => (old ? { ...s, score: { ...s.score, ...s.old }, routed: s.old.routed } : s));
    const err = mine.map((s) => s.score.score - scaleOf(s.theta));
    const rmse = Math.sqrt(err.reduce((a, e) => a + e * e, 0) / err.length);
    const bias = err.reduce((a, e) => a + e, 0) / err.length;
    const covered = mine.filter((s) => s.score.low <= scaleOf(s.theta) && scaleOf(s.theta) <= s.score.high).length / mine.length;
    const routed = mine.filter((s) => s.routed === s.best).length / mine.length;
    const width = mine.reduce((a, s) => a + s.score.high - s.score.low, 0) / mine.length;
    console.log(
      `  ${label.padEnd(22)} ${test.padEnd(6)}  score RMSE ${rmse.toFixed(1).padStart(5)}  bias ${bias.toFixed(1).padStart(6)}  ` +
        `band coverage ${(100 * covered).toFixed(1)}% (nominal ${100 * BAND_LEVEL}%, mean width ${width.toFixed(0)})  routing ${(100 * routed).toFixed(1)}%`,
    );
  }
}

// ------------------------------------------------------------------ run
console.log(
  `irt-simulation: ${STUDENTS} students, ${items.length} items on ${forms.length / 2} forms, seed ${SEED}; load: ${execSync("uptime").toString().trim()}`,
);
const labelModel = (j: number) => items[j]!.prior.mean;
const first = cohort(labelModel);
report("old raw-score tables", first, true);
report("label model", first);

const calibrated = new Map<number, ItemParams>();
let calSeconds = 0;
const flagged: { test: string; id: number; reasons: string[] }[] = [];
for (const test of ["verbal", "math"] as const) {
  const pool = [...new Set(forms.filter((f) => f.test === test).flatMap((f) => [...f.m1, ...f.easier, ...f.harder]))];
  const local = new Map(pool.map((j, k) => [j, k]));
  const runItems: RunItem[] = pool.map((j) => ({
    id: j,
    type: items[j]!.type,
    prior: items[j]!.prior,
    current: items[j]!.prior.mean,
    source: "prior",
    key: items[j]!.type === "SC" ? items[j]!.storedKey : null,
  }));
  const persons = first.filter((s) => s.test === test).map((s) => s.responses.map((x) => ({ ...x, item: local.get(x.item)! })));
  const t0 = performance.now();
  const outcome = runTestCalibration(runItems, persons);
  const seconds = (performance.now() - t0) / 1000;
  calSeconds += seconds;
  console.log(
    `  calibration ${test}: ${persons.length} students, ${outcome.responses} responses, ${outcome.freeItems}/${pool.length} items with >= ${MIN_RESPONSES} responses, ` +
      `${outcome.iterations} EM cycles${outcome.converged ? "" : " (not converged)"}, ${outcome.items.filter((i) => i.refused).length} refused, ${seconds.toFixed(1)} s`,
  );
  for (const o of outcome.items) {
    if (o.next) calibrated.set(o.id, o.next);
    if (o.check.reasons.length) flagged.push({ test, id: o.id, reasons: o.check.reasons });
  }
}

function recovery(name: string, get: (j: number) => ItemParams) {
  const ids = [...calibrated.keys()];
  const stats = (f: (p: ItemParams) => number) => {
    const x = ids.map((j) => f(get(j)));
    const y = ids.map((j) => f(items[j]!.truth));
    const rmse = Math.sqrt(x.reduce((s, v, i) => s + (v - y[i]!) ** 2, 0) / x.length);
    const mx = x.reduce((s, v) => s + v, 0) / x.length;
    const my = y.reduce((s, v) => s + v, 0) / y.length;
    const cov = x.reduce((s, v, i) => s + (v - mx) * (y[i]! - my), 0);
    const sx = Math.sqrt(x.reduce((s, v) => s + (v - mx) ** 2, 0));
    const sy = Math.sqrt(y.reduce((s, v) => s + (v - my) ** 2, 0));
    return `RMSE ${rmse.toFixed(3)}, r ${sx > 0 ? (cov / (sx * sy)).toFixed(3) : "-"}`;
  };
  console.log(`  recovery (${name.padEnd(10)}, ${ids.length} items): a ${stats((p) => p.a)};  b ${stats((p) => p.b)}`);
}
recovery("priors", (j) => items[j]!.prior.mean);
recovery("calibrated", (j) => calibrated.get(j)!);

const second = cohort((j) => calibrated.get(j) ?? items[j]!.prior.mean);
report("after calibration", second);
const oracle = cohort((j) => items[j]!.truth);
report("true parameters", oracle);

const plantedFlag = flagged.find((f) => f.id === planted);
console.log(`  planted wrong key (item ${planted}): ${plantedFlag ? `flagged (${plantedFlag.reasons.join(", ")})` : "NOT flagged"}`);
console.log(`  other items flagged: ${flagged.filter((f) => f.id !== planted).length} of ${calibrated.size - 1}`);
console.log(`  calibration time: ${calSeconds.toFixed(1)} s for both tests`);
