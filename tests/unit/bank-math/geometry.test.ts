import { describe } from "vitest";
import { AREA_VOLUME } from "../../../content/bank/math/area-volume";
import { CIRCLES } from "../../../content/bank/math/circles";
import { LINES_ANGLES_TRIANGLES } from "../../../content/bank/math/lines-angles-triangles";
import { RIGHT_TRIANGLES } from "../../../content/bank/math/right-triangles";
import { propertyTests } from "./harness";
import { GEOMETRY } from "./oracles-geometry";

describe("Math bank generators: area and volume", () => propertyTests(AREA_VOLUME, GEOMETRY));
describe("Math bank generators: lines, angles and triangles", () => propertyTests(LINES_ANGLES_TRIANGLES, GEOMETRY));
describe("Math bank generators: right triangles and trigonometry", () => propertyTests(RIGHT_TRIANGLES, GEOMETRY));
describe("Math bank generators: circles", () => propertyTests(CIRCLES, GEOMETRY));
