import { describe } from "vitest";
import { EQUIVALENT_EXPRESSIONS } from "../../../content/bank/math/equivalent-expressions";
import { NONLINEAR_EQUATIONS } from "../../../content/bank/math/nonlinear-equations";
import { NONLINEAR_FUNCTIONS } from "../../../content/bank/math/nonlinear-functions";
import { propertyTests } from "./harness";
import { ADVANCED } from "./oracles-advanced";

describe("Math bank generators: equivalent expressions", () => propertyTests(EQUIVALENT_EXPRESSIONS, ADVANCED));
describe("Math bank generators: nonlinear equations", () => propertyTests(NONLINEAR_EQUATIONS, ADVANCED));
describe("Math bank generators: nonlinear functions", () => propertyTests(NONLINEAR_FUNCTIONS, ADVANCED));
