import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor, type TextDistractor } from "./build";
import { binom, m, maybeParen, mn, piTex, sqrtTex, tex, type Num } from "./explain";
import { circle, drawing, NOT_TO_SCALE, point, rightAngle, sector, seg, text, type Pt } from "../../figures";
import { loc, type Text } from "./localize";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "circles" } as const;

const piValue = (c: Num) => Number(c.valueOf()) * Math.PI;
const piChoice = (c: Num, mistake: string, why: Text): Distractor => ({ value: piValue(c), tex: piTex(c), mistake, why });
const sq = (v: string, c: number) => (c === 0 ? `${v}^2` : `${binom(v, -c)}^2`);

/** The radius from a circle's equation in standard form. */
const radius = defineGenerator(
  { ...meta, id: "circle-radius-from-equation", difficulty: "easy", shape: "Read the radius of a circle from its equation (x - h)^2 + (y - k)^2 = r^2." },
  (r) => {
    const h = r.int(-9, 9);
    const k = r.int(-9, 9);
    const rad = r.int(2, 12);
    if (h === 0 && k === 0) return null;
    const eq = `${sq("x", h)} + ${sq("y", k)} = ${rad * rad}`;
    return {
      kind: "numeric",
      positive: true,
      params: { h, k, r2: rad * rad },
      stem: `<p>${m(eq)}</p>\n<p>The graph of the given equation in the ${m("xy")}-plane is a circle. What is the radius of the circle?</p>`,
      steps: [
        loc({
          en: `A circle with center ${m("(h, k)")} and radius ${m("r")} has the equation ${m("(x - h)^2 + (y - k)^2 = r^2")}.`,
          az: `Mərkəzi ${m("(h, k)")} nöqtəsində, radiusu ${m("r")} olan çevrənin tənliyi ${m("(x - h)^2 + (y - k)^2 = r^2")} şəklindədir.`,
          ru: `Окружность с центром ${m("(h, k)")} и радиусом ${m("r")} задаётся уравнением ${m("(x - h)^2 + (y - k)^2 = r^2")}.`,
        }),
        loc({
          en: `Here ${m(`r^2 = ${rad * rad}`)}, so ${m(`r = \\sqrt{${rad * rad}} = ${rad}`)}.`,
          az: `Burada ${m(`r^2 = ${rad * rad}`)}, deməli, ${m(`r = \\sqrt{${rad * rad}} = ${rad}`)}.`,
          ru: `Здесь ${m(`r^2 = ${rad * rad}`)}, значит, ${m(`r = \\sqrt{${rad * rad}} = ${rad}`)}.`,
        }),
      ],
      key: rad,
      distractors: [
        {
          value: rad * rad,
          mistake: "gave-r-squared",
          why: loc({
            en: `is ${m("r^2")}; the radius is its square root.`,
            az: `— bu, ${m("r^2")} qiymətidir; radius isə onun kvadrat köküdür.`,
            ru: `— это ${m("r^2")}; радиус равен квадратному корню из этого числа.`,
          }),
        },
        {
          value: 2 * rad,
          mistake: "gave-diameter",
          why: loc({
            en: `is the diameter, twice the radius.`,
            az: `— bu, diametrdir, yəni radiusun iki mislidir.`,
            ru: `— это диаметр, то есть удвоенный радиус.`,
          }),
        },
        {
          value: R(rad * rad, 2),
          mistake: "halved-r-squared",
          why: loc({
            en: `halves ${m("r^2")} as if it were a diameter.`,
            az: `— ${m("r^2")} diametr kimi yarıya bölünüb.`,
            ru: `— ${m("r^2")} разделено пополам, как будто это диаметр.`,
          }),
        },
        {
          value: Math.abs(h) + Math.abs(k),
          mistake: "used-center-coordinates",
          why: loc({
            en: `comes from the center's coordinates, which do not give the radius.`,
            az: `— mərkəzin koordinatlarından alınır, amma onlar radiusu vermir.`,
            ru: `— получается из координат центра, а они не дают радиуса.`,
          }),
        },
        {
          value: Math.abs(h),
          mistake: "gave-center-x",
          why: loc({
            en: `is the distance of the center from the ${m("y")}-axis (its ${m("x")}-coordinate without the sign), not the radius.`,
            az: `— bu, radius deyil, mərkəzdən ${m("y")} oxuna qədər olan məsafədir (mərkəzin işarəsiz ${m("x")} koordinatı).`,
            ru: `— это не радиус, а расстояние от центра до оси ${m("y")} (его координата ${m("x")} без знака).`,
          }),
        },
        {
          value: Math.abs(k),
          mistake: "gave-center-y",
          why: loc({
            en: `is the distance of the center from the ${m("x")}-axis (its ${m("y")}-coordinate without the sign), not the radius.`,
            az: `— bu, radius deyil, mərkəzdən ${m("x")} oxuna qədər olan məsafədir (mərkəzin işarəsiz ${m("y")} koordinatı).`,
            ru: `— это не радиус, а расстояние от центра до оси ${m("x")} (его координата ${m("y")} без знака).`,
          }),
        },
      ],
    };
  },
);

