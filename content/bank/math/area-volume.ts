import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, piTex, tex, type Num } from "./explain";
import { dashed, ellipse, NOT_TO_SCALE, polygon, rightAngle, seg, svg, text, type Pt } from "./figures";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "area_volume" } as const;

const piValue = (c: Num) => Number(c.valueOf()) * Math.PI;
const piChoice = (c: Num, mistake: string, why: string): Distractor => ({ value: piValue(c), tex: piTex(c), mistake, why });

const PRISM_TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
] as const;

/** A prism whose bases are right triangles: volume = (1/2)(leg)(leg)(length). */
const prism = defineGenerator(
  {
    ...meta,
    id: "vol-right-triangular-prism",
    difficulty: "easy",
    shape: "Find the volume of a prism whose bases are right triangles with given legs (and hypotenuse) and a given length.",
  },
  (r) => {
    const [a, b, c] = r.pick(PRISM_TRIPLES);
    const L = r.int(4, 20);
    const key = R(a * b * L, 2);
    const thing = r.pick(["A wooden doorstop", "A tent", "A glass paperweight", "A concrete ramp"]);
    return {
      kind: "numeric",
      positive: true,
      params: { a, b, c, L },
      stem: `<p>${thing} is shaped like a prism whose two bases are right triangles. Each base has legs of lengths ${mn(a)} inches and ${mn(b)} inches and a hypotenuse of length ${mn(c)} inches, and the prism is ${mn(L)} inches long. What is the volume, in cubic inches, of the prism?</p>`,
      steps: [
        `The volume of a prism is the area of a base times the length. The base is a right triangle, so its area is half the product of the legs: ${m(`\\frac{1}{2} \\cdot ${a} \\cdot ${b} = ${tex(R(a * b, 2))}`)} square inches.`,
        `The volume is ${m(`${tex(R(a * b, 2))} \\cdot ${L} = ${tex(key)}`)} cubic inches. (The hypotenuse is not needed.)`,
      ],
      key,
      distractors: [
        {
          value: a * b * L,
          mistake: "forgot-one-half",
          why: `leaves out the ${m("\\frac{1}{2}")} in the triangle's area: it is the volume of a box ${mn(a)} by ${mn(b)} by ${mn(L)}.`,
        },
        {
          value: R(a * c * L, 2),
          mistake: "used-the-hypotenuse-as-a-leg",
          why: `uses the hypotenuse ${mn(c)} as if it were a leg; the area of a right triangle uses the two legs.`,
        },
        { value: R(a * b * L, 6), mistake: "used-pyramid-formula", why: `divides by ${mn(3)} as well, which is the formula for a pyramid, not a prism.` },
        { value: R(a * b, 2), mistake: "gave-base-area", why: `is the area of one triangular base; it is never multiplied by the length ${mn(L)}.` },
        {
          value: R((a + b) * L, 2),
          mistake: "added-the-legs",
          why: `adds the legs instead of multiplying them in the triangle's area (${m(`\\frac{1}{2}(${a} + ${b})`)}).`,
        },
        {
          value: (a + b + c) * L,
          mistake: "used-perimeter-times-length",
          why: `multiplies the perimeter of the base by the length, which is the area of the three rectangular faces, not the volume.`,
        },
      ],
    };
  },
);

