import { describe } from "vitest";
import { EQUIVALENT_EXPRESSIONS } from "../../../content/bank/math/equivalent-expressions";
import { LINEAR_EQUATIONS_ONE_VARIABLE } from "../../../content/bank/math/linear-equations-one-variable";
import { LINEAR_EQUATIONS_TWO_VARIABLES } from "../../../content/bank/math/linear-equations-two-variables";
import { LINEAR_FUNCTIONS } from "../../../content/bank/math/linear-functions";
import { LINEAR_INEQUALITIES } from "../../../content/bank/math/linear-inequalities";
import { NONLINEAR_EQUATIONS } from "../../../content/bank/math/nonlinear-equations";
import { NONLINEAR_FUNCTIONS } from "../../../content/bank/math/nonlinear-functions";
import { SYSTEMS_OF_LINEAR_EQUATIONS } from "../../../content/bank/math/systems-of-linear-equations";
import { propertyTests } from "./harness";
import { ADVANCED } from "./oracles-advanced";
import { LINEAR_FUNCTIONS_ORACLES } from "./oracles-linear-functions";
import { LINEAR_ONE } from "./oracles-linear-one";
import { LINEAR_TWO } from "./oracles-linear-two";
import { INEQUALITIES, SYSTEMS } from "./oracles-systems-inequalities";

// Algebra and Advanced Math (one file: each test file loads mathjs and KaTeX once).
describe("Math bank generators: linear equations in one variable", () => propertyTests(LINEAR_EQUATIONS_ONE_VARIABLE, LINEAR_ONE));
describe("Math bank generators: linear equations in two variables", () => propertyTests(LINEAR_EQUATIONS_TWO_VARIABLES, LINEAR_TWO));
describe("Math bank generators: linear functions", () => propertyTests(LINEAR_FUNCTIONS, LINEAR_FUNCTIONS_ORACLES));
describe("Math bank generators: systems of linear equations", () => propertyTests(SYSTEMS_OF_LINEAR_EQUATIONS, SYSTEMS));
describe("Math bank generators: linear inequalities", () => propertyTests(LINEAR_INEQUALITIES, INEQUALITIES));
describe("Math bank generators: equivalent expressions", () => propertyTests(EQUIVALENT_EXPRESSIONS, ADVANCED));
describe("Math bank generators: nonlinear equations", () => propertyTests(NONLINEAR_EQUATIONS, ADVANCED));
describe("Math bank generators: nonlinear functions", () => propertyTests(NONLINEAR_FUNCTIONS, ADVANCED));