/** Length of an arc from the radius and the central angle in degrees. */
const arcLength = defineGenerator(
  {
    ...meta,
    id: "circle-arc-length-degrees",
    difficulty: "easy",
    shape: "Find the length of an arc from the circle's radius and the arc's central angle in degrees (in terms of π).",
  },
  (r) => {
    const theta = r.pick([30, 40, 45, 60, 72, 90, 120, 135, 150, 180, 240, 270]);
    const rad = r.int(2, 18);
    const key = R(theta * 2 * rad, 360);
    const ctx = r.pick(["a circle", "a circular track", "a round garden bed", "a circular clock face"]);
    return {
      kind: "numeric",
      params: { theta, r: rad },
      stem: `<p>The radius of ${ctx} is ${mn(rad)} meters. What is the length, in meters, of an arc of ${ctx.replace(/^a /, "the ")} with a central angle of ${m(`${theta}^\\circ`)}?</p>`,
      steps: [
        loc({
          en: `The arc is ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} of the whole circumference.`,
          az: `Qövs bütün çevrə uzunluğunun ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} hissəsidir.`,
          ru: `Дуга составляет ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} всей длины окружности.`,
        }),
        loc({
          en: `The circumference is ${m(`2\\pi(${rad}) = ${piTex(2 * rad)}`)}, so the arc's length is ${m(`${tex(R(theta, 360))} \\cdot ${piTex(2 * rad)} = ${piTex(key)}`)}.`,
          az: `Çevrənin uzunluğu ${m(`2\\pi(${rad}) = ${piTex(2 * rad)}`)} olduğu üçün qövsün uzunluğu ${m(`${tex(R(theta, 360))} \\cdot ${piTex(2 * rad)} = ${piTex(key)}`)} olur.`,
          ru: `Длина окружности равна ${m(`2\\pi(${rad}) = ${piTex(2 * rad)}`)}, значит, длина дуги равна ${m(`${tex(R(theta, 360))} \\cdot ${piTex(2 * rad)} = ${piTex(key)}`)}.`,
        }),
      ],
      key: piValue(key),
      keyTex: piTex(key),
      distractors: [
        piChoice(
          R(theta * rad * rad, 360),
          "gave-sector-area",
          loc({
            en: `is the area of the sector, ${m(`\\frac{${theta}}{360} \\cdot \\pi r^2`)}, not the length of the arc.`,
            az: `— bu, qövsün uzunluğu deyil, sektorun sahəsidir: ${m(`\\frac{${theta}}{360} \\cdot \\pi r^2`)}.`,
            ru: `— это площадь сектора, ${m(`\\frac{${theta}}{360} \\cdot \\pi r^2`)}, а не длина дуги.`,
          }),
        ),
        piChoice(
          R(theta * rad, 360),
          "forgot-the-2",
          loc({
            en: `uses ${m("\\pi r")} instead of the circumference ${m("2\\pi r")}.`,
            az: `— çevrənin uzunluğu ${m("2\\pi r")} əvəzinə ${m("\\pi r")} götürülüb.`,
            ru: `— вместо длины окружности ${m("2\\pi r")} взято ${m("\\pi r")}.`,
          }),
        ),
        piChoice(
          2 * rad,
          "whole-circumference",
          loc({ en: `is the whole circumference.`, az: `— bu, bütün çevrənin uzunluğudur.`, ru: `— это длина всей окружности.` }),
        ),
        piChoice(
          R(theta * 2 * rad, 180),
          "divided-by-180",
          loc({
            en: `divides the angle by ${mn(180)} instead of ${mn(360)}.`,
            az: `— bucaq ${mn(360)} əvəzinə ${mn(180)} ədədinə bölünüb.`,
            ru: `— угол разделён на ${mn(180)}, а не на ${mn(360)}.`,
          }),
        ),
      ],
    };
  },
);

