import type { MathGenerator, QuestionInput } from "../types";
import { AREA_VOLUME } from "./area-volume";
import { CIRCLES } from "./circles";
import { EQUIVALENT_EXPRESSIONS } from "./equivalent-expressions";
import { LINEAR_EQUATIONS_ONE_VARIABLE } from "./linear-equations-one-variable";
import { LINEAR_EQUATIONS_TWO_VARIABLES } from "./linear-equations-two-variables";
import { LINEAR_FUNCTIONS } from "./linear-functions";
import { LINEAR_INEQUALITIES } from "./linear-inequalities";
import { LINES_ANGLES_TRIANGLES } from "./lines-angles-triangles";
import { NONLINEAR_EQUATIONS } from "./nonlinear-equations";
import { NONLINEAR_FUNCTIONS } from "./nonlinear-functions";
import { ONE_VARIABLE_DATA } from "./one-variable-data";
import { PERCENTAGES } from "./percentages";
import { PROBABILITY } from "./probability";
import { RATIOS_RATES } from "./ratios-rates";
import { RIGHT_TRIANGLES } from "./right-triangles";
import { SAMPLE_STATISTICS } from "./sample-statistics";
import { STATISTICAL_CLAIMS } from "./statistical-claims";
import { SYSTEMS_OF_LINEAR_EQUATIONS } from "./systems-of-linear-equations";
import { TWO_VARIABLE_DATA } from "./two-variable-data";

/**
 * Every Math problem-shape generator of the bank, one file per skill (in the order of MATH_SKILLS).
 * A generator's `generate(seed)` is pure; a bank question is stored with its seed (id
 * `bank-m-<generator id>-<seed>`, tags `bank`, `generator:<id>`, `seed:<n>`, `shape:<id>`), so review shows
 * it again exactly (questionFromId). tests/unit/bank-math/ is the property test over 1,000 seeds each.
 */
export const GENERATORS: MathGenerator[] = [
  ...LINEAR_EQUATIONS_ONE_VARIABLE,
  ...LINEAR_EQUATIONS_TWO_VARIABLES,
  ...LINEAR_FUNCTIONS,
  ...SYSTEMS_OF_LINEAR_EQUATIONS,
  ...LINEAR_INEQUALITIES,
  ...EQUIVALENT_EXPRESSIONS,
  ...NONLINEAR_EQUATIONS,
  ...NONLINEAR_FUNCTIONS,
  ...RATIOS_RATES,
  ...PERCENTAGES,
  ...ONE_VARIABLE_DATA,
  ...TWO_VARIABLE_DATA,
  ...PROBABILITY,
  ...SAMPLE_STATISTICS,
  ...STATISTICAL_CLAIMS,
  ...AREA_VOLUME,
  ...LINES_ANGLES_TRIANGLES,
  ...RIGHT_TRIANGLES,
  ...CIRCLES,
];

/** The generator of a shape id, if any. */
export function generatorById(id: string): MathGenerator | undefined {
  return GENERATORS.find((g) => g.id === id);
}

/** The question behind a stored bank id `bank-m-<generator id>-<seed>`, or undefined for another id. */
export function questionFromId(id: string): QuestionInput | undefined {
  const m = /^bank-m-([a-z0-9-]+)-(\d+)$/.exec(id);
  if (!m) return undefined;
  const gen = generatorById(m[1]!);
  return gen?.generate(Number(m[2])).question;
}

/** Seeds tried per generator when materialising (small parameter spaces repeat questions now and then). */
const MAX_SEEDS = 200;

/**
 * `count` different questions of one generator: seeds 1, 2, 3, … in order, skipping a seed whose question
 * text repeats an earlier one. Deterministic, so the same call always gives the same questions.
 */
export function materialize(gen: MathGenerator, count: number): QuestionInput[] {
  const out: QuestionInput[] = [];
  const texts = new Set<string>();
  for (let seed = 1; seed <= MAX_SEEDS && out.length < count; seed++) {
    const q = gen.generate(seed).question;
    if (texts.has(q.text)) continue;
    texts.add(q.text);
    out.push(q);
  }
  if (out.length < count) throw new Error(`${gen.id}: only ${out.length} different questions in ${MAX_SEEDS} seeds`);
  return out;
}

/** The Math half of the skill bank: `perGenerator` questions of every generator (default 6). */
export function mathBankQuestions(perGenerator = 6): QuestionInput[] {
  return GENERATORS.flatMap((g) => materialize(g, perGenerator));
}
