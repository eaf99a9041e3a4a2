import type { MathGenerator } from "../types";
import { defineGenerator, type Params } from "./build";
import { int, m, mn, sum, tex } from "./explain";
import { angleLabelPoint, drawing, NOT_TO_SCALE, polygon, seg, text, tick, type Pt } from "../../figures";
import { loc } from "./localize";
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
    const fig = drawing({ title: "Two parallel lines crossed by a transversal", desc: label }, 360, 230, body);
    return {
      kind: "numeric",
      positive: true,
      params: { x, given, asked },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`In the figure, line ${m("\\ell")} is parallel to line ${m("m")}. What is the value of ${m("y")}?`, `Lines ${m("\\ell")} and ${m("m")} in the figure are parallel. What is the value of ${m("y")}?`, `In the figure, ${m("\\ell \\parallel m")}. Find the value of ${m("y")}.`])}</p>`,
      steps: [
        loc({
          en: `When a transversal crosses two parallel lines, the four angles at one intersection match the four at the other: the angles in the same positions are equal.`,
          az: `Kəsən iki paralel düz xətti kəsdikdə bir kəsişmə nöqtəsindəki dörd bucaq digər kəsişmə nöqtəsindəki dörd bucağa uyğun gəlir: eyni vəziyyətdə olan bucaqlar bərabərdir.`,
          ru: `Когда секущая пересекает две параллельные прямые, четыре угла при одном пересечении повторяют четыре угла при другом: углы в одинаковых положениях равны.`,
        }),
        same
          ? loc({
              en: `The angle marked ${m("y^\\circ")} is in the position of an angle equal to the ${mn(x)}° angle (${given === asked ? "corresponding angles" : "it corresponds to the angle vertical to the marked angle"}), so ${m(`y = ${key}`)}.`,
              az: `${m("y^\\circ")} ilə işarələnmiş bucaq ${mn(x)}° bucağa bərabər olan bucağın yerindədir (${given === asked ? "uyğun bucaqlar" : "o, işarələnmiş bucağın qarşılıqlı bucağına uyğundur"}), deməli, ${m(`y = ${key}`)}.`,
              ru: `Угол ${m("y^\\circ")} стоит на месте угла, равного углу ${mn(x)}° (${given === asked ? "соответственные углы" : "он соответствует углу, вертикальному к отмеченному"}), значит, ${m(`y = ${key}`)}.`,
            })
          : loc({
              en: `The angle marked ${m("y^\\circ")} is in the position of an angle that forms a straight line with the ${mn(x)}° angle, so ${m(`y = 180 - ${x} = ${key}`)}.`,
              az: `${m("y^\\circ")} ilə işarələnmiş bucaq ${mn(x)}° bucaqla birlikdə açıq bucaq əmələ gətirən bucağın yerindədir, deməli, ${m(`y = 180 - ${x} = ${key}`)}.`,
              ru: `Угол ${m("y^\\circ")} стоит на месте угла, который вместе с углом ${mn(x)}° образует развёрнутый угол, значит, ${m(`y = 180 - ${x} = ${key}`)}.`,
            }),
      ],
      key,
      distractors: [
        {
          value: 180 - key,
          mistake: same ? "took-supplement-instead-of-equal" : "took-equal-instead-of-supplement",
          why: same
            ? loc({
                en: `is the supplement of ${mn(x)}; the marked angles are in matching positions, so they are equal.`,
                az: `— bu, ${mn(x)}° bucağın qonşu bucağıdır; işarələnmiş bucaqlar isə uyğun vəziyyətdədir, ona görə də bərabərdir.`,
                ru: `— это угол, смежный с углом ${mn(x)}°; но отмеченные углы стоят в соответствующих положениях, поэтому они равны.`,
              })
            : loc({
                en: `assumes the angles are equal; they are in non-matching positions, so they add up to ${mn(180)}.`,
                az: `— bucaqlar bərabər götürülüb; onlar isə uyğun olmayan vəziyyətdədir, ona görə də cəmləri ${mn(180)} olur.`,
                ru: `— углы приняты равными, но они стоят в несоответствующих положениях, поэтому в сумме дают ${mn(180)}.`,
              }),
        },
        {
          value: Math.abs(90 - x),
          mistake: "used-complement",
          why: loc({
            en: `treats the angles as complementary (adding to ${mn(90)}); no right angle is involved.`,
            az: `— bucaqlar cəmi ${mn(90)} olan bucaqlar kimi götürülüb; burada düz bucaq yoxdur.`,
            ru: `— углы приняты дополняющими друг друга (в сумме ${mn(90)}), но прямого угла здесь нет.`,
          }),
        },
        {
          value: 360 - key,
          mistake: "subtracted-from-360",
          why: loc({
            en: `subtracts from ${mn(360)}, the angle all the way around a point, not from a straight angle.`,
            az: `— bucaq açıq bucaqdan deyil, nöqtə ətrafındakı tam bucaqdan (${mn(360)}) çıxılıb.`,
            ru: `— угол вычтен из ${mn(360)} (полного угла вокруг точки), а не из развёрнутого угла.`,
          }),
        },
        {
          value: 2 * x > 180 ? 2 * x - 180 : 2 * x,
          mistake: "doubled-the-angle",
          why: loc({
            en: `doubles the given angle; the angles at the second intersection are copies of those at the first.`,
            az: `— verilmiş bucaq ikiqat artırılıb; ikinci kəsişmədəki bucaqlar isə birincidəkilərin təkrarıdır.`,
            ru: `— данный угол удвоен, а углы при втором пересечении просто повторяют углы при первом.`,
          }),
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
    const fig = drawing(
      { title: "An isosceles triangle", desc: label },
      320,
      220,
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
        loc({
          en: `Since ${m("AB = BC")}, the angles opposite these sides are equal: angle ${m("A")} and angle ${m("C")} have the same measure.`,
          az: `${m("AB = BC")} olduğu üçün bu tərəflərin qarşısındakı bucaqlar bərabərdir: ${m("A")} və ${m("C")} bucaqlarının ölçüsü eynidir.`,
          ru: `Так как ${m("AB = BC")}, углы, лежащие против этих сторон, равны: углы ${m("A")} и ${m("C")} имеют одинаковую величину.`,
        }),
        fromVertex
          ? loc({
              en: `The three angles add up to ${mn(180)}: ${m(`${vertex} + 2x = 180`)}, so ${m(`2x = ${180 - vertex}`)} and ${m(`x = ${b}`)}.`,
              az: `Üç bucağın cəmi ${mn(180)} dərəcədir: ${m(`${vertex} + 2x = 180`)}, deməli, ${m(`2x = ${180 - vertex}`)} və ${m(`x = ${b}`)}.`,
              ru: `Сумма трёх углов равна ${mn(180)}: ${m(`${vertex} + 2x = 180`)}, значит, ${m(`2x = ${180 - vertex}`)} и ${m(`x = ${b}`)}.`,
            })
          : loc({
              en: `Angles ${m("A")} and ${m("C")} are both ${mn(b)}°, so ${m(`x = 180 - 2(${b}) = ${vertex}`)}.`,
              az: `${m("A")} və ${m("C")} bucaqlarının hər biri ${mn(b)}° olduğu üçün ${m(`x = 180 - 2(${b}) = ${vertex}`)}.`,
              ru: `Углы ${m("A")} и ${m("C")} оба равны ${mn(b)}°, значит, ${m(`x = 180 - 2(${b}) = ${vertex}`)}.`,
            }),
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
    const fig = drawing(
      { title: "Two segments crossing between parallel segments", desc: label },
      340,
      230,
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
        loc({
          en: `Angles ${m("ACB")} and ${m("ECD")} are vertical angles, and because ${m("\\overline{AB}")} is parallel to ${m("\\overline{DE}")}, angles ${m("BAC")} and ${m("DEC")} are alternate interior angles. So triangle ${m("ABC")} is similar to triangle ${m("EDC")}, with ${m("A")} matching ${m("E")}.`,
          az: `${m("ACB")} və ${m("ECD")} bucaqları qarşılıqlı bucaqlardır, ${m("\\overline{AB}")} parçası ${m("\\overline{DE}")} parçasına paralel olduğu üçün isə ${m("BAC")} və ${m("DEC")} bucaqları daxili çarpaz bucaqlardır. Deməli, ${m("ABC")} üçbucağı ${m("EDC")} üçbucağına oxşardır və ${m("A")} təpəsinə ${m("E")} təpəsi uyğundur.`,
          ru: `Углы ${m("ACB")} и ${m("ECD")} вертикальные, а так как ${m("\\overline{AB}")} параллелен ${m("\\overline{DE}")}, углы ${m("BAC")} и ${m("DEC")} — накрест лежащие. Значит, треугольник ${m("ABC")} подобен треугольнику ${m("EDC")}, причём вершине ${m("A")} соответствует вершина ${m("E")}.`,
        }),
        loc({
          en: `Corresponding sides are proportional: ${m(`\\frac{DE}{AB} = \\frac{CE}{AC} = \\frac{${CE.n}}{${AC}}`)}, so ${m(`DE = ${AB} \\cdot \\frac{${CE.n}}{${AC}} = ${tex(DE)}`)}.`,
          az: `Uyğun tərəflər mütənasibdir: ${m(`\\frac{DE}{AB} = \\frac{CE}{AC} = \\frac{${CE.n}}{${AC}}`)}, deməli, ${m(`DE = ${AB} \\cdot \\frac{${CE.n}}{${AC}} = ${tex(DE)}`)}.`,
          ru: `Соответственные стороны пропорциональны: ${m(`\\frac{DE}{AB} = \\frac{CE}{AC} = \\frac{${CE.n}}{${AC}}`)}, значит, ${m(`DE = ${AB} \\cdot \\frac{${CE.n}}{${AC}} = ${tex(DE)}`)}.`,
        }),
      ],
      key: DE,
      distractors: [
        {
          value: R(AB * AC, CE.n),
          mistake: "inverted-the-ratio",
          why: loc({
            en: `uses the ratio upside down, ${m(`\\frac{AC}{CE}`)}.`,
            az: `— nisbət tərsinə götürülüb: ${m(`\\frac{AC}{CE}`)}.`,
            ru: `— отношение взято перевёрнутым: ${m(`\\frac{AC}{CE}`)}.`,
          }),
        },
        {
          value: AB + CE.n - AC,
          mistake: "added-the-difference",
          why: loc({
            en: `adds the difference ${m(`CE - AC`)}; similar triangles scale by multiplying.`,
            az: `— ${m(`CE - AC`)} fərqi əlavə edilib; oxşar üçbucaqlarda isə ölçülər vurma ilə dəyişir.`,
            ru: `— прибавлена разность ${m(`CE - AC`)}, а у подобных треугольников стороны умножаются на одно и то же число.`,
          }),
        },
        {
          value: R(AC * CE.n, AB),
          mistake: "matched-the-wrong-sides",
          why: loc({
            en: `pairs the sides wrongly, as ${m(`\\frac{AC \\cdot CE}{AB}`)}.`,
            az: `— tərəflər səhv uyğunlaşdırılıb: ${m(`\\frac{AC \\cdot CE}{AB}`)}.`,
            ru: `— стороны сопоставлены неверно: ${m(`\\frac{AC \\cdot CE}{AB}`)}.`,
          }),
        },
        {
          value: CE.n,
          mistake: "gave-CE",
          why: loc({
            en: `is the length of ${m("\\overline{CE}")}, not ${m("\\overline{DE}")}.`,
            az: `— bu, ${m("\\overline{DE}")} parçasının deyil, ${m("\\overline{CE}")} parçasının uzunluğudur.`,
            ru: `— это длина ${m("\\overline{CE}")}, а не ${m("\\overline{DE}")}.`,
          }),
        },
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
        loc({
          en: `The interior angles of a polygon with ${m("n")} sides add up to ${m("180(n - 2)")} degrees: here ${m(`180(${n} - 2) = ${int(180 * (n - 2))}`)}.`,
          az: `${m("n")} tərəfli çoxbucaqlının daxili bucaqlarının cəmi ${m("180(n - 2)")} dərəcədir: burada ${m(`180(${n} - 2) = ${int(180 * (n - 2))}`)}.`,
          ru: `Сумма внутренних углов многоугольника с ${m("n")} сторонами в градусах равна ${m("180(n - 2)")}: здесь ${m(`180(${n} - 2) = ${int(180 * (n - 2))}`)}.`,
        }),
        loc({
          en: `In a regular polygon all ${mn(n)} angles are equal: ${m(`\\frac{${int(180 * (n - 2))}}{${n}} = ${tex(key)}`)}. (Or: each exterior angle is ${m(`\\frac{360}{${n}} = ${tex(R(360, n))}`)}, and ${m(`180 - ${tex(R(360, n))} = ${tex(key)}`)}.)`,
          az: `Düzgün çoxbucaqlının bütün ${mn(n)} bucağı bərabərdir: ${m(`\\frac{${int(180 * (n - 2))}}{${n}} = ${tex(key)}`)}. (Başqa üsul: hər xarici bucaq ${m(`\\frac{360}{${n}} = ${tex(R(360, n))}`)} olur və ${m(`180 - ${tex(R(360, n))} = ${tex(key)}`)}.)`,
          ru: `В правильном многоугольнике все углы равны, а их число равно ${mn(n)}: ${m(`\\frac{${int(180 * (n - 2))}}{${n}} = ${tex(key)}`)}. (Или: каждый внешний угол равен ${m(`\\frac{360}{${n}} = ${tex(R(360, n))}`)}, и ${m(`180 - ${tex(R(360, n))} = ${tex(key)}`)}.)`,
        }),
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
        loc({
          en: `The angles add up to ${mn(180)}: ${m(`(${e[0]}) + (${e[1]}) + (${e[2]}) = 180`)}, so ${m(
            `${sum([
              [C, "x"],
              [K, ""],
            ])} = 180`,
          )}.`,
          az: `Bucaqların cəmi ${mn(180)} dərəcədir: ${m(`(${e[0]}) + (${e[1]}) + (${e[2]}) = 180`)}, deməli, ${m(
            `${sum([
              [C, "x"],
              [K, ""],
            ])} = 180`,
          )}.`,
          ru: `Сумма углов равна ${mn(180)}: ${m(`(${e[0]}) + (${e[1]}) + (${e[2]}) = 180`)}, значит, ${m(
            `${sum([
              [C, "x"],
              [K, ""],
            ])} = 180`,
          )}.`,
        }),
        loc({
          en: `Then ${m(`${C}x = ${180 - K}`)} and ${m(`x = ${x}`)}.`,
          az: `Onda ${m(`${C}x = ${180 - K}`)} və ${m(`x = ${x}`)}.`,
          ru: `Тогда ${m(`${C}x = ${180 - K}`)} и ${m(`x = ${x}`)}.`,
        }),
        loc({
          en: `The angles are ${angles.map((a) => mn(a)).join(", ")} (they add up to ${mn(180)}); the largest is ${mn(big)}.`,
          az: `Bucaqlar: ${angles.map((a) => mn(a)).join(", ")} (onların cəmi ${mn(180)} dərəcədir); ən böyüyü ${mn(big)} dərəcədir.`,
          ru: `Углы равны ${angles.map((a) => mn(a)).join(", ")} (в сумме ${mn(180)}); наибольший из них равен ${mn(big)}.`,
        }),
      ],
      key: big,
      distractors: [
        {
          value: x,
          mistake: "gave-x",
          why: loc({
            en: `is the value of ${m("x")}, not an angle measure.`,
            az: `— bu, bucağın ölçüsü deyil, ${m("x")} dəyişəninin qiymətidir.`,
            ru: `— это значение ${m("x")}, а не величина угла.`,
          }),
        },
        {
          value: small,
          mistake: "gave-smallest-angle",
          why: loc({ en: `is the smallest angle of the triangle.`, az: `— bu, üçbucağın ən kiçik bucağıdır.`, ru: `— это наименьший угол треугольника.` }),
        },
        {
          value: angles.filter((a) => a !== big && a !== small)[0]!,
          mistake: "gave-middle-angle",
          why: loc({
            en: `is neither the largest nor the smallest angle; it is the middle one.`,
            az: `— bu, nə ən böyük, nə də ən kiçik bucaqdır: bu, ortadakı bucaqdır.`,
            ru: `— это ни наибольший, ни наименьший угол, а средний.`,
          }),
        },
        {
          value: Math.max(...coefs.map((c, i) => c * ((360 - K) / C) + consts[i]!)),
          mistake: "used-360-degrees",
          why: loc({
            en: `comes from setting the sum of the angles equal to ${mn(360)} instead of ${mn(180)}.`,
            az: `— bucaqların cəmini ${mn(180)} əvəzinə ${mn(360)} götürməkdən alınır.`,
            ru: `— получается, если приравнять сумму углов к ${mn(360)}, а не к ${mn(180)}.`,
          }),
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
    const fig = drawing(
      { title: "An isosceles triangle with an exterior angle", desc: label },
      360,
      220,
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
        loc({
          en: `Angles ${m("BCA")} and ${m("BCD")} form a straight angle, so angle ${m("BCA")} measures ${m(`180 - ${ext} = ${base}`)} degrees.`,
          az: `${m("BCA")} və ${m("BCD")} bucaqları birlikdə açıq bucaq əmələ gətirir, ona görə də ${m("BCA")} bucağı ${m(`180 - ${ext} = ${base}`)} dərəcədir.`,
          ru: `Углы ${m("BCA")} и ${m("BCD")} вместе образуют развёрнутый угол, поэтому угол ${m("BCA")} в градусах равен ${m(`180 - ${ext} = ${base}`)}.`,
        }),
        loc({
          en: `Since ${m("AB = BC")}, angle ${m("BAC")} equals angle ${m("BCA")}: ${mn(base)} degrees.`,
          az: `${m("AB = BC")} olduğu üçün ${m("BAC")} bucağı ${m("BCA")} bucağına bərabərdir: ${mn(base)} dərəcə.`,
          ru: `Так как ${m("AB = BC")}, угол ${m("BAC")} равен углу ${m("BCA")}: ${mn(base)}°.`,
        }),
        loc({
          en: `The angles of triangle ${m("ABC")} add up to ${mn(180)}: ${m(`x = 180 - 2(${base}) = ${vertex}`)}.`,
          az: `${m("ABC")} üçbucağının bucaqlarının cəmi ${mn(180)} dərəcədir: ${m(`x = 180 - 2(${base}) = ${vertex}`)}.`,
          ru: `Сумма углов треугольника ${m("ABC")} равна ${mn(180)}: ${m(`x = 180 - 2(${base}) = ${vertex}`)}.`,
        }),
      ],
      key: vertex,
    };
  },
);

export const LINES_ANGLES_TRIANGLES: MathGenerator[] = [parallel, isosceles, crossed, polygonAngle, expressions, isoscelesExterior];