/** How many cubes fit in a box. */
const cubes = defineGenerator(
  {
    ...meta,
    id: "vol-cubes-filling-a-box",
    difficulty: "easy",
    shape: "Count the cubes of a given edge that exactly fill a rectangular box (volume divided by cube volume).",
  },
  (r) => {
    const e = r.int(2, 5);
    const [a, b, c] = [r.int(2, 8) * e, r.int(2, 8) * e, r.int(1, 6) * e];
    const key = (a / e) * (b / e) * (c / e);
    return {
      kind: "open",
      params: { e, a, b, c },
      stem: r.pick([
        `<p>A rectangular box has inside dimensions ${mn(a)} centimeters by ${mn(b)} centimeters by ${mn(c)} centimeters. How many cubes with edges ${mn(e)} centimeters long are needed to fill the box completely?</p>`,
        `<p>The inside of a rectangular box measures ${mn(a)} centimeters by ${mn(b)} centimeters by ${mn(c)} centimeters. How many cubes, each with edges ${mn(e)} centimeters long, exactly fill the box?</p>`,
        `<p>Cubes with edges ${mn(e)} centimeters long are packed, with no gaps, into a rectangular box whose inside dimensions are ${mn(a)} centimeters, ${mn(b)} centimeters and ${mn(c)} centimeters. How many cubes fill the box completely?</p>`,
      ]),
      steps: [
        `Along each edge of the box the cubes fit ${m(`\\frac{${a}}{${e}} = ${a / e}`)}, ${m(`\\frac{${b}}{${e}} = ${b / e}`)}, and ${m(`\\frac{${c}}{${e}} = ${c / e}`)} times.`,
        `So ${m(`${a / e} \\cdot ${b / e} \\cdot ${c / e} = ${int(key)}`)} cubes fill the box. (Equivalently, ${m(`\\frac{${a} \\cdot ${b} \\cdot ${c}}{${e}^3} = \\frac{${int(a * b * c)}}{${e ** 3}} = ${int(key)}`)}.)`,
      ],
      key,
    };
  },
);

const TRIPLES = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [9, 12, 15],
  [12, 9, 15],
] as const;

