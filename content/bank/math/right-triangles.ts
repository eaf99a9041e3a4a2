import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor, type Params } from "./build";
import { int, m, mn, sqrtTex, sum, tex, type Num } from "./explain";
import { drawing, NOT_TO_SCALE, polygon, rightAngle, text, tick, type Pt } from "../../figures";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "geometry_trigonometry", skill: "right_triangles_trigonometry" } as const;

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

/** Right triangle ABC with the right angle at C, legs BC = a and AC = b, labels given as strings. */
function rightTriangle(label: string, a: string, b: string, c: string) {
  const C: Pt = [50, 190];
  const B: Pt = [50, 40];
  const A: Pt = [290, 190];
  return drawing(
    { title: "A right triangle", desc: label },
    340,
    225,
    polygon([A, B, C]) +
      rightAngle(C, A, B) +
      text([C[0] - 12, C[1] + 8], "C") +
      text([B[0] - 12, B[1] - 4], "B") +
      text([A[0] + 12, A[1] + 8], "A") +
      (a ? text([C[0] - 10, (B[1] + C[1]) / 2 + 5], a, { anchor: "end", size: 14 }) : "") +
      (b ? text([(A[0] + C[0]) / 2, C[1] + 22], b, { size: 14 }) : "") +
      (c ? text([(A[0] + B[0]) / 2 + 12, (A[1] + B[1]) / 2 - 6], c, { anchor: "start", size: 14 }) : ""),
  );
}

/** Hypotenuse from two legs. */
const hypotenuse = defineGenerator(
  { ...meta, id: "rt-hypotenuse-from-legs", difficulty: "easy", shape: "Find the hypotenuse of a right triangle from its two legs (Pythagorean theorem)." },
  (r) => {
    const [p, q, h] = r.pick(TRIPLES);
    const k = r.int(1, 4);
    const [a, b, c] = r.bool() ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
    const label = `Right triangle ABC with the right angle at C. Leg BC has length ${a} and leg AC has length ${b}. The hypotenuse AB is not labeled.`;
    return {
      kind: "open",
      params: { a, b },
      stem: `${rightTriangle(label, String(a), String(b), "")}\n${NOT_TO_SCALE}\n<p>${r.pick([`In right triangle ${m("ABC")}, angle ${m("C")} is a right angle, ${m(`BC = ${a}`)}, and ${m(`AC = ${b}`)}. What is the length of ${m("\\overline{AB}")}?`, `Triangle ${m("ABC")} has a right angle at ${m("C")}, with legs ${m(`BC = ${a}`)} and ${m(`AC = ${b}`)}. How long is the hypotenuse ${m("\\overline{AB}")}?`, `In the right triangle shown, ${m(`BC = ${a}`)} and ${m(`AC = ${b}`)}, and angle ${m("C")} is the right angle. What is ${m("AB")}?`])}</p>`,
      steps: [
        loc({
          en: `By the Pythagorean theorem, ${m("AB^2 = BC^2 + AC^2 = " + `${a}^2 + ${b}^2 = ${int(a * a)} + ${int(b * b)} = ${int(c * c)}`)}.`,
          az: `Pifaqor teoreminə görə ${m("AB^2 = BC^2 + AC^2 = " + `${a}^2 + ${b}^2 = ${int(a * a)} + ${int(b * b)} = ${int(c * c)}`)}.`,
          ru: `По теореме Пифагора ${m("AB^2 = BC^2 + AC^2 = " + `${a}^2 + ${b}^2 = ${int(a * a)} + ${int(b * b)} = ${int(c * c)}`)}.`,
        }),
        loc({
          en: `So ${m(`AB = \\sqrt{${int(c * c)}} = ${c}`)}.`,
          az: `Deməli, ${m(`AB = \\sqrt{${int(c * c)}} = ${c}`)}.`,
          ru: `Значит, ${m(`AB = \\sqrt{${int(c * c)}} = ${c}`)}.`,
        }),
      ],
      key: c,
    };
  },
);

type Fn = "sin" | "cos" | "tan";