/** Area of a sector shown in a figure. */
const sectorArea = defineGenerator(
  {
    ...meta,
    id: "circle-sector-area",
    difficulty: "medium",
    shape: "Find the area of a sector from the radius and the central angle in degrees (answer in terms of π).",
  },
  (r) => {
    const theta = r.pick([20, 30, 36, 40, 45, 60, 72, 80, 90, 120, 135, 150, 160, 216, 240, 270]);
    const rad = r.int(2, 12);
    const key = R(theta * rad * rad, 360);
    const C: Pt = [130, 120];
    const rr = 90;
    const label = `A circle with center O and radius ${rad}. A shaded sector has a central angle of ${theta} degrees at O.`;
    const fig = drawing(
      { title: "A circle with a shaded sector", desc: label },
      260,
      240,
      circle(C, rr) +
        sector(C, rr, 0, theta) +
        point(C) +
        text([C[0] - 12, C[1] + 16], "O") +
        text([C[0] + rr / 2, C[1] + 18], String(rad), { size: 14 }) +
        text([C[0] + 30 * Math.cos(((theta / 2) * Math.PI) / 180), C[1] - 30 * Math.sin(((theta / 2) * Math.PI) / 180) + 5], `${theta}°`, { size: 13 }),
    );
    return {
      kind: "numeric",
      params: { theta, r: rad },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`The circle shown has center ${m("O")} and radius ${mn(rad)}. The central angle of the shaded sector measures ${m(`${theta}^\\circ`)}. What is the area of the shaded sector?`, `In the figure, the circle with center ${m("O")} has radius ${mn(rad)}, and the shaded sector has a central angle of ${m(`${theta}^\\circ`)}. What is the area of the shaded sector?`, `A sector with a central angle of ${m(`${theta}^\\circ`)} is shaded in the circle shown, whose center is ${m("O")} and whose radius is ${mn(rad)}. Find the area of the shaded sector.`])}</p>`,
      steps: [
        loc({
          en: `The sector is ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} of the circle.`,
          az: `Sektor dairənin ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} hissəsidir.`,
          ru: `Сектор составляет ${m(`\\frac{${theta}}{360} = ${tex(R(theta, 360))}`)} круга.`,
        }),
        loc({
          en: `The circle's area is ${m(`\\pi(${rad})^2 = ${piTex(rad * rad)}`)}, so the sector's area is ${m(`${tex(R(theta, 360))} \\cdot ${piTex(rad * rad)} = ${piTex(key)}`)}.`,
          az: `Dairənin sahəsi ${m(`\\pi(${rad})^2 = ${piTex(rad * rad)}`)} olduğu üçün sektorun sahəsi ${m(`${tex(R(theta, 360))} \\cdot ${piTex(rad * rad)} = ${piTex(key)}`)} olur.`,
          ru: `Площадь круга равна ${m(`\\pi(${rad})^2 = ${piTex(rad * rad)}`)}, значит, площадь сектора равна ${m(`${tex(R(theta, 360))} \\cdot ${piTex(rad * rad)} = ${piTex(key)}`)}.`,
        }),
      ],
      key: piValue(key),
      keyTex: piTex(key),
      distractors: [
        piChoice(
          R(theta * 2 * rad, 360),
          "gave-arc-length",
          loc({
            en: `is the length of the sector's arc, ${m(`\\frac{${theta}}{360} \\cdot 2\\pi r`)}, not its area.`,
            az: `— bu, sektorun sahəsi deyil, onun qövsünün uzunluğudur: ${m(`\\frac{${theta}}{360} \\cdot 2\\pi r`)}.`,
            ru: `— это длина дуги сектора, ${m(`\\frac{${theta}}{360} \\cdot 2\\pi r`)}, а не его площадь.`,
          }),
        ),
        piChoice(
          rad * rad,
          "whole-circle-area",
          loc({ en: `is the area of the whole circle.`, az: `— bu, bütün dairənin sahəsidir.`, ru: `— это площадь всего круга.` }),
        ),
        piChoice(
          R(theta * rad * rad, 180),
          "divided-by-180",
          loc({
            en: `divides the angle by ${mn(180)} instead of ${mn(360)}.`,
            az: `— bucaq ${mn(360)} əvəzinə ${mn(180)} ədədinə bölünüb.`,
            ru: `— угол разделён на ${mn(180)}, а не на ${mn(360)}.`,
          }),
        ),
        piChoice(
          R(theta * rad, 360),
          "did-not-square-radius",
          loc({
            en: `uses ${m("\\pi r")} instead of ${m("\\pi r^2")} for the circle's area.`,
            az: `— dairənin sahəsi üçün ${m("\\pi r^2")} əvəzinə ${m("\\pi r")} götürülüb.`,
            ru: `— для площади круга взято ${m("\\pi r")} вместо ${m("\\pi r^2")}.`,
          }),
        ),
        piChoice(
          R(theta * rad * rad, 720),
          "halved-the-sector",
          loc({
            en: `takes half of the sector's share of the circle, as in ${m("\\frac{1}{2}r^2\\theta")}; that formula needs the angle in radians, and then it gives the same area as ${m("\\frac{\\theta}{360} \\cdot \\pi r^2")}.`,
            az: `— ${m("\\frac{1}{2}r^2\\theta")} düsturundakı kimi sektorun dairədəki payının yarısı götürülüb; bu düstur bucağın radianla verilməsini tələb edir və onda ${m("\\frac{\\theta}{360} \\cdot \\pi r^2")} ilə eyni sahəni verir.`,
            ru: `— взята половина доли сектора в круге, как в ${m("\\frac{1}{2}r^2\\theta")}; эта формула требует угла в радианах и тогда даёт ту же площадь, что и ${m("\\frac{\\theta}{360} \\cdot \\pi r^2")}.`,
          }),
        ),
      ],
    };
  },
);

