import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, piTex, tex, type Num } from "./explain";
import { dashed, drawing, NOT_TO_SCALE, polygon, rightAngle, text, type Pt } from "../../figures";
import { loc, type Text } from "./localize";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "area_volume" } as const;

const piValue = (c: Num) => Number(c.valueOf()) * Math.PI;
const piChoice = (c: Num, mistake: string, why: Text): Distractor => ({ value: piValue(c), tex: piTex(c), mistake, why });

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
        loc({
          en: `The volume of a prism is the area of a base times the length. The base is a right triangle, so its area is half the product of the legs: ${m(`\\frac{1}{2} \\cdot ${a} \\cdot ${b} = ${tex(R(a * b, 2))}`)} square inches.`,
          az: `Prizmanın həcmi oturacağın sahəsinin uzunluğa hasilidir. Oturacaq düzbucaqlı üçbucaqdır, ona görə də onun sahəsi katetlərin hasilinin yarısına bərabərdir: ${m(`\\frac{1}{2} \\cdot ${a} \\cdot ${b} = ${tex(R(a * b, 2))}`)} kvadrat düym.`,
          ru: `Объём призмы равен площади основания, умноженной на длину. Основание — прямоугольный треугольник, поэтому его площадь в квадратных дюймах равна половине произведения катетов: ${m(`\\frac{1}{2} \\cdot ${a} \\cdot ${b} = ${tex(R(a * b, 2))}`)}.`,
        }),
        loc({
          en: `The volume is ${m(`${tex(R(a * b, 2))} \\cdot ${L} = ${tex(key)}`)} cubic inches. (The hypotenuse is not needed.)`,
          az: `Həcm ${m(`${tex(R(a * b, 2))} \\cdot ${L} = ${tex(key)}`)} kub düymdür. (Hipotenuz lazım deyil.)`,
          ru: `Объём в кубических дюймах равен ${m(`${tex(R(a * b, 2))} \\cdot ${L} = ${tex(key)}`)}. (Гипотенуза не нужна.)`,
        }),
      ],
      key,
      distractors: [
        {
          value: a * b * L,
          mistake: "forgot-one-half",
          why: loc({
            en: `leaves out the ${m("\\frac{1}{2}")} in the triangle's area: it is the volume of a box ${mn(a)} by ${mn(b)} by ${mn(L)}.`,
            az: `— üçbucağın sahəsindəki ${m("\\frac{1}{2}")} vuruğu buraxılıb: bu, ölçüləri ${mn(a)}, ${mn(b)} və ${mn(L)} olan qutunun həcmidir.`,
            ru: `— в площади треугольника пропущен множитель ${m("\\frac{1}{2}")}: это объём коробки размером ${mn(a)} на ${mn(b)} на ${mn(L)}.`,
          }),
        },
        {
          value: R(a * c * L, 2),
          mistake: "used-the-hypotenuse-as-a-leg",
          why: loc({
            en: `uses the hypotenuse ${mn(c)} as if it were a leg; the area of a right triangle uses the two legs.`,
            az: `— uzunluğu ${mn(c)} olan hipotenuz katet kimi götürülüb; düzbucaqlı üçbucağın sahəsi isə iki katetlə hesablanır.`,
            ru: `— гипотенуза ${mn(c)} взята как катет, а площадь прямоугольного треугольника считается по двум катетам.`,
          }),
        },
        {
          value: R(a * b * L, 6),
          mistake: "used-pyramid-formula",
          why: loc({
            en: `divides by ${mn(3)} as well, which is the formula for a pyramid, not a prism.`,
            az: `— üstəlik ${mn(3)} ədədinə də bölünüb; bu, prizmanın deyil, piramidanın düsturudur.`,
            ru: `— здесь ещё и деление на ${mn(3)}, а это формула пирамиды, а не призмы.`,
          }),
        },
        {
          value: R(a * b, 2),
          mistake: "gave-base-area",
          why: loc({
            en: `is the area of one triangular base; it is never multiplied by the length ${mn(L)}.`,
            az: `— bu, bir üçbucaq oturacağın sahəsidir; o, ${mn(L)} uzunluğuna vurulmayıb.`,
            ru: `— это площадь одного треугольного основания; её так и не умножили на длину ${mn(L)}.`,
          }),
        },
        {
          value: R((a + b) * L, 2),
          mistake: "added-the-legs",
          why: loc({
            en: `adds the legs instead of multiplying them in the triangle's area (${m(`\\frac{1}{2}(${a} + ${b})`)}).`,
            az: `— üçbucağın sahəsində katetlər vurulmaq əvəzinə toplanıb (${m(`\\frac{1}{2}(${a} + ${b})`)}).`,
            ru: `— в площади треугольника катеты сложены, а не перемножены (${m(`\\frac{1}{2}(${a} + ${b})`)}).`,
          }),
        },
        {
          value: (a + b + c) * L,
          mistake: "used-perimeter-times-length",
          why: loc({
            en: `multiplies the perimeter of the base by the length, which is the area of the three rectangular faces, not the volume.`,
            az: `— oturacağın perimetri uzunluğa vurulub; bu, həcm deyil, üç düzbucaqlı üzün sahəsidir.`,
            ru: `— периметр основания умножен на длину: это площадь трёх прямоугольных граней, а не объём.`,
          }),
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
        loc({
          en: `Along each edge of the box the cubes fit ${m(`\\frac{${a}}{${e}} = ${a / e}`)}, ${m(`\\frac{${b}}{${e}} = ${b / e}`)}, and ${m(`\\frac{${c}}{${e}} = ${c / e}`)} times.`,
          az: `Qutunun üç tili boyunca müvafiq olaraq ${m(`\\frac{${a}}{${e}} = ${a / e}`)}, ${m(`\\frac{${b}}{${e}} = ${b / e}`)} və ${m(`\\frac{${c}}{${e}} = ${c / e}`)} kub yerləşir.`,
          ru: `Вдоль трёх рёбер коробки кубики укладываются столько раз: ${m(`\\frac{${a}}{${e}} = ${a / e}`)}, ${m(`\\frac{${b}}{${e}} = ${b / e}`)} и ${m(`\\frac{${c}}{${e}} = ${c / e}`)}.`,
        }),
        loc({
          en: `So ${m(`${a / e} \\cdot ${b / e} \\cdot ${c / e} = ${int(key)}`)} cubes fill the box. (Equivalently, ${m(`\\frac{${a} \\cdot ${b} \\cdot ${c}}{${e}^3} = \\frac{${int(a * b * c)}}{${e ** 3}} = ${int(key)}`)}.)`,
          az: `Deməli, qutunu ${m(`${a / e} \\cdot ${b / e} \\cdot ${c / e} = ${int(key)}`)} kub doldurur. (Başqa cür: ${m(`\\frac{${a} \\cdot ${b} \\cdot ${c}}{${e}^3} = \\frac{${int(a * b * c)}}{${e ** 3}} = ${int(key)}`)}.)`,
          ru: `Значит, число кубиков, заполняющих коробку, равно ${m(`${a / e} \\cdot ${b / e} \\cdot ${c / e} = ${int(key)}`)}. (Иначе: ${m(`\\frac{${a} \\cdot ${b} \\cdot ${c}}{${e}^3} = \\frac{${int(a * b * c)}}{${e ** 3}} = ${int(key)}`)}.)`,
        }),
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
    const fig = drawing(
      { title: "A trapezoid with its height", desc: label },
      W,
      Math.ceil(hs + 70),
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
        loc({
          en: `The area of a trapezoid is half the sum of the parallel sides times the height (the perpendicular distance between them): ${m(`\\frac{1}{2}(${top} + ${bottom})(${h})`)}.`,
          az: `Trapesiyanın sahəsi paralel tərəflərin cəminin yarısının hündürlüyə (onlar arasındakı perpendikulyar məsafəyə) hasilidir: ${m(`\\frac{1}{2}(${top} + ${bottom})(${h})`)}.`,
          ru: `Площадь трапеции равна полусумме параллельных сторон, умноженной на высоту (расстояние между ними по перпендикуляру): ${m(`\\frac{1}{2}(${top} + ${bottom})(${h})`)}.`,
        }),
        loc({
          en: `${m(`\\frac{1}{2}(${top + bottom})(${h}) = ${tex(key)}`)}.`,
          az: `Hesablayın: ${m(`\\frac{1}{2}(${top + bottom})(${h}) = ${tex(key)}`)}.`,
          ru: `Вычислите: ${m(`\\frac{1}{2}(${top + bottom})(${h}) = ${tex(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R((top + bottom) * slant, 2),
          mistake: "used-slanted-side-as-height",
          why: loc({
            en: `uses the slanted side ${mn(slant)} instead of the height ${mn(h)}.`,
            az: `— hündürlük (${mn(h)}) əvəzinə maili tərəf (${mn(slant)}) götürülüb.`,
            ru: `— вместо высоты ${mn(h)} взята наклонная сторона ${mn(slant)}.`,
          }),
        },
        {
          value: (top + bottom) * h,
          mistake: "forgot-one-half",
          why: loc({
            en: `leaves out the ${m("\\frac{1}{2}")}: it is the area of a rectangle ${mn(top + bottom)} by ${mn(h)}.`,
            az: `— ${m("\\frac{1}{2}")} vuruğu buraxılıb: bu, tərəfləri ${mn(top + bottom)} və ${mn(h)} olan düzbucaqlının sahəsidir.`,
            ru: `— пропущен множитель ${m("\\frac{1}{2}")}: это площадь прямоугольника со сторонами ${mn(top + bottom)} и ${mn(h)}.`,
          }),
        },
        {
          value: bottom * h,
          mistake: "used-longer-base-only",
          why: loc({
            en: `is the area of a rectangle with the longer base, which is larger than the trapezoid.`,
            az: `— bu, trapesiyanın böyük oturacağı üzərində qurulmuş düzbucaqlının sahəsidir; bu düzbucaqlı trapesiyadan böyükdür.`,
            ru: `— это площадь прямоугольника на большем основании, а он больше трапеции.`,
          }),
        },
        {
          value: top * h,
          mistake: "used-shorter-base-only",
          why: loc({
            en: `is the area of a rectangle with the shorter base, which is smaller than the trapezoid.`,
            az: `— bu, trapesiyanın kiçik oturacağı üzərində qurulmuş düzbucaqlının sahəsidir; bu düzbucaqlı trapesiyadan kiçikdir.`,
            ru: `— это площадь прямоугольника на меньшем основании, а он меньше трапеции.`,
          }),
        },
        {
          value: R(bottom * h, 2),
          mistake: "treated-as-triangle",
          why: loc({
            en: `is ${m("\\frac{1}{2} \\cdot " + bottom + " \\cdot " + h)}, the area of a triangle on the longer base; it leaves out the shorter base.`,
            az: `— bu, ${m("\\frac{1}{2} \\cdot " + bottom + " \\cdot " + h)}, yəni böyük oturacaq üzərində qurulmuş üçbucağın sahəsidir; kiçik oturacaq nəzərə alınmayıb.`,
            ru: `— это ${m("\\frac{1}{2} \\cdot " + bottom + " \\cdot " + h)}, площадь треугольника на большем основании; меньшее основание не учтено.`,
          }),
        },
        {
          value: R(top + bottom, 2),
          mistake: "averaged-bases-only",
          why: loc({
            en: `is the average of the two bases; it is never multiplied by the height ${mn(h)}.`,
            az: `— bu, iki oturacağın ədədi ortasıdır; o, ${mn(h)} hündürlüyünə vurulmayıb.`,
            ru: `— это среднее двух оснований; его так и не умножили на высоту ${mn(h)}.`,
          }),
        },
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
        loc({
          en: `Let the length be ${m(`${a}k`)} and the width ${m(b === 1 ? "k" : `${b}k`)}. The perimeter is ${m(`2(${a}k + ${b === 1 ? "" : b}k) = ${2 * (a + b)}k = ${P}`)}, so ${m(`k = ${k}`)}.`,
          az: `Uzunluq ${m(`${a}k`)}, en isə ${m(b === 1 ? "k" : `${b}k`)} olsun. Perimetr ${m(`2(${a}k + ${b === 1 ? "" : b}k) = ${2 * (a + b)}k = ${P}`)} olur, deməli, ${m(`k = ${k}`)}.`,
          ru: `Пусть длина равна ${m(`${a}k`)}, а ширина — ${m(b === 1 ? "k" : `${b}k`)}. Периметр равен ${m(`2(${a}k + ${b === 1 ? "" : b}k) = ${2 * (a + b)}k = ${P}`)}, значит, ${m(`k = ${k}`)}.`,
        }),
        loc({
          en: `The length is ${mn(a * k)} feet and the width is ${mn(b * k)} feet, so the area is ${m(`${a * k} \\cdot ${b * k} = ${int(key)}`)} square feet.`,
          az: `Uzunluq ${mn(a * k)} fut, en isə ${mn(b * k)} fut olduğu üçün sahə ${m(`${a * k} \\cdot ${b * k} = ${int(key)}`)} kvadrat futdur.`,
          ru: `Длина и ширина в футах равны ${mn(a * k)} и ${mn(b * k)}, поэтому площадь в квадратных футах равна ${m(`${a * k} \\cdot ${b * k} = ${int(key)}`)}.`,
        }),
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
        loc({
          en: `Cylinder: ${m(`\\pi r^2 h = \\pi(${rad})^2(${h}) = ${piTex(cyl)}`)}.`,
          az: `Silindr: ${m(`\\pi r^2 h = \\pi(${rad})^2(${h}) = ${piTex(cyl)}`)}.`,
          ru: `Цилиндр: ${m(`\\pi r^2 h = \\pi(${rad})^2(${h}) = ${piTex(cyl)}`)}.`,
        }),
        loc({
          en: `Hemisphere: half of ${m("\\frac{4}{3}\\pi r^3")}, that is ${m(`\\frac{2}{3}\\pi(${rad})^3 = ${piTex(hemi)}`)}.`,
          az: `Yarımkürə: ${m("\\frac{4}{3}\\pi r^3")} ifadəsinin yarısı, yəni ${m(`\\frac{2}{3}\\pi(${rad})^3 = ${piTex(hemi)}`)}.`,
          ru: `Полушарие: половина от ${m("\\frac{4}{3}\\pi r^3")}, то есть ${m(`\\frac{2}{3}\\pi(${rad})^3 = ${piTex(hemi)}`)}.`,
        }),
        loc({
          en: `Total: ${m(`${piTex(cyl)} + ${piTex(hemi)} = ${piTex(key)}`)}.`,
          az: `Cəmi: ${m(`${piTex(cyl)} + ${piTex(hemi)} = ${piTex(key)}`)}.`,
          ru: `Всего: ${m(`${piTex(cyl)} + ${piTex(hemi)} = ${piTex(key)}`)}.`,
        }),
      ],
      key: piValue(key),
      keyTex: piTex(key),
      distractors: [
        piChoice(
          cyl + (4 * rad ** 3) / 3,
          "used-a-whole-sphere",
          loc({
            en: `adds a whole sphere, ${m("\\frac{4}{3}\\pi r^3")}, instead of half of one.`,
            az: `— yarımkürə əvəzinə bütöv kürənin həcmi (${m("\\frac{4}{3}\\pi r^3")}) əlavə edilib.`,
            ru: `— прибавлен объём целого шара, ${m("\\frac{4}{3}\\pi r^3")}, а не его половины.`,
          }),
        ),
        piChoice(
          cyl,
          "left-out-the-dome",
          loc({ en: `is the volume of the cylinder alone.`, az: `— bu, yalnız silindrin həcmidir.`, ru: `— это объём одного лишь цилиндра.` }),
        ),
        piChoice(
          rad * rad * (h + rad),
          "treated-the-dome-as-a-cylinder",
          loc({
            en: `treats the dome as a cylinder of height ${mn(rad)}, which holds more than a hemisphere.`,
            az: `— günbəz hündürlüyü ${mn(rad)} olan silindr kimi götürülüb; belə silindrin həcmi yarımkürənin həcmindən böyükdür.`,
            ru: `— купол принят за цилиндр высотой ${mn(rad)}, а его объём больше объёма полушария.`,
          }),
        ),
        piChoice(
          cyl + (2 * rad * rad) / 3,
          "used-r-squared-for-the-dome",
          loc({
            en: `uses ${m("r^2")} instead of ${m("r^3")} in the hemisphere's volume.`,
            az: `— yarımkürənin həcmində ${m("r^3")} əvəzinə ${m("r^2")} götürülüb.`,
            ru: `— в объёме полушария взято ${m("r^2")} вместо ${m("r^3")}.`,
          }),
        ),
        piChoice(
          cyl + rad ** 3 / 3,
          "treated-the-dome-as-a-cone",
          loc({
            en: `treats the dome as a cone of height ${mn(rad)}, ${m("\\frac{1}{3}\\pi r^3")}, which holds half as much as the hemisphere.`,
            az: `— günbəz hündürlüyü ${mn(rad)} olan konus (${m("\\frac{1}{3}\\pi r^3")}) kimi götürülüb; konusun həcmi yarımkürənin həcminin yarısıdır.`,
            ru: `— купол принят за конус высотой ${mn(rad)}, ${m("\\frac{1}{3}\\pi r^3")}, а его объём вдвое меньше объёма полушария.`,
          }),
        ),
        piChoice(
          hemi,
          "left-out-the-cylinder",
          loc({
            en: `is the volume of the hemisphere alone; the cylinder below it is left out.`,
            az: `— bu, yalnız yarımkürənin həcmidir; onun altındakı silindr nəzərə alınmayıb.`,
            ru: `— это объём одного лишь полушария; цилиндр под ним не учтён.`,
          }),
        ),
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
        loc({
          en: `The surface area of a sphere is ${m("4\\pi r^2")}: ${m(`4\\pi r^2 = ${piTex(S)}`)}, so ${m(`r^2 = ${rad * rad}`)} and ${m(`r = ${rad}`)}.`,
          az: `Kürənin səthinin sahəsi ${m("4\\pi r^2")} düsturu ilə hesablanır: ${m(`4\\pi r^2 = ${piTex(S)}`)}, deməli, ${m(`r^2 = ${rad * rad}`)} və ${m(`r = ${rad}`)}.`,
          ru: `Площадь поверхности сферы равна ${m("4\\pi r^2")}: ${m(`4\\pi r^2 = ${piTex(S)}`)}, значит, ${m(`r^2 = ${rad * rad}`)} и ${m(`r = ${rad}`)}.`,
        }),
        loc({
          en: `The volume is ${m(`\\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi(${rad})^3 = ${piTex(V)}`)}.`,
          az: `Həcm ${m(`\\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi(${rad})^3 = ${piTex(V)}`)} olur.`,
          ru: `Объём равен ${m(`\\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi(${rad})^3 = ${piTex(V)}`)}.`,
        }),
      ],
      key: piValue(V),
      keyTex: piTex(V),
      distractors: [
        piChoice(
          4 * rad ** 3,
          "forgot-one-third",
          loc({
            en: `leaves out the ${m("\\frac{1}{3}")} in ${m("\\frac{4}{3}\\pi r^3")}.`,
            az: `— ${m("\\frac{4}{3}\\pi r^3")} düsturundakı ${m("\\frac{1}{3}")} vuruğu buraxılıb.`,
            ru: `— в ${m("\\frac{4}{3}\\pi r^3")} пропущен множитель ${m("\\frac{1}{3}")}.`,
          }),
        ),
        piChoice(
          R(4 * rad * rad, 3),
          "squared-instead-of-cubed",
          loc({
            en: `uses ${m("r^2")} instead of ${m("r^3")} in the volume formula.`,
            az: `— həcm düsturunda ${m("r^3")} əvəzinə ${m("r^2")} götürülüb.`,
            ru: `— в формуле объёма взято ${m("r^2")} вместо ${m("r^3")}.`,
          }),
        ),
        piChoice(
          R(32 * rad ** 3, 3),
          "used-diameter-as-radius",
          loc({
            en: `uses the diameter ${mn(2 * rad)} as the radius.`,
            az: `— diametr (${mn(2 * rad)}) radius kimi götürülüb.`,
            ru: `— за радиус принят диаметр ${mn(2 * rad)}.`,
          }),
        ),
        piChoice(
          R(4 * rad ** 6, 3),
          "did-not-take-square-root",
          loc({
            en: `uses ${m(`r = ${rad * rad}`)}, the value of ${m("r^2")}, as the radius.`,
            az: `— radius kimi ${m(`r = ${rad * rad}`)} götürülüb, halbuki bu, ${m("r^2")} ifadəsinin qiymətidir.`,
            ru: `— за радиус принято ${m(`r = ${rad * rad}`)}, а это значение ${m("r^2")}.`,
          }),
        ),
        piChoice(
          R(rad ** 3, 3),
          "used-one-third",
          loc({
            en: `uses ${m("\\frac{1}{3}\\pi r^3")}, leaving out the factor ${mn(4)}.`,
            az: `— ${m("\\frac{1}{3}\\pi r^3")} düsturu götürülüb, ${mn(4)} vuruğu buraxılıb.`,
            ru: `— взято ${m("\\frac{1}{3}\\pi r^3")}: пропущен множитель ${mn(4)}.`,
          }),
        ),
        piChoice(
          R(2 * rad ** 3, 3),
          "gave-a-hemisphere",
          loc({
            en: `is half the sphere's volume, the volume of a hemisphere.`,
            az: `— bu, kürənin həcminin yarısı, yəni yarımkürənin həcmidir.`,
            ru: `— это половина объёма шара, то есть объём полушария.`,
          }),
        ),
      ],
    };
  },
);

export const AREA_VOLUME: MathGenerator[] = [prism, cubes, trapezoid, ratioRectangle, silo, sphere];