/** A trig ratio from a triangle with all three sides labeled. */
const ratio = defineGenerator(
  {
    ...meta,
    id: "rt-trig-ratio-from-three-sides",
    difficulty: "easy",
    shape: "A right triangle has all three sides labeled; find the sine, cosine or tangent of one acute angle.",
  },
  (r) => {
    const [p, q, h] = r.pick(TRIPLES);
    const [a, b] = r.bool() ? [p, q] : [q, p];
    const c = h;
    const fn = r.pick(["sin", "cos", "tan"] as const);
    const at = r.pick(["A", "B"] as const);
    const opp = at === "A" ? a : b;
    const adj = at === "A" ? b : a;
    const value = (f: Fn) => (f === "sin" ? R(opp, c) : f === "cos" ? R(adj, c) : R(opp, adj));
    const key = value(fn);
    const label = `Right triangle ABC with the right angle at C. Leg BC has length ${a}, leg AC has length ${b}, and hypotenuse AB has length ${c}.`;
    const others = (["sin", "cos", "tan"] as const).filter((f) => f !== fn);
    const names: Record<Fn, string> = { sin: "opposite over hypotenuse", cos: "adjacent over hypotenuse", tan: "opposite over adjacent" };
    const namesAz: Record<Fn, string> = {
      sin: "qarşı katetin hipotenuza nisbəti",
      cos: "bitişik katetin hipotenuza nisbəti",
      tan: "qarşı katetin bitişik katetə nisbəti",
    };
    const namesRu: Record<Fn, string> = {
      sin: "отношение противолежащего катета к гипотенузе",
      cos: "отношение прилежащего катета к гипотенузе",
      tan: "отношение противолежащего катета к прилежащему",
    };
    const distractors: Distractor[] = [
      ...others.map((f) => ({
        value: value(f),
        mistake: `gave-${f}-instead`,
        why: loc({
          en: `is ${m(`\\${f} ${at}`)} (${names[f]}), not ${m(`\\${fn} ${at}`)}.`,
          az: `— bu, ${m(`\\${fn} ${at}`)} deyil, ${m(`\\${f} ${at}`)} qiymətidir (${namesAz[f]}).`,
          ru: `— это ${m(`\\${f} ${at}`)} (${namesRu[f]}), а не ${m(`\\${fn} ${at}`)}.`,
        }),
      })),
      {
        value: R(1).div(key),
        mistake: "ratio-upside-down",
        why: loc({
          en: `is the ratio upside down; ${m(`\\${fn} ${at}`)} is ${names[fn]}.`,
          az: `— nisbət tərsinə götürülüb; ${m(`\\${fn} ${at}`)} isə ${namesAz[fn]}dir.`,
          ru: `— отношение перевёрнуто; ${m(`\\${fn} ${at}`)} — это ${namesRu[fn]}.`,
        }),
      },
      {
        value: fn === "tan" ? R(adj, opp) : fn === "sin" ? R(adj, c) : R(opp, c),
        mistake: "used-the-other-angle",
        why: loc({
          en: `is ${m(`\\${fn} ${at === "A" ? "B" : "A"}`)}: it uses the sides as seen from the other acute angle.`,
          az: `— bu, ${m(`\\${fn} ${at === "A" ? "B" : "A"}`)} qiymətidir: tərəflər digər iti bucağa görə götürülüb.`,
          ru: `— это ${m(`\\${fn} ${at === "A" ? "B" : "A"}`)}: стороны взяты относительно другого острого угла.`,
        }),
      },
    ];
    return {
      kind: "numeric",
      params: { a, b, c, fn, at },
      stem: `${rightTriangle(label, String(a), String(b), String(c))}\n${NOT_TO_SCALE}\n<p>In right triangle ${m("ABC")}, angle ${m("C")} is a right angle, ${m(`BC = ${a}`)}, ${m(`AC = ${b}`)}, and ${m(`AB = ${c}`)}. What is the value of ${m(`\\${fn} ${at}`)}?</p>`,
      steps: [
        loc({
          en: `From angle ${m(at)}, the opposite leg is ${m(`${at === "A" ? "BC" : "AC"} = ${opp}`)}, the adjacent leg is ${m(`${at === "A" ? "AC" : "BC"} = ${adj}`)}, and the hypotenuse is ${m(`AB = ${c}`)}.`,
          az: `${m(at)} bucağına görə qarşı katet ${m(`${at === "A" ? "BC" : "AC"} = ${opp}`)}, bitişik katet ${m(`${at === "A" ? "AC" : "BC"} = ${adj}`)}, hipotenuz isə ${m(`AB = ${c}`)} olur.`,
          ru: `Для угла ${m(at)} противолежащий катет — ${m(`${at === "A" ? "BC" : "AC"} = ${opp}`)}, прилежащий катет — ${m(`${at === "A" ? "AC" : "BC"} = ${adj}`)}, а гипотенуза — ${m(`AB = ${c}`)}.`,
        }),
        loc({
          en: `${m(`\\${fn} ${at}`)} is ${names[fn]}: ${m(`\\${fn} ${at} = \\frac{${fn === "cos" ? adj : opp}}{${fn === "tan" ? adj : c}}${key.n === (fn === "cos" ? adj : opp) ? "" : ` = ${tex(key)}`}`)}.`,
          az: `${m(`\\${fn} ${at}`)} — ${namesAz[fn]}: ${m(`\\${fn} ${at} = \\frac{${fn === "cos" ? adj : opp}}{${fn === "tan" ? adj : c}}${key.n === (fn === "cos" ? adj : opp) ? "" : ` = ${tex(key)}`}`)}.`,
          ru: `${m(`\\${fn} ${at}`)} — это ${namesRu[fn]}: ${m(`\\${fn} ${at} = \\frac{${fn === "cos" ? adj : opp}}{${fn === "tan" ? adj : c}}${key.n === (fn === "cos" ? adj : opp) ? "" : ` = ${tex(key)}`}`)}.`,
        }),
      ],
      key,
      distractors,
    };
  },
);