/** The equation of a circle from its center and a point on it. */
const equation = defineGenerator(
  {
    ...meta,
    id: "circle-equation-center-point",
    difficulty: "medium",
    shape: "Choose the equation of the circle with a given center that passes through a given point.",
  },
  (r) => {
    const h = r.nonzero(-8, 8);
    const k = r.nonzero(-8, 8);
    const dx = r.nonzero(-7, 7);
    const dy = r.nonzero(-7, 7);
    const p = h + dx;
    const q = k + dy;
    const r2 = dx * dx + dy * dy;
    const eqn = (a: number, b: number, c: number) => `${sq("x", a)} + ${sq("y", b)} = ${c}`;
    const key = eqn(h, k, r2);
    const rs = sqrtTex(r2);
    const d: TextDistractor[] = [
      {
        text: m(eqn(-h, -k, r2)),
        sig: `${-h},${-k},${r2}`,
        mistake: "center-signs-reversed",
        why: loc({
          en: `has center ${m(`(${-h}, ${-k})`)}: in ${m("(x - h)^2")}, the center's coordinate is subtracted.`,
          az: `— bu çevrənin mərkəzi ${m(`(${-h}, ${-k})`)} nöqtəsidir: ${m("(x - h)^2")} ifadəsində mərkəzin koordinatı çıxılır.`,
          ru: `— центр этой окружности — ${m(`(${-h}, ${-k})`)}: в ${m("(x - h)^2")} координата центра вычитается.`,
        }),
      },
      {
        text: m(eqn(h, k, Math.abs(dx) + Math.abs(dy))),
        sig: `${h},${k},${Math.abs(dx) + Math.abs(dy)}`,
        mistake: "added-coordinate-differences",
        why: loc({
          en: `uses ${mn(Math.abs(dx) + Math.abs(dy))}, the sum of the horizontal and vertical distances, instead of the squared distance.`,
          az: `— məsafənin kvadratı əvəzinə üfüqi və şaquli məsafələrin cəmi (${mn(Math.abs(dx) + Math.abs(dy))}) götürülüb.`,
          ru: `— вместо квадрата расстояния взята сумма горизонтального и вертикального расстояний, ${mn(Math.abs(dx) + Math.abs(dy))}.`,
        }),
      },
      {
        text: m(eqn(p, q, r2)),
        sig: `${p},${q},${r2}`,
        mistake: "point-used-as-center",
        why: loc({
          en: `is centered at the given point ${m(`(${p}, ${q})`)} instead of at ${m(`(${h}, ${k})`)}.`,
          az: `— bu çevrənin mərkəzi ${m(`(${h}, ${k})`)} deyil, verilmiş ${m(`(${p}, ${q})`)} nöqtəsidir.`,
          ru: `— центр этой окружности — данная точка ${m(`(${p}, ${q})`)}, а не ${m(`(${h}, ${k})`)}.`,
        }),
      },
    ];
    if (rs.m === 1)
      d.push({
        text: m(eqn(h, k, rs.k)),
        sig: `${h},${k},${rs.k}`,
        mistake: "radius-not-squared",
        why: loc({
          en: `uses the radius ${mn(rs.k)} instead of its square on the right side.`,
          az: `— sağ tərəfdə radiusun kvadratı əvəzinə radiusun özü (${mn(rs.k)}) götürülüb.`,
          ru: `— в правой части стоит сам радиус ${mn(rs.k)}, а не его квадрат.`,
        }),
      });
    return {
      kind: "text",
      params: { h, k, p, q },
      stem: r.pick([
        `<p>In the ${m("xy")}-plane, a circle has center ${m(`(${h}, ${k})`)} and passes through the point ${m(`(${p}, ${q})`)}. Which equation represents this circle?</p>`,
        `<p>A circle in the ${m("xy")}-plane is centered at ${m(`(${h}, ${k})`)}, and the point ${m(`(${p}, ${q})`)} lies on the circle. Which of the following is an equation of the circle?</p>`,
        `<p>Which equation represents the circle in the ${m("xy")}-plane that has center ${m(`(${h}, ${k})`)} and contains the point ${m(`(${p}, ${q})`)}?</p>`,
      ]),
      steps: [
        loc({
          en: `The radius is the distance from the center to the point: ${m(`r^2 = (${p} - ${maybeParen(h)})^2 + (${q} - ${maybeParen(k)})^2 = ${dx * dx} + ${dy * dy} = ${r2}`)}.`,
          az: `Radius mərkəzdən verilmiş nöqtəyə qədər olan məsafədir: ${m(`r^2 = (${p} - ${maybeParen(h)})^2 + (${q} - ${maybeParen(k)})^2 = ${dx * dx} + ${dy * dy} = ${r2}`)}.`,
          ru: `Радиус — это расстояние от центра до данной точки: ${m(`r^2 = (${p} - ${maybeParen(h)})^2 + (${q} - ${maybeParen(k)})^2 = ${dx * dx} + ${dy * dy} = ${r2}`)}.`,
        }),
        loc({
          en: `With center ${m(`(${h}, ${k})`)}, the equation is ${m(key)}.`,
          az: `Mərkəz ${m(`(${h}, ${k})`)} nöqtəsində olduğu üçün tənlik ${m(key)} şəklindədir.`,
          ru: `При центре ${m(`(${h}, ${k})`)} уравнение имеет вид ${m(key)}.`,
        }),
      ],
      key: m(key),
      keySig: `${h},${k},${r2}`,
      distractors: d,
    };
  },
);

