import type { MathGenerator } from "../types";
import { defineGenerator, type Params } from "./build";
import { int, m, mn, sum, tex } from "./explain";
import { angleLabelPoint, NOT_TO_SCALE, polygon, seg, svg, text, tick, type Pt } from "./figures";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "lines_angles_triangles" } as const;

type Pos = "TR" | "TL" | "BL" | "BR";
const POS_WORDS: Record<Pos, (line: string) => string> = {
  TR: (l) => `above line ${l} and to the right of the transversal`,
  TL: (l) => `above line ${l} and to the left of the transversal`,
  BL: (l) => `below line ${l} and to the left of the transversal`,
  BR: (l) => `below line ${l} and to the right of the transversal`,
};

/** Two parallel lines cut by a transversal: the given angle at one intersection, the asked one at the other. */
const parallel = defineGenerator(
  {
    ...meta,
    id: "angles-parallel-transversal",
    difficulty: "easy",
    shape: "Two parallel lines are cut by a transversal; from one marked angle find another angle at the other intersection.",
  },
  (r) => {
    const x = r.int(35, 145);
    if (x === 90) return null;
    // The transversal rises to the right, so at each intersection the angles TR and BL are acute.
    const acute: Pos[] = ["TR", "BL"];
    const obtuse: Pos[] = ["TL", "BR"];
    const given: Pos = x < 90 ? r.pick(acute) : r.pick(obtuse);
    const asked: Pos = r.pick(["TR", "TL", "BL", "BR"] as const);
    const same = (acute.includes(given) && acute.includes(asked)) || (obtuse.includes(given) && obtuse.includes(asked));
    const key = same ? x : 180 - x;
    const P: Pt = [210, 70];
    const Q: Pt = [150, 170];
    const u: Pt = [(P[0] - Q[0]) / Math.hypot(P[0] - Q[0], P[1] - Q[1]), (P[1] - Q[1]) / Math.hypot(P[0] - Q[0], P[1] - Q[1])];
    const at = (c: Pt, pos: Pos): Pt => {
      const right: Pt = [c[0] + 10, c[1]];
      const left: Pt = [c[0] - 10, c[1]];
      const up: Pt = [c[0] + u[0] * 10, c[1] + u[1] * 10];
      const down: Pt = [c[0] - u[0] * 10, c[1] - u[1] * 10];
      const [a, b] = pos === "TR" ? [right, up] : pos === "TL" ? [up, left] : pos === "BL" ? [left, down] : [down, right];
      return angleLabelPoint(c, a, b, 26);
    };
    const body =
      seg([30, P[1]], [330, P[1]]) +
      seg([30, Q[1]], [330, Q[1]]) +
      seg([Q[0] - u[0] * 60, Q[1] - u[1] * 60], [P[0] + u[0] * 60, P[1] + u[1] * 60]) +
      text([340, P[1] + 5], "ℓ", { anchor: "start", italic: true }) +
      text([340, Q[1] + 5], "m", { anchor: "start", italic: true }) +
      text(at(P, given), `${x}°`, { size: 14 }) +
      text(at(Q, asked), "y°", { size: 14, italic: true });
    const label = `Two horizontal parallel lines, l above m, are crossed by a transversal that rises to the right. Where the transversal meets line l, the angle ${POS_WORDS[given]("l")} measures ${x} degrees. Where it meets line m, the angle ${POS_WORDS[asked]("m")} measures y degrees.`;
    const fig = svg(360, 230, label, body);
    return {
      kind: "numeric",
      positive: true,
      params: { x, given, asked },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`In the figure, line ${m("\\ell")} is parallel to line ${m("m")}. What is the value of ${m("y")}?`, `Lines ${m("\\ell")} and ${m("m")} in the figure are parallel. What is the value of ${m("y")}?`, `In the figure, ${m("\\ell \\parallel m")}. Find the value of ${m("y")}.`])}</p>`,
      steps: [
        `When a transversal crosses two parallel lines, the four angles at one intersection match the four at the other: the angles in the same positions are equal.`,
        same
          ? `The angle marked ${m("y^\\circ")} is in the position of an angle equal to the ${mn(x)}° angle (${given === asked ? "corresponding angles" : "it corresponds to the angle vertical to the marked angle"}), so ${m(`y = ${key}`)}.`
          : `The angle marked ${m("y^\\circ")} is in the position of an angle that forms a straight line with the ${mn(x)}° angle, so ${m(`y = 180 - ${x} = ${key}`)}.`,
      ],
      key,
      distractors: [
        {
          value: 180 - key,
          mistake: same ? "took-supplement-instead-of-equal" : "took-equal-instead-of-supplement",
          why: same
            ? `is the supplement of ${mn(x)}; the marked angles are in matching positions, so they are equal.`
            : `assumes the angles are equal; they are in non-matching positions, so they add up to ${mn(180)}.`,
        },
        { value: Math.abs(90 - x), mistake: "used-complement", why: `treats the angles as complementary (adding to ${mn(90)}); no right angle is involved.` },
        {
          value: 360 - key,
          mistake: "subtracted-from-360",
          why: `subtracts from ${mn(360)}, the angle all the way around a point, not from a straight angle.`,
        },
        {
          value: 2 * x > 180 ? 2 * x - 180 : 2 * x,
          mistake: "doubled-the-angle",
          why: `doubles the given angle; the angles at the second intersection are copies of those at the first.`,
        },
      ],
    };
  },
);

/** Isosceles triangle: base angle from vertex angle (or the reverse). */
const isosceles = defineGenerator(
  {
    ...meta,
    id: "angles-isosceles-triangle",
    difficulty: "easy",
    shape: "In an isosceles triangle (equal sides marked), find a base angle from the vertex angle, or the vertex angle from a base angle.",
  },
  (r) => {
    const fromVertex = r.bool();
    const v = fromVertex ? 2 * r.int(10, 70) : 0;
    const b = fromVertex ? (180 - v) / 2 : r.int(25, 80);
    const vertex = fromVertex ? v : 180 - 2 * b;
    const A: Pt = [40, 190];
    const C: Pt = [280, 190];
    const B: Pt = [160, 40];
    const label = `Triangle ABC with AB equal to BC, shown by tick marks. ${fromVertex ? `Angle B at the top measures ${vertex} degrees and angle A at the lower left measures x degrees.` : `Angle A at the lower left measures ${b} degrees and angle B at the top measures x degrees.`}`;
    const fig = svg(
      320,
      220,
      label,
      polygon([A, B, C]) +
        tick(A, B) +
        tick(B, C) +
        text([A[0] - 12, A[1] + 6], "A") +
        text([B[0], B[1] - 10], "B") +
        text([C[0] + 12, C[1] + 6], "C") +
        text(angleLabelPoint(B, A, C, 34), fromVertex ? `${vertex}°` : "x°", { size: 14, italic: !fromVertex }) +
        text(angleLabelPoint(A, B, C, 34), fromVertex ? "x°" : `${b}°`, { size: 14, italic: fromVertex }),
    );
    const key = fromVertex ? b : vertex;
    return {
      kind: "open",
      params: (fromVertex ? { vertex } : { base: b }) as Params,
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`In triangle ${m("ABC")}, ${m("AB = BC")}. What is the value of ${m("x")}?`, `Triangle ${m("ABC")} is isosceles, with ${m("AB = BC")}. What is the value of ${m("x")}?`, `In the figure, sides ${m("AB")} and ${m("BC")} of triangle ${m("ABC")} have the same length. Find the value of ${m("x")}.`])}</p>`,
      steps: [
        `Since ${m("AB = BC")}, the angles opposite these sides are equal: angle ${m("A")} and angle ${m("C")} have the same measure.`,
        fromVertex
          ? `The three angles add up to ${mn(180)}: ${m(`${vertex} + 2x = 180`)}, so ${m(`2x = ${180 - vertex}`)} and ${m(`x = ${b}`)}.`
          : `Angles ${m("A")} and ${m("C")} are both ${mn(b)}°, so ${m(`x = 180 - 2(${b}) = ${vertex}`)}.`,
      ],
      key,
    };
  },
);