/** Area of a trapezoid shown with both bases, its height and a slanted side. */
const trapezoid = defineGenerator(
  {
    ...meta,
    id: "area-trapezoid-with-slant-side",
    difficulty: "medium",
    shape: "Find the area of a trapezoid from a figure that also labels a slanted side (the height, not the slant side, is used).",
  },
  (r) => {
    const [off, h, slant] = r.pick(TRIPLES);
    const top = r.int(4, 16);
    const extra = r.int(1, 8);
    const bottom = top + off + extra;
    const key = R((top + bottom) * h, 2);
    const W = 320;
    const sc = 240 / bottom;
    const hs = Math.min(130, h * sc);
    const A: Pt = [40, 30 + hs];
    const B: Pt = [40 + bottom * sc, 30 + hs];
    const C: Pt = [40 + (off + top) * sc, 30];
    const D: Pt = [40 + off * sc, 30];
    const F: Pt = [D[0], A[1]];
    const label = `A trapezoid with parallel sides of lengths ${top} (top) and ${bottom} (bottom). The left side, slanted, has length ${slant}. A dashed segment from the top left corner perpendicular to the bottom side shows the height, ${h}.`;
    const fig = svg(
      W,
      hs + 70,
      label,
      polygon([A, B, C, D]) +
        dashed(D, F) +
        rightAngle(F, D, B, 9) +
        text([(D[0] + C[0]) / 2, 22], String(top), { size: 14 }) +
        text([(A[0] + B[0]) / 2, A[1] + 22], String(bottom), { size: 14 }) +
        text([(A[0] + D[0]) / 2 - 14, (A[1] + D[1]) / 2 + 5], String(slant), { anchor: "end", size: 14 }) +
        text([D[0] + 6, (D[1] + F[1]) / 2 + 5], String(h), { anchor: "start", size: 14 }),
    );
    return {
      kind: "numeric",
      positive: true,
      params: { top, bottom, slant, h },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>The figure shows a trapezoid with parallel sides of lengths ${mn(top)} and ${mn(bottom)}, a slanted side of length ${mn(slant)}, and a height of ${mn(h)}. ${r.pick(["What is the area of the trapezoid?", "What is the area enclosed by the trapezoid?", "How many square units of area does the trapezoid cover?"])}</p>`,
      steps: [
        `The area of a trapezoid is half the sum of the parallel sides times the height (the perpendicular distance between them): ${m(`\\frac{1}{2}(${top} + ${bottom})(${h})`)}.`,
        `${m(`\\frac{1}{2}(${top + bottom})(${h}) = ${tex(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R((top + bottom) * slant, 2),
          mistake: "used-slanted-side-as-height",
          why: `uses the slanted side ${mn(slant)} instead of the height ${mn(h)}.`,
        },
        {
          value: (top + bottom) * h,
          mistake: "forgot-one-half",
          why: `leaves out the ${m("\\frac{1}{2}")}: it is the area of a rectangle ${mn(top + bottom)} by ${mn(h)}.`,
        },
        { value: bottom * h, mistake: "used-longer-base-only", why: `is the area of a rectangle with the longer base, which is larger than the trapezoid.` },
        { value: top * h, mistake: "used-shorter-base-only", why: `is the area of a rectangle with the shorter base, which is smaller than the trapezoid.` },
        {
          value: R(bottom * h, 2),
          mistake: "treated-as-triangle",
          why: `is ${m("\\frac{1}{2} \\cdot " + bottom + " \\cdot " + h)}, the area of a triangle on the longer base; it leaves out the shorter base.`,
        },
        { value: R(top + bottom, 2), mistake: "averaged-bases-only", why: `is the average of the two bases; it is never multiplied by the height ${mn(h)}.` },
      ],
    };
  },
);

/** A rectangle with sides in a given ratio and a given perimeter: its area. */
const ratioRectangle = defineGenerator(
  {
    ...meta,
    id: "area-rect-ratio-and-perimeter",
    difficulty: "medium",
    shape: "A rectangle's length and width are in a given ratio and its perimeter is known; find its area.",
  },
  (r) => {
    const a = r.int(2, 9);
    const b = r.int(1, a - 1);
    if (R(a, b).d !== b) return null;
    const k = r.int(2, 12);
    const P = 2 * (a + b) * k;
    const key = a * k * b * k;
    const thing = r.pick(["garden", "rug", "poster", "patio"]);
    return {
      kind: "open",
      params: { a, b, P },
      stem: `<p>The length and width of a rectangular ${thing} are in the ratio ${m(`${a} : ${b}`)}. The perimeter of the ${thing} is ${mn(P)} feet. What is the area of the ${thing}, in square feet?</p>`,
      steps: [
        `Let the length be ${m(`${a}k`)} and the width ${m(b === 1 ? "k" : `${b}k`)}. The perimeter is ${m(`2(${a}k + ${b === 1 ? "" : b}k) = ${2 * (a + b)}k = ${P}`)}, so ${m(`k = ${k}`)}.`,
        `The length is ${mn(a * k)} feet and the width is ${mn(b * k)} feet, so the area is ${m(`${a * k} \\cdot ${b * k} = ${int(key)}`)} square feet.`,
      ],
      key,
    };
  },
);

/** A silo: a cylinder with a hemisphere on top. */
const silo = defineGenerator(
  {
    ...meta,
    id: "vol-cylinder-with-hemisphere",
    difficulty: "hard",
    shape: "Find the volume of a solid made of a cylinder topped by a hemisphere of the same radius (two formulas, half a sphere).",
  },
  (r) => {
    const rad = 3 * r.int(1, 4);
    const h = r.int(4, 30);
    const cyl = rad * rad * h;
    const hemi = (2 * rad ** 3) / 3;
    const key = cyl + hemi;
    return {
      kind: "numeric",
      params: { r: rad, h },
      stem: r.pick([
        `<p>A grain silo is made of a right circular cylinder with a radius of ${mn(rad)} meters and a height of ${mn(h)} meters, topped by a hemisphere (half of a sphere) with the same radius. What is the total volume, in cubic meters, of the silo?</p>`,
        `<p>A grain silo is a right circular cylinder ${mn(h)} meters tall with a radius of ${mn(rad)} meters, with a hemisphere (half of a sphere) of the same radius on top. What is the volume, in cubic meters, of the whole silo?</p>`,
        `<p>The body of a grain silo is a right circular cylinder with radius ${mn(rad)} meters and height ${mn(h)} meters, and its dome is a hemisphere (half of a sphere) with the same radius. How many cubic meters does the silo hold in all?</p>`,
      ]),
      steps: [
        `Cylinder: ${m(`\\pi r^2 h = \\pi(${rad})^2(${h}) = ${piTex(cyl)}`)}.`,
        `Hemisphere: half of ${m("\\frac{4}{3}\\pi r^3")}, that is ${m(`\\frac{2}{3}\\pi(${rad})^3 = ${piTex(hemi)}`)}.`,
        `Total: ${m(`${piTex(cyl)} + ${piTex(hemi)} = ${piTex(key)}`)}.`,
      ],
      key: piValue(key),
      keyTex: piTex(key),
      distractors: [
        piChoice(cyl + (4 * rad ** 3) / 3, "used-a-whole-sphere", `adds a whole sphere, ${m("\\frac{4}{3}\\pi r^3")}, instead of half of one.`),
        piChoice(cyl, "left-out-the-dome", `is the volume of the cylinder alone.`),
        piChoice(
          rad * rad * (h + rad),
          "treated-the-dome-as-a-cylinder",
          `treats the dome as a cylinder of height ${mn(rad)}, which holds more than a hemisphere.`,
        ),
        piChoice(cyl + (2 * rad * rad) / 3, "used-r-squared-for-the-dome", `uses ${m("r^2")} instead of ${m("r^3")} in the hemisphere's volume.`),
        piChoice(
          cyl + rad ** 3 / 3,
          "treated-the-dome-as-a-cone",
          `treats the dome as a cone of height ${mn(rad)}, ${m("\\frac{1}{3}\\pi r^3")}, which holds half as much as the hemisphere.`,
        ),
        piChoice(hemi, "left-out-the-cylinder", `is the volume of the hemisphere alone; the cylinder below it is left out.`),
      ],
    };
  },
);

/** Sphere: from its surface area to its volume. */
const sphere = defineGenerator(
  {
    ...meta,
    id: "vol-sphere-from-surface-area",
    difficulty: "hard",
    shape: "Given a sphere's surface area (a multiple of π), find its volume (radius first).",
  },
  (r) => {
    const rad = r.int(2, 15);
    const S = 4 * rad * rad;
    const V = R(4 * rad ** 3, 3);
    const [unit, thing] = r.pick([
      ["centimeters", "A rubber ball is a sphere with"],
      ["inches", "A glass paperweight is a sphere with"],
      ["meters", "A spherical water tank has"],
      ["millimeters", "A steel bearing is a sphere with"],
    ] as const);
    return {
      kind: "numeric",
      params: { S },
      stem: `<p>${thing} a surface area of ${m(piTex(S))} square ${unit}. What is the volume, in cubic ${unit}, of the sphere?</p>`,
      steps: [
        `The surface area of a sphere is ${m("4\\pi r^2")}: ${m(`4\\pi r^2 = ${piTex(S)}`)}, so ${m(`r^2 = ${rad * rad}`)} and ${m(`r = ${rad}`)}.`,
        `The volume is ${m(`\\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi(${rad})^3 = ${piTex(V)}`)}.`,
      ],
      key: piValue(V),
      keyTex: piTex(V),
      distractors: [
        piChoice(4 * rad ** 3, "forgot-one-third", `leaves out the ${m("\\frac{1}{3}")} in ${m("\\frac{4}{3}\\pi r^3")}.`),
        piChoice(R(4 * rad * rad, 3), "squared-instead-of-cubed", `uses ${m("r^2")} instead of ${m("r^3")} in the volume formula.`),
        piChoice(R(32 * rad ** 3, 3), "used-diameter-as-radius", `uses the diameter ${mn(2 * rad)} as the radius.`),
        piChoice(R(4 * rad ** 6, 3), "did-not-take-square-root", `uses ${m(`r = ${rad * rad}`)}, the value of ${m("r^2")}, as the radius.`),
        piChoice(R(rad ** 3, 3), "used-one-third", `uses ${m("\\frac{1}{3}\\pi r^3")}, leaving out the factor ${mn(4)}.`),
        piChoice(R(2 * rad ** 3, 3), "gave-a-hemisphere", `is half the sphere's volume, the volume of a hemisphere.`),
      ],
    };
  },
);

export const AREA_VOLUME: MathGenerator[] = [prism, cubes, trapezoid, ratioRectangle, silo, sphere];
