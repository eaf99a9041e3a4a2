import { moments, NODES, type Answered, type Posterior } from "./irt-eap";
import { itemPrior, p3, type ItemParams } from "./irt-model";

/**
 * Ability per skill, and practice at the right difficulty (decision 0052), from the same 3PL model and item
 * parameters as the scores (decision 0034).
 *
 * A skill's ability is the posterior of θ from the student's answers to that skill's items, with a normal prior
 * centred on their ability in the rest of the same test (the EAP from the other skills' answers under N(0, 1))
 * and SKILL_SPREAD wide: a skill with no answers sits where the student's section is, and its own answers move it
 * away as they accumulate (a two-level model; Mislevy & Bock's "hierarchical" EAP, here with a fixed spread).
 *
 * An item's predicted success for a student is the posterior predictive P = Σ_k w_k P(θ_k), not P at the point
 * estimate: with few answers the posterior is wide and the prediction stays modest.
 *
 * Pure: no app, no database.
 */

/** Practice aims at items the student answers right this often. */
export const TARGET_SUCCESS = 0.7;
/** SD of a skill's ability around the student's ability in the rest of its test. */
export const SKILL_SPREAD = 0.8;
/** Items whose predicted success is within this of the best reachable one count as equally good. */
export const TARGET_TOLERANCE = 0.05;

export type SkillAnswer = Answered & { skill: string; test: "verbal" | "math" };
export type SkillAbility = { theta: number; sd: number; posterior: Posterior; answers: number };

type Test = "verbal" | "math";

/** Σ log P(answer | θ_k) at every node. */
function addLogLik(into: number[], answer: Answered) {
  for (let k = 0; k < NODES.length; k++) {
    const p = p3(answer.item, NODES[k]!);
    into[k]! += Math.log(answer.correct ? p : 1 - p);
  }
}

/** The normalized posterior from a log-likelihood and a normal prior N(mean, sd²) on the nodes. */
function posteriorOf(logLik: readonly number[], mean: number, sd: number): Posterior {
  const log = NODES.map((t, k) => logLik[k]! - ((t - mean) / sd) ** 2 / 2);
  const max = Math.max(...log);
  const raw = log.map((l) => Math.exp(l - max));
  const sum = raw.reduce((a, w) => a + w, 0);
  return { nodes: NODES, weights: raw.map((w) => w / sum) };
}

/**
 * Every listed skill's ability from all the student's answers, in one pass over the answers: each skill's
 * log-likelihood once, the rest of its test as the sum of the others'.
 */
export function skillAbilities(answers: readonly SkillAnswer[], skills: readonly { skill: string; test: Test }[]): Map<string, SkillAbility> {
  const vectors = new Map<string, { test: Test; log: number[]; count: number }>();
  for (const a of answers) {
    const key = `${a.test}:${a.skill}`;
    let v = vectors.get(key);
    if (!v) vectors.set(key, (v = { test: a.test, log: NODES.map(() => 0), count: 0 }));
    addLogLik(v.log, a);
    v.count++;
  }
  const totals = new Map<Test, { log: number[]; count: number }>();
  for (const v of vectors.values()) {
    const t = totals.get(v.test) ?? { log: NODES.map(() => 0), count: 0 };
    v.log.forEach((l, k) => (t.log[k]! += l));
    t.count += v.count;
    totals.set(v.test, t);
  }
  const out = new Map<string, SkillAbility>();
  for (const { skill, test } of skills) {
    const own = vectors.get(`${test}:${skill}`);
    const total = totals.get(test);
    const restCount = (total?.count ?? 0) - (own?.count ?? 0);
    const rest = NODES.map((_, k) => (total?.log[k] ?? 0) - (own?.log[k] ?? 0));
    const centre = restCount > 0 ? moments(posteriorOf(rest, 0, 1)).theta : 0;
    const post = posteriorOf(own?.log ?? NODES.map(() => 0), centre, SKILL_SPREAD);
    out.set(skill, { ...moments(post), posterior: post, answers: own?.count ?? 0 });
  }
  return out;
}

/** The ability in one skill of `test` from every answer of the student (answers of other tests are ignored). */
export function skillAbility(answers: readonly SkillAnswer[], skill: string, test: Test): SkillAbility {
  return skillAbilities(answers, [{ skill, test }]).get(skill)!;
}

/** The chance a student with this ability answers the item right (posterior predictive). */
export function predictedSuccess(item: ItemParams, ability: Pick<SkillAbility, "posterior">): number {
  const { nodes, weights } = ability.posterior;
  let p = 0;
  for (let k = 0; k < nodes.length; k++) p += weights[k]! * p3(item, nodes[k]!);
  return p;
}

/**
 * The candidates nearest the target: every one whose predicted success is within `tolerance` of the best
 * reachable distance to `target` (the caller then prefers unseen items among them). Empty only for no candidates.
 */
export function nearTarget<T>(candidates: readonly T[], successOf: (c: T) => number, target = TARGET_SUCCESS, tolerance = TARGET_TOLERANCE): T[] {
  const scored = candidates.map((c) => ({ c, gap: Math.abs(successOf(c) - target) }));
  const best = Math.min(...scored.map((s) => s.gap));
  return scored.filter((s) => s.gap <= best + tolerance).map((s) => s.c);
}

/**
 * The items a full test asks of a skill, as the plan weighs them: one of each difficulty label at its prior
 * (the share of student-produced responses in Math, about a quarter, with c = 0).
 */
export function referenceItems(test: "verbal" | "math"): ItemParams[] {
  const levels = ["easy", "medium", "hard"] as const;
  const sc = levels.map((difficulty) => itemPrior({ type: "SC", difficulty }).mean);
  if (test === "verbal") return sc;
  const oe = levels.map((difficulty) => itemPrior({ type: "OE", difficulty }).mean);
  return [...sc, ...sc, ...sc, ...oe];
}

/** The share of a skill's test questions the student is expected to answer right at this ability. */
export function expectedShare(ability: Pick<SkillAbility, "posterior">, test: "verbal" | "math"): number {
  const items = referenceItems(test);
  return items.reduce((s, item) => s + predictedSuccess(item, ability), 0) / items.length;
}
