import type { MathGenerator } from "../types";
import { EQUIVALENT_EXPRESSIONS } from "./equivalent-expressions";
import { LINEAR_EQUATIONS_ONE_VARIABLE } from "./linear-equations-one-variable";
import { LINEAR_EQUATIONS_TWO_VARIABLES } from "./linear-equations-two-variables";
import { LINEAR_FUNCTIONS } from "./linear-functions";
import { LINEAR_INEQUALITIES } from "./linear-inequalities";
import { ONE_VARIABLE_DATA } from "./one-variable-data";
import { PERCENTAGES } from "./percentages";
import { PROBABILITY } from "./probability";
import { RATIOS_RATES } from "./ratios-rates";
import { SAMPLE_STATISTICS } from "./sample-statistics";
import { STATISTICAL_CLAIMS } from "./statistical-claims";
import { TWO_VARIABLE_DATA } from "./two-variable-data";
import { NONLINEAR_EQUATIONS } from "./nonlinear-equations";
import { NONLINEAR_FUNCTIONS } from "./nonlinear-functions";
import { SYSTEMS_OF_LINEAR_EQUATIONS } from "./systems-of-linear-equations";

/**
 * Every Math problem-shape generator of the bank (one file per skill). A generator's `generate(seed)`
 * is pure; a bank question is stored with its seed (id `bank-m-<generator id>-<seed>`, tags `generator:`,
 * `seed:`, `shape:`), so review shows it again exactly. tests/unit/bank-math/ is the property test.
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
];

/** The generator of a shape id, if any. */
export function generatorById(id: string): MathGenerator | undefined {
  return GENERATORS.find((g) => g.id === id);
}