/** Segments AE and BD cross at C, with AB parallel to DE: the two triangles are similar. */
const crossed = defineGenerator(
  {
    ...meta,
    id: "tri-crossed-parallel-similar",
    difficulty: "medium",
    shape: "Two segments cross at C and join parallel segments AB and DE (an hourglass); from AC, CE and AB find DE.",
  },
  (r) => {
    const AC = r.int(3, 12);
    const k = r.pick([R(1, 2), R(2, 3), R(3, 2), R(2), R(5, 2), R(3), R(4, 3)]);
    const CE = k.mul(AC);
    if (!CE.isInt()) return null;
    const AB = r.int(4, 16);
    const DE = k.mul(AB);
    if (!DE.mul(2).isInt() || CE.eq(AB)) return null;
    const A: Pt = [40, 40];
    const B: Pt = [40 + 140, 40];
    const C: Pt = [150, 110];
    const s = Number(k.valueOf()) > 1 ? 1 : 0.7;
    const E: Pt = [C[0] + (C[0] - A[0]) * s, C[1] + (C[1] - A[1]) * s];
    const D: Pt = [C[0] + (C[0] - B[0]) * s, C[1] + (C[1] - B[1]) * s];
    const label = `Segments AE and BD cross at point C. Segment AB, at the top, is parallel to segment DE, at the bottom. AC is ${AC}, CE is ${CE.n}, and AB is ${AB}.`;
    const fig = svg(
      340,
      230,
      label,
      seg(A, B) +
        seg(D, E) +
        seg(A, E) +
        seg(B, D) +
        text([A[0] - 10, A[1] - 6], "A") +
        text([B[0] + 10, B[1] - 6], "B") +
        text([C[0] + 16, C[1] + 5], "C") +
        text([D[0] - 12, D[1] + 16], "D") +
        text([E[0] + 12, E[1] + 16], "E") +
        text([(A[0] + B[0]) / 2, A[1] - 8], String(AB), { size: 14 }) +
        text([(A[0] + C[0]) / 2 - 10, (A[1] + C[1]) / 2 + 14], String(AC), { anchor: "end", size: 14 }) +
        text([(C[0] + E[0]) / 2 + 12, (C[1] + E[1]) / 2], String(CE.n), { anchor: "start", size: 14 }),
    );
    return {
      kind: "numeric",
      positive: true,
      params: { AC, CE: CE.n, AB },
      stem: `${fig}
${NOT_TO_SCALE}
<p>In the figure, ${m("\\overline{AE}")} and ${m("\\overline{BD}")} intersect at ${m("C")}, and ${m("\\overline{AB}")} is parallel to ${m("\\overline{DE}")}. ${r.pick([`If ${m(`AC = ${AC}`)}, ${m(`CE = ${CE.n}`)}, and ${m(`AB = ${AB}`)}, what is the length of ${m("\\overline{DE}")}?`, `Given ${m(`AC = ${AC}`)}, ${m(`CE = ${CE.n}`)}, and ${m(`AB = ${AB}`)}, how long is ${m("\\overline{DE}")}?`, `The lengths ${m(`AC = ${AC}`)}, ${m(`CE = ${CE.n}`)}, and ${m(`AB = ${AB}`)} are known. What is ${m("DE")}?`])}</p>`,
      steps: [
        `Angles ${m("ACB")} and ${m("ECD")} are vertical angles, and because ${m("\\overline{AB}")} is parallel to ${m("\\overline{DE}")}, angles ${m("BAC")} and ${m("DEC")} are alternate interior angles. So triangle ${m("ABC")} is similar to triangle ${m("EDC")}, with ${m("A")} matching ${m("E")}.`,
        `Corresponding sides are proportional: ${m(`\\frac{DE}{AB} = \\frac{CE}{AC} = \\frac{${CE.n}}{${AC}}`)}, so ${m(`DE = ${AB} \\cdot \\frac{${CE.n}}{${AC}} = ${tex(DE)}`)}.`,
      ],
      key: DE,
      distractors: [
        { value: R(AB * AC, CE.n), mistake: "inverted-the-ratio", why: `uses the ratio upside down, ${m(`\\frac{AC}{CE}`)}.` },
        { value: AB + CE.n - AC, mistake: "added-the-difference", why: `adds the difference ${m(`CE - AC`)}; similar triangles scale by multiplying.` },
        { value: R(AC * CE.n, AB), mistake: "matched-the-wrong-sides", why: `pairs the sides wrongly, as ${m(`\\frac{AC \\cdot CE}{AB}`)}.` },
        { value: CE.n, mistake: "gave-CE", why: `is the length of ${m("\\overline{CE}")}, not ${m("\\overline{DE}")}.` },
      ],
    };
  },
);

