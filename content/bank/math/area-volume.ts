import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, piTex, tex, type Num } from "./explain";
import { dashed, ellipse, NOT_TO_SCALE, polygon, rightAngle, seg, svg, text, type Pt } from "./figures";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "area_volume" } as const;

const piValue = (c: Num) => Number(c.valueOf()) * Math.PI;
const piChoice = (c: Num, mistake: string, why: string): Distractor => ({ value: piValue(c), tex: piTex(c), mistake, why });

function cylinderFigure(kind: "r" | "d", value: number, h: number, label: string): string {
  const cx = 110;
  const top = 40;
  const bottom = 170;
  const rx = 70;
  const ry = 18;
  const across = kind === "d" ? seg([cx - rx, top], [cx + rx, top], 'stroke-width="1.5"') : seg([cx, top], [cx + rx, top], 'stroke-width="1.5"');
  const body =
    ellipse([cx, top], rx, ry) +
    seg([cx - rx, top], [cx - rx, bottom]) +
    seg([cx + rx, top], [cx + rx, bottom]) +
    `<path d="M${cx - rx} ${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}" fill="none" stroke="#000" stroke-width="2"/>` +
    `<path d="M${cx - rx} ${bottom}A${rx} ${ry} 0 0 1 ${cx + rx} ${bottom}" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    across +
    `<circle cx="${cx}" cy="${top}" r="2.5" fill="#000"/>` +
    text([kind === "d" ? cx : cx + rx / 2, top - 6], String(value), { size: 14 }) +
    text([cx + rx + 12, (top + bottom) / 2 + 5], String(h), { anchor: "start", size: 14 });
  return svg(260, 210, label, body);
}

/** Volume of a cylinder from its radius (or diameter) and height. */
const cylinder = defineGenerator(
  { ...meta, id: "vol-cylinder-from-figure", difficulty: "easy", shape: "Find the volume of a right circular cylinder from its radius or diameter and its height (answer in terms of π)." },
  (r) => {
    const rad = r.int(2, 9);
    const h = r.int(3, 15);
    const useDiameter = r.bool(0.4);
    const unit = r.pick(["centimeters", "inches", "meters"]);
    const key = rad * rad * h;
    const given = useDiameter ? `d = ${2 * rad}` : `r = ${rad}`;
    const label = `A right circular cylinder. The ${useDiameter ? "diameter" : "radius"} of its circular base is ${useDiameter ? 2 * rad : rad} ${unit} and its height is ${h} ${unit}.`;
    const fig = cylinderFigure(useDiameter ? "d" : "r", useDiameter ? 2 * rad : rad, h, label);
    const distractors: Distractor[] = [
      piChoice(2 * rad * h, "lateral-area-instead-of-volume", `is ${m(`2\\pi rh`)}, the area of the curved side, not the volume.`),
      piChoice(rad * h, "did-not-square-radius", `uses ${m("\\pi rh")}, leaving out one factor of the radius.`),
      piChoice(R(key, 3), "used-cone-formula", `divides by ${mn(3)}, which is the volume of a cone with the same base and height.`),
    ];
    if (useDiameter) distractors.unshift(piChoice(4 * key, "used-diameter-as-radius", `uses the diameter ${mn(2 * rad)} as the radius; the radius is half the diameter.`));
    else distractors.push(piChoice(2 * key, "used-2r-squared", `doubles the volume, as if ${m("2\\pi r^2 h")} were the formula.`));
    return {
      kind: "numeric",
      params: { [useDiameter ? "d" : "r"]: useDiameter ? 2 * rad : rad, h },
      stem: `${fig}\n<p>The right circular cylinder shown has a base with ${useDiameter ? "diameter" : "radius"} ${mn(useDiameter ? 2 * rad : rad)} ${unit} and a height of ${mn(h)} ${unit}. What is the volume, in cubic ${unit}, of the cylinder?</p>`,
      steps: [
        useDiameter ? `The radius is half the diameter: ${m(`r = \\frac{${2 * rad}}{2} = ${rad}`)}.` : `The radius is ${m(`r = ${rad}`)} and the height is ${m(`h = ${h}`)}.`,
        `The volume of a cylinder is ${m("V = \\pi r^2 h")}: ${m(`V = \\pi(${rad})^2(${h}) = ${piTex(key)}`)}.`,
      ],
      key: piValue(key),
      keyTex: piTex(key),
      distractors,
    };
  },
);

/** How many cubes fit in a box. */
const cubes = defineGenerator(
  { ...meta, id: "vol-cubes-filling-a-box", difficulty: "easy", shape: "Count the cubes of a given edge that exactly fill a rectangular box (volume divided by cube volume)." },
  (r) => {
    const e = r.int(2, 5);
    const [a, b, c] = [r.int(2, 8) * e, r.int(2, 8) * e, r.int(1, 6) * e];
    const key = (a / e) * (b / e) * (c / e);
    return {
      kind: "open",
      params: { e, a, b, c },
      stem: `<p>A rectangular box has inside dimensions ${mn(a)} centimeters by ${mn(b)} centimeters by ${mn(c)} centimeters. How many cubes with edges ${mn(e)} centimeters long are needed to fill the box completely?</p>`,
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
  { ...meta, id: "area-trapezoid-with-slant-side", difficulty: "medium", shape: "Find the area of a trapezoid from a figure that also labels a slanted side (the height, not the slant side, is used)." },
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
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>The figure shows a trapezoid with parallel sides of lengths ${mn(top)} and ${mn(bottom)}, a slanted side of length ${mn(slant)}, and a height of ${mn(h)}. What is the area of the trapezoid?</p>`,
      steps: [
        `The area of a trapezoid is half the sum of the parallel sides times the height (the perpendicular distance between them): ${m(`\\frac{1}{2}(${top} + ${bottom})(${h})`)}.`,
        `${m(`\\frac{1}{2}(${top + bottom})(${h}) = ${tex(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: R((top + bottom) * slant, 2), mistake: "used-slanted-side-as-height", why: `uses the slanted side ${mn(slant)} instead of the height ${mn(h)}.` },
        { value: (top + bottom) * h, mistake: "forgot-one-half", why: `leaves out the ${m("\\frac{1}{2}")}: it is the area of a rectangle ${mn(top + bottom)} by ${mn(h)}.` },
        { value: bottom * h, mistake: "used-longer-base-only", why: `is the area of a rectangle with the longer base, which is larger than the trapezoid.` },
        { value: top * h, mistake: "used-shorter-base-only", why: `is the area of a rectangle with the shorter base, which is smaller than the trapezoid.` },
      ],
    };
  },
);