/** Tangent segment length from an outside point. */
const tangent = defineGenerator(
  {
    ...meta,
    id: "circle-tangent-segment-length",
    difficulty: "hard",
    shape: "A tangent segment from an outside point: use the right angle between tangent and radius to find its length.",
  },
  (r) => {
    const [a0, b0, c0] = r.pick([
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [7, 24, 25],
      [20, 21, 29],
    ] as const);
    const k = r.int(1, c0 > 20 ? 2 : 4);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const radiusFirst = r.bool();
    const [rad, t] = radiusFirst ? [a, b] : [b, a];
    const O: Pt = [110, 130];
    const rr = 70;
    const ang = Math.acos(rr / 170);
    const P: Pt = [O[0] + 170, O[1]];
    const T: Pt = [O[0] + rr * Math.cos(ang), O[1] - rr * Math.sin(ang)];
    const label = `A circle with center O and radius ${rad}. Point P is outside the circle, ${c} units from O. Segment PT touches the circle at T, so it is tangent to the circle; segment OT is a radius.`;
    const fig = drawing(
      { title: "A circle and a tangent segment", desc: label },
      320,
      230,
      circle(O, rr) +
        seg(O, P) +
        seg(P, T) +
        seg(O, T) +
        rightAngle(T, O, P, 10) +
        point(O) +
        text([O[0] - 12, O[1] + 16], "O") +
        text([P[0] + 12, P[1] + 6], "P") +
        text([T[0] + 4, T[1] - 10], "T") +
        text([(O[0] + P[0]) / 2, O[1] + 20], String(c), { size: 14 }) +
        text([(O[0] + T[0]) / 2 - 12, (O[1] + T[1]) / 2], String(rad), { anchor: "end", size: 14 }),
    );
    return {
      kind: "open",
      params: { r: rad, OP: c },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`In the figure, the circle has center ${m("O")} and radius ${mn(rad)}, and ${m("\\overline{PT}")} is tangent to the circle at ${m("T")}. If ${m(`OP = ${c}`)}, what is the length of ${m("\\overline{PT}")}?`, `Segment ${m("\\overline{PT}")} is tangent at ${m("T")} to the circle with center ${m("O")} and radius ${mn(rad)}, and ${m(`OP = ${c}`)}. How long is ${m("\\overline{PT}")}?`, `The circle shown has center ${m("O")} and radius ${mn(rad)}. Point ${m("P")} is ${mn(c)} units from ${m("O")}, and ${m("\\overline{PT}")} touches the circle only at ${m("T")}. What is ${m("PT")}?`])}</p>`,
      steps: [
        loc({
          en: `A tangent is perpendicular to the radius at the point of tangency, so triangle ${m("OTP")} has a right angle at ${m("T")}, with hypotenuse ${m(`OP = ${c}`)}.`,
          az: `Toxunan toxunma nöqtəsində radiusa perpendikulyardır, ona görə də ${m("OTP")} üçbucağının ${m("T")} təpəsindəki bucağı düz bucaqdır, hipotenuzu isə ${m(`OP = ${c}`)} olur.`,
          ru: `Касательная перпендикулярна радиусу в точке касания, поэтому треугольник ${m("OTP")} прямоугольный: прямой угол при вершине ${m("T")}, гипотенуза ${m(`OP = ${c}`)}.`,
        }),
        loc({
          en: `By the Pythagorean theorem, ${m(`PT^2 = ${c}^2 - ${rad}^2 = ${c * c} - ${rad * rad} = ${t * t}`)}, so ${m(`PT = ${t}`)}.`,
          az: `Pifaqor teoreminə görə ${m(`PT^2 = ${c}^2 - ${rad}^2 = ${c * c} - ${rad * rad} = ${t * t}`)}, deməli, ${m(`PT = ${t}`)}.`,
          ru: `По теореме Пифагора ${m(`PT^2 = ${c}^2 - ${rad}^2 = ${c * c} - ${rad * rad} = ${t * t}`)}, значит, ${m(`PT = ${t}`)}.`,
        }),
      ],
      key: t,
    };
  },
);

/** A chord at a distance from the center: the radius. */
const chord = defineGenerator(
  {
    ...meta,
    id: "circle-radius-from-chord",
    difficulty: "hard",
    shape: "A chord of given length lies a given distance from the center; find the radius (half the chord and the distance form a right triangle).",
  },
  (r) => {
    const half = r.int(2, 12);
    const dist = r.int(1, 10);
    if (half === dist) return null;
    const rad = sqrtTex(half * half + dist * dist);
    const whole = sqrtTex(4 * half * half + dist * dist);
    return {
      kind: "numeric",
      positive: true,
      params: { chord: 2 * half, d: dist },
      stem: r.pick([
        `<p>A chord of a circle is ${mn(2 * half)} centimeters long, and its midpoint is ${mn(dist)} centimeters from the center of the circle. What is the radius, in centimeters, of the circle?</p>`,
        `<p>In a circle, a chord ${mn(2 * half)} centimeters long lies ${mn(dist)} centimeters from the center (measured to the chord's midpoint). What is the radius of the circle, in centimeters?</p>`,
        `<p>The distance from the center of a circle to the midpoint of one of its chords is ${mn(dist)} centimeters, and the chord is ${mn(2 * half)} centimeters long. What is the circle's radius, in centimeters?</p>`,
      ]),
      steps: [
        loc({
          en: `The segment from the center to the chord's midpoint is perpendicular to the chord. With a radius drawn to one end of the chord, it forms a right triangle with legs ${mn(dist)} and half the chord, ${m(`\\frac{${2 * half}}{2} = ${half}`)}, and hypotenuse ${m("r")}.`,
          az: `Mərkəzi vətərin orta nöqtəsi ilə birləşdirən parça vətərə perpendikulyardır. Vətərin bir ucuna çəkilmiş radiusla birlikdə o, katetləri ${mn(dist)} və vətərin yarısı, ${m(`\\frac{${2 * half}}{2} = ${half}`)}, hipotenuzu isə ${m("r")} olan düzbucaqlı üçbucaq əmələ gətirir.`,
          ru: `Отрезок от центра до середины хорды перпендикулярен хорде. Вместе с радиусом, проведённым к концу хорды, он образует прямоугольный треугольник с катетами ${mn(dist)} и половиной хорды, ${m(`\\frac{${2 * half}}{2} = ${half}`)}, и гипотенузой ${m("r")}.`,
        }),
        loc({
          en: `${m(`r^2 = ${half}^2 + ${dist}^2 = ${half * half} + ${dist * dist} = ${half * half + dist * dist}`)}, so ${m(`r = ${rad.m === 1 ? rad.tex : `\\sqrt{${half * half + dist * dist}}${rad.k > 1 ? ` = ${rad.tex}` : ""}`}`)}.`,
          az: `Pifaqor teoreminə görə ${m(`r^2 = ${half}^2 + ${dist}^2 = ${half * half} + ${dist * dist} = ${half * half + dist * dist}`)}, deməli, ${m(`r = ${rad.m === 1 ? rad.tex : `\\sqrt{${half * half + dist * dist}}${rad.k > 1 ? ` = ${rad.tex}` : ""}`}`)}.`,
          ru: `По теореме Пифагора ${m(`r^2 = ${half}^2 + ${dist}^2 = ${half * half} + ${dist * dist} = ${half * half + dist * dist}`)}, значит, ${m(`r = ${rad.m === 1 ? rad.tex : `\\sqrt{${half * half + dist * dist}}${rad.k > 1 ? ` = ${rad.tex}` : ""}`}`)}.`,
        }),
      ],
      key: rad.value,
      keyTex: rad.tex,
      distractors: [
        {
          value: whole.value,
          tex: whole.tex,
          mistake: "used-the-whole-chord",
          why: loc({
            en: `uses the whole chord, ${mn(2 * half)}, as a leg; the right triangle has half the chord.`,
            az: `— bütöv vətər (${mn(2 * half)}) katet kimi götürülüb; düzbucaqlı üçbucağın kateti isə vətərin yarısıdır.`,
            ru: `— катетом взята вся хорда, ${mn(2 * half)}, а катет прямоугольного треугольника — половина хорды.`,
          }),
        },
        {
          value: half + dist,
          mistake: "added-the-lengths",
          why: loc({
            en: `adds the two legs instead of using the Pythagorean theorem.`,
            az: `— Pifaqor teoremi tətbiq edilmək əvəzinə iki katet toplanıb.`,
            ru: `— катеты просто сложены вместо применения теоремы Пифагора.`,
          }),
        },
        {
          value: half,
          mistake: "gave-half-the-chord",
          why: loc({
            en: `is half the chord, one leg of the right triangle; the radius is its hypotenuse.`,
            az: `— bu, vətərin yarısı, yəni düzbucaqlı üçbucağın katetlərindən biridir; radius isə onun hipotenuzudur.`,
            ru: `— это половина хорды, один из катетов прямоугольного треугольника; радиус же — его гипотенуза.`,
          }),
        },
        {
          value: dist,
          mistake: "gave-the-distance",
          why: loc({
            en: `is the distance from the center to the chord, one leg of the right triangle; the radius is its hypotenuse.`,
            az: `— bu, mərkəzdən vətərə qədər olan məsafə, yəni düzbucaqlı üçbucağın katetlərindən biridir; radius isə onun hipotenuzudur.`,
            ru: `— это расстояние от центра до хорды, один из катетов прямоугольного треугольника; радиус же — его гипотенуза.`,
          }),
        },
        {
          value: half * half + dist * dist,
          mistake: "forgot-square-root",
          why: loc({ en: `is ${m("r^2")}, not ${m("r")}.`, az: `— bu, ${m("r")} deyil, ${m("r^2")} qiymətidir.`, ru: `— это ${m("r^2")}, а не ${m("r")}.` }),
        },
        ...(half > dist
          ? [
              {
                value: Math.sqrt(half * half - dist * dist),
                tex: sqrtTex(half * half - dist * dist).tex,
                mistake: "subtracted-the-squares",
                why: loc({
                  en: `subtracts the squares; the radius is the hypotenuse, so the squares are added.`,
                  az: `— kvadratlar çıxılıb; radius hipotenuz olduğu üçün kvadratlar toplanmalıdır.`,
                  ru: `— квадраты вычтены, но радиус — гипотенуза, поэтому квадраты нужно сложить.`,
                }),
              },
            ]
          : []),
      ],
    };
  },
);

export const CIRCLES: MathGenerator[] = [radius, arcLength, sectorArea, equation, tangent, chord];