/** Interior angle of a regular polygon. */
const polygonAngle = defineGenerator(
  { ...meta, id: "angles-regular-polygon", difficulty: "medium", shape: "Find the measure of each interior angle of a regular polygon with n sides." },
  (r) => {
    const n = r.pick([5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90]);
    const key = R(180 * (n - 2), n);
    const names: Record<number, string> = { 5: "pentagon", 6: "hexagon", 8: "octagon", 9: "nonagon", 10: "decagon", 12: "dodecagon" };
    return {
      kind: "open",
      params: { n },
      stem: r.pick([
        `<p>What is the measure, in degrees, of each interior angle of a regular polygon with ${mn(n)} sides${names[n] ? ` (a regular ${names[n]})` : ""}?</p>`,
        `<p>A floor tile is shaped like a regular polygon with ${mn(n)} sides${names[n] ? ` (a regular ${names[n]})` : ""}. What is the measure, in degrees, of one of its interior angles?</p>`,
        `<p>All ${mn(n)} sides of a polygon have the same length and all its interior angles have the same measure. What is that measure, in degrees?</p>`,
      ]),
      steps: [
        `The interior angles of a polygon with ${m("n")} sides add up to ${m("180(n - 2)")} degrees: here ${m(`180(${n} - 2) = ${int(180 * (n - 2))}`)}.`,
        `In a regular polygon all ${mn(n)} angles are equal: ${m(`\\frac{${int(180 * (n - 2))}}{${n}} = ${tex(key)}`)}. (Or: each exterior angle is ${m(`\\frac{360}{${n}} = ${tex(R(360, n))}`)}, and ${m(`180 - ${tex(R(360, n))} = ${tex(key)}`)}.)`,
      ],
      key,
    };
  },
);