/** A rectangle with sides in a given ratio and a given perimeter: its area. */
const ratioRectangle = defineGenerator(
  { ...meta, id: "area-rectangle-from-ratio-and-perimeter", difficulty: "medium", shape: "A rectangle's length and width are in a given ratio and its perimeter is known; find its area." },
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

/** Cylinder scaled: radius times k, height times j. */
const scaling = defineGenerator(
  { ...meta, id: "vol-cylinder-scaled-dimensions", difficulty: "hard", shape: "A cylinder's radius and height are multiplied by different factors; find the factor for its volume (radius factor squared)." },
  (r) => {
    const k = r.pick([R(2), R(3), R(4), R(1, 2), R(3, 2), R(5)]);
    const j = r.pick([R(2), R(3), R(1, 2), R(1, 3), R(4)]);
    const key = k.mul(k).mul(j);
    if (k.eq(j) || key.eq(1)) return null;
    const word = (f: ReturnType<typeof R>) => (f.isInt() ? `multiplied by ${mn(f)}` : f.n === 1 ? `divided by ${mn(f.d)}` : `multiplied by ${mn(f)}`);
    return {
      kind: "numeric",
      positive: true,
      params: { k: k.valueOf(), j: j.valueOf() },
      stem: `<p>A company changes the design of a cylindrical can: the radius of the can is ${word(k)}, and the height is ${word(j)}. The volume of the new can is how many times the volume of the original can?</p>`,
      steps: [
        `The volume of a cylinder is ${m("V = \\pi r^2 h")}. Replacing ${m("r")} with ${m(`${tex(k)}r`)} and ${m("h")} with ${m(`${tex(j)}h`)} gives ${m(`\\pi(${tex(k)}r)^2(${tex(j)}h) = ${tex(k.mul(k))} \\cdot ${tex(j)} \\cdot \\pi r^2 h`)}.`,
        `So the new volume is ${m(tex(key))} times the original.`,
      ],
      key,
      distractors: [
        { value: k.mul(j), mistake: "did-not-square-radius-factor", why: `multiplies the two factors without squaring the radius factor; the radius appears squared in the volume.` },
        { value: k.mul(k).mul(k), mistake: "cubed-radius-factor", why: `cubes the radius factor as if every dimension were scaled by it, and ignores the height factor.` },
        { value: k.add(j), mistake: "added-factors", why: `adds the factors; scale factors multiply.` },
        { value: k.mul(k), mistake: "ignored-height-factor", why: `accounts for the radius but not for the change in height.` },
        { value: k.mul(j).mul(j), mistake: "squared-height-factor", why: `squares the height factor instead of the radius factor.` },
      ],
    };
  },
);

/** Sphere: from its surface area to its volume. */
const sphere = defineGenerator(
  { ...meta, id: "vol-sphere-from-surface-area", difficulty: "hard", shape: "Given a sphere's surface area (a multiple of π), find its volume (radius first)." },
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
      ],
    };
  },
);

export const AREA_VOLUME: MathGenerator[] = [cylinder, cubes, trapezoid, ratioRectangle, scaling, sphere];
