import { describe } from "vitest";
import { LINEAR_EQUATIONS_ONE_VARIABLE } from "../../../content/bank/math/linear-equations-one-variable";
import { LINEAR_EQUATIONS_TWO_VARIABLES } from "../../../content/bank/math/linear-equations-two-variables";
import { propertyTests } from "./harness";
import { LINEAR_ONE } from "./oracles-linear-one";
import { LINEAR_TWO } from "./oracles-linear-two";

describe("Math bank generators: linear equations in one variable", () => propertyTests(LINEAR_EQUATIONS_ONE_VARIABLE, LINEAR_ONE));
describe("Math bank generators: linear equations in two variables", () => propertyTests(LINEAR_EQUATIONS_TWO_VARIABLES, LINEAR_TWO));
import { LINEAR_FUNCTIONS } from "../../../content/bank/math/linear-functions";
import { LINEAR_FUNCTIONS_ORACLES } from "./oracles-linear-functions";
describe("Math bank generators: linear functions", () => propertyTests(LINEAR_FUNCTIONS, LINEAR_FUNCTIONS_ORACLES));
import { SYSTEMS_OF_LINEAR_EQUATIONS } from "../../../content/bank/math/systems-of-linear-equations";
import { LINEAR_INEQUALITIES } from "../../../content/bank/math/linear-inequalities";
import { INEQUALITIES, SYSTEMS } from "./oracles-systems-inequalities";
describe("Math bank generators: systems of linear equations", () => propertyTests(SYSTEMS_OF_LINEAR_EQUATIONS, SYSTEMS));
describe("Math bank generators: linear inequalities", () => propertyTests(LINEAR_INEQUALITIES, INEQUALITIES));