/** Three angles of a triangle given as expressions in x: the largest angle. */
const expressions = defineGenerator(
  {
    ...meta,
    id: "angles-triangle-expressions",
    difficulty: "hard",
    shape: "The three angles of a triangle are linear expressions in x; find the measure of the largest angle.",
  },
  (r) => {
    const coefs = [r.int(1, 4), r.int(1, 4), r.int(1, 4)];
    const consts = [r.int(-20, 30), r.int(-20, 30), r.int(-20, 30)];
    const C = coefs.reduce((s, c) => s + c, 0);
    const K = consts.reduce((s, c) => s + c, 0);
    if ((180 - K) % C !== 0) return null;
    const x = (180 - K) / C;
    const angles = coefs.map((c, i) => c * x + consts[i]!);
    if (angles.some((a) => a < 15 || a > 150) || new Set(angles).size < 3) return null;
    const big = Math.max(...angles);
    const small = Math.min(...angles);
    const e = coefs.map((c, i) =>
      sum([
        [c, "x"],
        [consts[i]!, ""],
      ]),
    );
    return {
      kind: "numeric",
      positive: true,
      params: { a1: coefs[0]!, b1: consts[0]!, a2: coefs[1]!, b2: consts[1]!, a3: coefs[2]!, b3: consts[2]! },
      stem: `<p>The measures of the three angles of a triangle are ${m(`(${e[0]})^\\circ`)}, ${m(`(${e[1]})^\\circ`)}, and ${m(`(${e[2]})^\\circ`)}. What is the measure, in degrees, of the largest angle of the triangle?</p>`,
      steps: [
        `The angles add up to ${mn(180)}: ${m(`(${e[0]}) + (${e[1]}) + (${e[2]}) = 180`)}, so ${m(
          `${sum([
            [C, "x"],
            [K, ""],
          ])} = 180`,
        )}.`,
        `Then ${m(`${C}x = ${180 - K}`)} and ${m(`x = ${x}`)}.`,
        `The angles are ${angles.map((a) => mn(a)).join(", ")} (they add up to ${mn(180)}); the largest is ${mn(big)}.`,
      ],
      key: big,
      distractors: [
        { value: x, mistake: "gave-x", why: `is the value of ${m("x")}, not an angle measure.` },
        { value: small, mistake: "gave-smallest-angle", why: `is the smallest angle of the triangle.` },
        {
          value: angles.filter((a) => a !== big && a !== small)[0]!,
          mistake: "gave-middle-angle",
          why: `is neither the largest nor the smallest angle; it is the middle one.`,
        },
        {
          value: Math.max(...coefs.map((c, i) => c * ((360 - K) / C) + consts[i]!)),
          mistake: "used-360-degrees",
          why: `comes from setting the sum of the angles equal to ${mn(360)} instead of ${mn(180)}.`,
        },
      ].filter((d) => Number.isInteger(d.value) && d.value > 0),
    };
  },
);

