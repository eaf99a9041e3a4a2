import { describe } from "vitest";
import { LINEAR_EQUATIONS_ONE_VARIABLE } from "../../../content/bank/math/linear-equations-one-variable";
import { LINEAR_EQUATIONS_TWO_VARIABLES } from "../../../content/bank/math/linear-equations-two-variables";
import { propertyTests } from "./harness";
import { LINEAR_ONE } from "./oracles-linear-one";
import { LINEAR_TWO } from "./oracles-linear-two";

describe("Math bank generators: linear equations in one variable", () => propertyTests(LINEAR_EQUATIONS_ONE_VARIABLE, LINEAR_ONE));
describe("Math bank generators: linear equations in two variables", () => propertyTests(LINEAR_EQUATIONS_TWO_VARIABLES, LINEAR_TWO));