/** The missing leg as a simplified radical. */
const missingLeg = defineGenerator(
  {
    ...meta,
    id: "rt-missing-leg-radical",
    difficulty: "medium",
    shape: "Find a leg of a right triangle from the hypotenuse and the other leg; the answer is a square root in simplest form.",
  },
  (r) => {
    const c = r.int(5, 15);
    const a = r.int(2, c - 1);
    const b2 = c * c - a * a;
    const s = sqrtTex(b2);
    if (s.m === 1) return null;
    const plusSq = sqrtTex(c * c + a * a);
    return {
      kind: "numeric",
      positive: true,
      params: { c, a },
      stem: r.pick([
        `<p>A right triangle has a hypotenuse of length ${mn(c)} and one leg of length ${mn(a)}. What is the length of the other leg?</p>`,
        `<p>One leg of a right triangle is ${mn(a)} units long, and its hypotenuse is ${mn(c)} units long. How long is the other leg?</p>`,
        `<p>The hypotenuse of a right triangle has length ${mn(c)}. If one of the legs has length ${mn(a)}, what is the length of the other leg?</p>`,
      ]),
      steps: [
        loc({
          en: `By the Pythagorean theorem, ${m(`${a}^2 + b^2 = ${c}^2`)}, so ${m(`b^2 = ${c * c} - ${a * a} = ${b2}`)}.`,
          az: `Pifaqor teoreminə görə ${m(`${a}^2 + b^2 = ${c}^2`)}, deməli, ${m(`b^2 = ${c * c} - ${a * a} = ${b2}`)}.`,
          ru: `По теореме Пифагора ${m(`${a}^2 + b^2 = ${c}^2`)}, значит, ${m(`b^2 = ${c * c} - ${a * a} = ${b2}`)}.`,
        }),
        loc({
          en: `So ${m(`b = \\sqrt{${b2}}${s.k > 1 ? ` = \\sqrt{${s.k * s.k} \\cdot ${s.m}} = ${s.tex}` : ""}`)}.`,
          az: `Deməli, ${m(`b = \\sqrt{${b2}}${s.k > 1 ? ` = \\sqrt{${s.k * s.k} \\cdot ${s.m}} = ${s.tex}` : ""}`)}.`,
          ru: `Значит, ${m(`b = \\sqrt{${b2}}${s.k > 1 ? ` = \\sqrt{${s.k * s.k} \\cdot ${s.m}} = ${s.tex}` : ""}`)}.`,
        }),
      ],
      key: s.value,
      keyTex: s.tex,
      distractors: [
        {
          value: plusSq.value,
          tex: plusSq.tex,
          mistake: "added-the-squares",
          why: loc({
            en: `adds the squares, treating ${mn(c)} as a leg; the hypotenuse is the longest side, so its square is the sum of the other two.`,
            az: `— ${mn(c)} katet kimi götürülüb və kvadratlar toplanıb; hipotenuz isə ən uzun tərəfdir, onun kvadratı digər iki tərəfin kvadratlarının cəminə bərabərdir.`,
            ru: `— квадраты сложены, как будто ${mn(c)} — катет; но гипотенуза — самая длинная сторона, и её квадрат равен сумме квадратов двух других сторон.`,
          }),
        },
        {
          value: c - a,
          mistake: "subtracted-the-lengths",
          why: loc({
            en: `subtracts the lengths instead of their squares.`,
            az: `— kvadratlar əvəzinə uzunluqların özləri çıxılıb.`,
            ru: `— вычтены сами длины, а не их квадраты.`,
          }),
        },
        {
          value: R(c, 2),
          mistake: "took-half-the-hypotenuse",
          why: loc({
            en: `takes a leg to be half the hypotenuse, which holds only for the leg opposite a ${m("30^\\circ")} angle; nothing says this triangle has one.`,
            az: `— katet hipotenuzun yarısı kimi götürülüb; bu, yalnız ${m("30^\\circ")} bucağın qarşısındakı katet üçün doğrudur, bu üçbucaqda isə belə bucağın olduğu deyilmir.`,
            ru: `— катет принят равным половине гипотенузы, а это верно только для катета против угла ${m("30^\\circ")}; ничто не говорит, что в этом треугольнике такой угол есть.`,
          }),
        },
        {
          value: b2,
          mistake: "forgot-square-root",
          why: loc({ en: `is ${m("b^2")}, not ${m("b")}.`, az: `— bu, ${m("b")} deyil, ${m("b^2")} qiymətidir.`, ru: `— это ${m("b^2")}, а не ${m("b")}.` }),
        },
        {
          value: c + a,
          mistake: "added-the-lengths",
          why: loc({
            en: `adds the two lengths; the legs and hypotenuse are related through their squares.`,
            az: `— iki uzunluq toplanıb; katetlər və hipotenuz isə kvadratları vasitəsilə əlaqəlidir.`,
            ru: `— сложены две длины, а катеты и гипотенуза связаны через свои квадраты.`,
          }),
        },
      ],
    };
  },
);