/** Isosceles triangle with an exterior angle at a base vertex: find the vertex angle. */
const isoscelesExterior = defineGenerator(
  {
    ...meta,
    id: "angles-isosceles-exterior",
    difficulty: "hard",
    shape: "In an isosceles triangle, an exterior angle at a base vertex is given; find the angle between the equal sides (two steps).",
  },
  (r) => {
    const base = r.int(20, 85);
    if (base === 60) return null;
    const ext = 180 - base;
    const vertex = 180 - 2 * base;
    const A: Pt = [60, 190];
    const C: Pt = [250, 190];
    const B: Pt = [155, 40];
    const D: Pt = [330, 190];
    const label = `Isosceles triangle ABC whose equal sides AB and BC carry tick marks. A segment continues the base from C to a point D on the right, and the angle between CB and CD is marked ${ext} degrees. The top angle, at B, is marked x degrees.`;
    const fig = svg(
      360,
      220,
      label,
      polygon([A, B, C]) +
        seg(C, D) +
        tick(A, B) +
        tick(B, C) +
        text([A[0] - 12, A[1] + 6], "A") +
        text([B[0], B[1] - 10], "B") +
        text([C[0], C[1] + 20], "C") +
        text([D[0] + 10, D[1] + 6], "D") +
        text([C[0] + 30, C[1] - 10], `${ext}°`, { size: 14 }) +
        text(angleLabelPoint(B, A, C, 34), "x°", { size: 14, italic: true }),
    );
    return {
      kind: "open",
      params: { ext },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>Triangle ${m("ABC")} is isosceles with ${m("AB = BC")}, and ${m("D")} lies on the ray from ${m("A")} through ${m("C")}, beyond ${m("C")}. The angle outside the triangle at ${m("C")} is ${m(`${ext}^\\circ`)}. ${r.pick([`What is the value of ${m("x")}?`, `Find the value of ${m("x")}.`, `What is ${m("x")}, in degrees?`])}</p>`,
      steps: [
        `Angles ${m("BCA")} and ${m("BCD")} form a straight angle, so angle ${m("BCA")} measures ${m(`180 - ${ext} = ${base}`)} degrees.`,
        `Since ${m("AB = BC")}, angle ${m("BAC")} equals angle ${m("BCA")}: ${mn(base)} degrees.`,
        `The angles of triangle ${m("ABC")} add up to ${mn(180)}: ${m(`x = 180 - 2(${base}) = ${vertex}`)}.`,
      ],
      key: vertex,
    };
  },
);

export const LINES_ANGLES_TRIANGLES: MathGenerator[] = [parallel, isosceles, crossed, polygonAngle, expressions, isoscelesExterior];
