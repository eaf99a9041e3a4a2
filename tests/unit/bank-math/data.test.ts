import { describe } from "vitest";
import { ONE_VARIABLE_DATA } from "../../../content/bank/math/one-variable-data";
import { PERCENTAGES } from "../../../content/bank/math/percentages";
import { PROBABILITY } from "../../../content/bank/math/probability";
import { RATIOS_RATES } from "../../../content/bank/math/ratios-rates";
import { SAMPLE_STATISTICS } from "../../../content/bank/math/sample-statistics";
import { STATISTICAL_CLAIMS } from "../../../content/bank/math/statistical-claims";
import { TWO_VARIABLE_DATA } from "../../../content/bank/math/two-variable-data";
import { propertyTests } from "./harness";
import { CLAIMS, DATA, PROBABILITY_SAMPLES, RATIOS_PERCENT } from "./oracles-data";

describe("Math bank generators: ratios, rates, proportions and units", () => propertyTests(RATIOS_RATES, RATIOS_PERCENT));
describe("Math bank generators: percentages", () => propertyTests(PERCENTAGES, RATIOS_PERCENT));
describe("Math bank generators: one-variable data", () => propertyTests(ONE_VARIABLE_DATA, DATA));
describe("Math bank generators: two-variable data", () => propertyTests(TWO_VARIABLE_DATA, DATA));
describe("Math bank generators: probability", () => propertyTests(PROBABILITY, PROBABILITY_SAMPLES));
describe("Math bank generators: sample statistics", () => propertyTests(SAMPLE_STATISTICS, PROBABILITY_SAMPLES));
describe("Math bank generators: statistical claims", () => propertyTests(STATISTICAL_CLAIMS, CLAIMS));