/** 30-60-90 triangle: a side from another side. */
const special = defineGenerator(
  { ...meta, id: "rt-30-60-90-side-lengths", difficulty: "medium", shape: "In a 30°-60°-90° triangle, find one side from another using the ratio 1 : √3 : 2." },
  (r) => {
    const s = r.int(2, 12);
    const given = r.pick(["hyp", "short"] as const);
    const ask = given === "hyp" ? r.pick(["short", "long"] as const) : r.pick(["long", "hyp"] as const);
    const val = { short: { tex: int(s), v: s }, long: { tex: `${s === 1 ? "" : int(s)}\\sqrt{3}`, v: s * Math.sqrt(3) }, hyp: { tex: int(2 * s), v: 2 * s } };
    const words = {
      short: { en: "the side opposite the 30° angle", az: "30° bucağın qarşısındakı tərəf", ru: "сторона против угла 30°" },
      long: { en: "the side opposite the 60° angle", az: "60° bucağın qarşısındakı tərəf", ru: "сторона против угла 60°" },
      hyp: { en: "the hypotenuse", az: "hipotenuz", ru: "гипотенуза" },
    };
    const label = `Right triangle PQR with the right angle at R. Angle P measures 30 degrees and angle Q measures 60 degrees. ${given === "hyp" ? `The hypotenuse PQ has length ${2 * s}.` : `Side QR, opposite the 30 degree angle, has length ${s}.`}`;
    const P: Pt = [300, 190];
    const R_: Pt = [60, 190];
    const Q: Pt = [60, 52];
    const fig = drawing(
      { title: "A 30°-60°-90° right triangle", desc: label },
      350,
      225,
      polygon([P, Q, R_]) +
        rightAngle(R_, P, Q) +
        text([P[0] + 12, P[1] + 8], "P") +
        text([Q[0] - 12, Q[1] - 4], "Q") +
        text([R_[0] - 12, R_[1] + 8], "R") +
        text([P[0] - 44, P[1] - 8], "30°", { size: 13 }) +
        text([Q[0] + 16, Q[1] + 34], "60°", { size: 13 }) +
        (given === "hyp"
          ? text([(P[0] + Q[0]) / 2 + 10, (P[1] + Q[1]) / 2 - 8], String(2 * s), { anchor: "start", size: 14 })
          : text([R_[0] - 10, (Q[1] + R_[1]) / 2 + 5], String(s), { anchor: "end", size: 14 })),
    );
    const sides = { short: "QR", long: "PR", hyp: "PQ" };
    const rad = (c: Num, k: number) => `${R(1).mul(c).eq(1) ? "" : tex(c)}\\sqrt{${k}}`;
    const C: Record<string, Distractor> = {
      short: {
        value: s,
        tex: int(s),
        mistake: "gave-short-leg",
        why: loc({
          en: `is ${m("QR")}, the side opposite the 30° angle.`,
          az: `— bu, ${m("QR")}, yəni 30° bucağın qarşısındakı tərəfdir.`,
          ru: `— это ${m("QR")}, сторона против угла 30°.`,
        }),
      },
      long: {
        value: s * Math.sqrt(3),
        tex: rad(s, 3),
        mistake: "gave-long-leg",
        why: loc({
          en: `is ${m("PR")}, the side opposite the 60° angle.`,
          az: `— bu, ${m("PR")}, yəni 60° bucağın qarşısındakı tərəfdir.`,
          ru: `— это ${m("PR")}, сторона против угла 60°.`,
        }),
      },
      hyp: {
        value: 2 * s,
        tex: int(2 * s),
        mistake: "gave-hypotenuse",
        why: loc({ en: `is the hypotenuse ${m("PQ")}.`, az: `— bu, ${m("PQ")} hipotenuzudur.`, ru: `— это гипотенуза ${m("PQ")}.` }),
      },
      root2: {
        value: s * Math.sqrt(2),
        tex: rad(s, 2),
        mistake: "used-45-45-90-ratio",
        why: loc({
          en: `uses ${m("\\sqrt{2}")}, which belongs to a 45°-45°-90° triangle, not a 30°-60°-90° one.`,
          az: `— ${m("\\sqrt{2}")} götürülüb, halbuki o, 30°-60°-90° üçbucağına deyil, 45°-45°-90° üçbucağına aiddir.`,
          ru: `— использован ${m("\\sqrt{2}")}, который относится к треугольнику 45°-45°-90°, а не 30°-60°-90°.`,
        }),
      },
      half: {
        value: s / 2,
        tex: tex(R(s, 2)),
        mistake: "halved-the-short-side",
        why: loc({
          en: `is half of the shortest side; the hypotenuse is twice the shortest side.`,
          az: `— bu, ən qısa tərəfin yarısıdır; hipotenuz isə ən qısa tərəfin iki mislidir.`,
          ru: `— это половина наименьшей стороны, а гипотенуза вдвое больше наименьшей стороны.`,
        }),
      },
      four: {
        value: 4 * s,
        tex: int(4 * s),
        mistake: "doubled-the-hypotenuse",
        why: loc({
          en: `is twice the hypotenuse; the shortest side is half the hypotenuse.`,
          az: `— bu, hipotenuzun iki mislidir; ən qısa tərəf isə hipotenuzun yarısıdır.`,
          ru: `— это удвоенная гипотенуза, а наименьшая сторона равна половине гипотенузы.`,
        }),
      },
      three: {
        value: 3 * s,
        tex: int(3 * s),
        mistake: "used-3-instead-of-root-3",
        why: loc({
          en: `multiplies by ${mn(3)} instead of ${m("\\sqrt{3}")}.`,
          az: `— ${m("\\sqrt{3}")} əvəzinə ${mn(3)} ədədinə vurulub.`,
          ru: `— умножено на ${mn(3)} вместо ${m("\\sqrt{3}")}.`,
        }),
      },
      twoRoot3: {
        value: 2 * s * Math.sqrt(3),
        tex: rad(2 * s, 3),
        mistake: "multiplied-hypotenuse-by-root-3",
        why: loc({
          en: `multiplies the hypotenuse by ${m("\\sqrt{3}")}; it is the shortest side that is multiplied by ${m("\\sqrt{3}")}.`,
          az: `— hipotenuz ${m("\\sqrt{3}")} ədədinə vurulub; ${m("\\sqrt{3}")} ədədinə isə ən qısa tərəf vurulur.`,
          ru: `— на ${m("\\sqrt{3}")} умножена гипотенуза, а умножать на ${m("\\sqrt{3}")} нужно наименьшую сторону.`,
        }),
      },
      overRoot3: {
        value: s / Math.sqrt(3),
        tex: rad(R(s, 3), 3),
        mistake: "divided-by-root-3",
        why: loc({
          en: `divides by ${m("\\sqrt{3}")} instead of multiplying: the side opposite the 60° angle is the longer leg.`,
          az: `— ${m("\\sqrt{3}")} ədədinə vurmaq əvəzinə ona bölünüb: 60° bucağın qarşısındakı tərəf böyük katetdir.`,
          ru: `— деление на ${m("\\sqrt{3}")} вместо умножения: сторона против угла 60° — больший катет.`,
        }),
      },
    };
    const order: Record<string, string[]> = {
      "hyp-short": ["long", "root2", "four", "half", "hyp"],
      "hyp-long": ["short", "root2", "twoRoot3", "hyp", "three"],
      "short-long": ["root2", "hyp", "overRoot3", "three", "twoRoot3"],
      "short-hyp": ["long", "root2", "four", "half", "three"],
    };
    const distractors = order[`${given}-${ask}`]!.map((k) => C[k]!);
    return {
      kind: "numeric",
      positive: true,
      params: (given === "hyp" ? { hyp: 2 * s, ask } : { short: s, ask }) as Params,
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>In triangle ${m("PQR")}, angle ${m("R")} is a right angle, angle ${m("P")} measures ${m("30^\\circ")}, and ${given === "hyp" ? m(`PQ = ${2 * s}`) : m(`QR = ${s}`)}. What is the length of ${m(`\\overline{${sides[ask]}}`)}?</p>`,
      steps: [
        loc({
          en: `In a 30°-60°-90° triangle the sides opposite the 30°, 60° and 90° angles are in the ratio ${m("1 : \\sqrt{3} : 2")}. Here ${m(sides.short)} is ${words.short.en}, ${m(sides.long)} is ${words.long.en}, and ${m(sides.hyp)} is ${words.hyp.en}.`,
          az: `30°-60°-90° üçbucağında 30°, 60° və 90° bucaqlarının qarşısındakı tərəflər ${m("1 : \\sqrt{3} : 2")} nisbətindədir. Burada ${m(sides.short)} — ${words.short.az}, ${m(sides.long)} — ${words.long.az}, ${m(sides.hyp)} — ${words.hyp.az}.`,
          ru: `В треугольнике 30°-60°-90° стороны, лежащие против углов 30°, 60° и 90°, относятся как ${m("1 : \\sqrt{3} : 2")}. Здесь ${m(sides.short)} — ${words.short.ru}, ${m(sides.long)} — ${words.long.ru}, а ${m(sides.hyp)} — ${words.hyp.ru}.`,
        }),
        given === "hyp"
          ? loc({
              en: `${m(`PQ = ${2 * s}`)}, so the shortest side is ${m(`QR = \\frac{${2 * s}}{2} = ${s}`)}${ask === "long" ? `, and ${m(`PR = ${val.long.tex}`)}` : ""}.`,
              az: `${m(`PQ = ${2 * s}`)}, deməli, ən qısa tərəf ${m(`QR = \\frac{${2 * s}}{2} = ${s}`)} olur${ask === "long" ? `, onda ${m(`PR = ${val.long.tex}`)}` : ""}.`,
              ru: `${m(`PQ = ${2 * s}`)}, значит, наименьшая сторона ${m(`QR = \\frac{${2 * s}}{2} = ${s}`)}${ask === "long" ? `, а ${m(`PR = ${val.long.tex}`)}` : ""}.`,
            })
          : loc({
              en: `${m(`QR = ${s}`)}, so ${ask === "long" ? m(`PR = ${val.long.tex}`) : m(`PQ = 2(${s}) = ${2 * s}`)}.`,
              az: `${m(`QR = ${s}`)}, deməli, ${ask === "long" ? m(`PR = ${val.long.tex}`) : m(`PQ = 2(${s}) = ${2 * s}`)}.`,
              ru: `${m(`QR = ${s}`)}, значит, ${ask === "long" ? m(`PR = ${val.long.tex}`) : m(`PQ = 2(${s}) = ${2 * s}`)}.`,
            }),
        loc({
          en: `The length of ${m(`\\overline{${sides[ask]}}`)} is ${m(val[ask].tex)}.`,
          az: `${m(`\\overline{${sides[ask]}}`)} parçasının uzunluğu ${m(val[ask].tex)} olur.`,
          ru: `Длина ${m(`\\overline{${sides[ask]}}`)} равна ${m(val[ask].tex)}.`,
        }),
      ],
      key: val[ask].v,
      keyTex: val[ask].tex,
      distractors,
    };
  },
);

const MORE_TRIPLES = [
  ...TRIPLES,
  [11, 60, 61],
  [12, 35, 37],
  [28, 45, 53],
  [33, 56, 65],
  [16, 63, 65],
  [48, 55, 73],
  [13, 84, 85],
  [36, 77, 85],
  [39, 80, 89],
  [65, 72, 97],
] as const;

/** From sin A in a right triangle, the tangent of the other acute angle. */
const otherAngle = defineGenerator(
  {
    ...meta,
    id: "trig-tan-of-other-acute-angle",
    difficulty: "hard",
    shape: "Given sin A in a right triangle, find tan B for the other acute angle (find the third side, then read the ratio from B).",
  },
  (r) => {
    const [p0, q0, h] = r.pick(MORE_TRIPLES);
    const [opp, adj] = r.bool() ? [p0, q0] : [q0, p0];
    const key = R(adj, opp); // tan B = AC / BC, with BC = opp (opposite A) and AC = adj
    return {
      kind: "numeric",
      positive: true,
      params: { opp, h },
      stem: r.pick([
        `<p>In right triangle ${m("ABC")}, angle ${m("C")} is the right angle and ${m(`\\sin A = \\frac{${opp}}{${h}}`)}. What is the value of ${m("\\tan B")}?</p>`,
        `<p>Triangle ${m("ABC")} has a right angle at ${m("C")}, and ${m(`\\sin A = \\frac{${opp}}{${h}}`)}. What is ${m("\\tan B")}?</p>`,
        `<p>In triangle ${m("ABC")}, angle ${m("C")} measures ${m("90^\\circ")} and ${m(`\\sin A = \\frac{${opp}}{${h}}`)}. What is the value of ${m("\\tan B")}?</p>`,
      ]),
      steps: [
        loc({
          en: `${m("\\sin A")} is opposite over hypotenuse, so take ${m(`BC = ${opp}`)} and ${m(`AB = ${h}`)} (any triangle with these proportions gives the same ratios). Then ${m(`AC = \\sqrt{${h}^2 - ${opp}^2} = \\sqrt{${h * h - opp * opp}} = ${adj}`)}.`,
          az: `${m("\\sin A")} qarşı katetin hipotenuza nisbətidir, ona görə də ${m(`BC = ${opp}`)} və ${m(`AB = ${h}`)} götürün (bu mütənasibliyə malik istənilən üçbucaq eyni nisbətləri verir). Onda ${m(`AC = \\sqrt{${h}^2 - ${opp}^2} = \\sqrt{${h * h - opp * opp}} = ${adj}`)}.`,
          ru: `${m("\\sin A")} — это отношение противолежащего катета к гипотенузе, поэтому возьмите ${m(`BC = ${opp}`)} и ${m(`AB = ${h}`)} (любой треугольник с такими пропорциями даёт те же отношения). Тогда ${m(`AC = \\sqrt{${h}^2 - ${opp}^2} = \\sqrt{${h * h - opp * opp}} = ${adj}`)}.`,
        }),
        loc({
          en: `From angle ${m("B")}, the opposite leg is ${m(`AC = ${adj}`)} and the adjacent leg is ${m(`BC = ${opp}`)}, so ${m(`\\tan B = \\frac{${adj}}{${opp}}`)}.`,
          az: `${m("B")} bucağına görə qarşı katet ${m(`AC = ${adj}`)}, bitişik katet isə ${m(`BC = ${opp}`)} olur, deməli, ${m(`\\tan B = \\frac{${adj}}{${opp}}`)}.`,
          ru: `Для угла ${m("B")} противолежащий катет — ${m(`AC = ${adj}`)}, а прилежащий — ${m(`BC = ${opp}`)}, значит, ${m(`\\tan B = \\frac{${adj}}{${opp}}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(opp, adj),
          mistake: "gave-tan-A",
          why: loc({
            en: `is ${m("\\tan A")}; from angle ${m("B")} the opposite and adjacent legs swap.`,
            az: `— bu, ${m("\\tan A")} qiymətidir; ${m("B")} bucağına görə qarşı və bitişik katetlər yerini dəyişir.`,
            ru: `— это ${m("\\tan A")}; для угла ${m("B")} противолежащий и прилежащий катеты меняются местами.`,
          }),
        },
        {
          value: R(adj, h),
          mistake: "gave-sin-B",
          why: loc({
            en: `is ${m("\\sin B")} (which equals ${m("\\cos A")}), opposite over hypotenuse, not opposite over adjacent.`,
            az: `— bu, ${m("\\sin B")} qiymətidir (o, ${m("\\cos A")} ilə bərabərdir): qarşı katetin bitişik katetə deyil, hipotenuza nisbəti.`,
            ru: `— это ${m("\\sin B")} (он равен ${m("\\cos A")}): отношение противолежащего катета к гипотенузе, а не к прилежащему катету.`,
          }),
        },
        {
          value: R(opp, h),
          mistake: "gave-sin-A",
          why: loc({
            en: `is ${m("\\sin A")} itself, which equals ${m("\\cos B")}.`,
            az: `— bu, ${m("\\sin A")} qiymətinin özüdür; o, ${m("\\cos B")} ilə bərabərdir.`,
            ru: `— это сам ${m("\\sin A")}, который равен ${m("\\cos B")}.`,
          }),
        },
        {
          value: R(h, opp),
          mistake: "hypotenuse-over-opposite",
          why: loc({
            en: `divides the hypotenuse by ${m("BC")}; the tangent uses the two legs.`,
            az: `— hipotenuz ${m("BC")} tərəfinə bölünüb; tangens isə iki katetlə hesablanır.`,
            ru: `— гипотенуза разделена на ${m("BC")}, а тангенс считается по двум катетам.`,
          }),
        },
      ],
    };
  },
);

/** Isosceles triangle from its three sides: height, then area. */
const isoscelesArea = defineGenerator(
  {
    ...meta,
    id: "rt-isosceles-area-from-sides",
    difficulty: "hard",
    shape: "Find the area of an isosceles triangle from its three side lengths (the height splits it into two right triangles).",
  },
  (r) => {
    const [p, q, h] = r.pick(TRIPLES);
    const k = r.int(1, 3);
    const [half, height] = r.bool() ? [p * k, q * k] : [q * k, p * k];
    const side = h * k;
    const base = 2 * half;
    const key = half * height;
    const A: Pt = [40, 190];
    const C: Pt = [300, 190];
    const B: Pt = [170, 40];
    const label = `Triangle ABC with AB and BC both of length ${side}, shown by tick marks, and base AC of length ${base}.`;
    const fig = drawing(
      { title: "An isosceles triangle", desc: label },
      340,
      225,
      polygon([A, B, C]) +
        tick(A, B) +
        tick(B, C) +
        text([A[0] - 12, A[1] + 6], "A") +
        text([B[0], B[1] - 10], "B") +
        text([C[0] + 12, C[1] + 6], "C") +
        text([(A[0] + B[0]) / 2 - 14, (A[1] + B[1]) / 2], String(side), { anchor: "end", size: 14 }) +
        text([(B[0] + C[0]) / 2 + 14, (B[1] + C[1]) / 2], String(side), { anchor: "start", size: 14 }) +
        text([(A[0] + C[0]) / 2, A[1] + 22], String(base), { size: 14 }),
    );
    return {
      kind: "open",
      params: { side, base },
      stem: `${fig}\n${NOT_TO_SCALE}\n<p>${r.pick([`In triangle ${m("ABC")}, ${m(`AB = BC = ${side}`)} and ${m(`AC = ${base}`)}. What is the area of triangle ${m("ABC")}?`, `Triangle ${m("ABC")} is isosceles with ${m(`AB = BC = ${side}`)} and base ${m(`AC = ${base}`)}. What is its area?`, `The two equal sides of isosceles triangle ${m("ABC")} are ${m(`AB = BC = ${side}`)}, and ${m(`AC = ${base}`)}. Find the area of the triangle.`])}</p>`,
      steps: [
        loc({
          en: `The segment from ${m("B")} perpendicular to ${m("\\overline{AC}")} bisects the base (the triangle is isosceles), making two right triangles with hypotenuse ${mn(side)} and one leg ${m(`\\frac{${base}}{2} = ${half}`)}.`,
          az: `${m("B")} təpəsindən ${m("\\overline{AC}")} tərəfinə çəkilmiş perpendikulyar oturacağı yarıya bölür (üçbucaq bərabəryanlıdır) və hipotenuzu ${mn(side)}, katetlərindən biri ${m(`\\frac{${base}}{2} = ${half}`)} olan iki düzbucaqlı üçbucaq alınır.`,
          ru: `Перпендикуляр из ${m("B")} к ${m("\\overline{AC}")} делит основание пополам (треугольник равнобедренный) и образует два прямоугольных треугольника с гипотенузой ${mn(side)} и катетом ${m(`\\frac{${base}}{2} = ${half}`)}.`,
        }),
        loc({
          en: `The height is ${m(`\\sqrt{${side}^2 - ${half}^2} = \\sqrt{${int(side * side)} - ${int(half * half)}} = \\sqrt{${int(height * height)}} = ${height}`)}.`,
          az: `Hündürlük ${m(`\\sqrt{${side}^2 - ${half}^2} = \\sqrt{${int(side * side)} - ${int(half * half)}} = \\sqrt{${int(height * height)}} = ${height}`)} olur.`,
          ru: `Высота равна ${m(`\\sqrt{${side}^2 - ${half}^2} = \\sqrt{${int(side * side)} - ${int(half * half)}} = \\sqrt{${int(height * height)}} = ${height}`)}.`,
        }),
        loc({
          en: `The area is ${m(`\\frac{1}{2} \\cdot ${base} \\cdot ${height} = ${int(key)}`)}.`,
          az: `Sahə ${m(`\\frac{1}{2} \\cdot ${base} \\cdot ${height} = ${int(key)}`)} olur.`,
          ru: `Площадь равна ${m(`\\frac{1}{2} \\cdot ${base} \\cdot ${height} = ${int(key)}`)}.`,
        }),
      ],
      key,
    };
  },
);

export const RIGHT_TRIANGLES: MathGenerator[] = [hypotenuse, ratio, missingLeg, special, otherAngle, isoscelesArea];
