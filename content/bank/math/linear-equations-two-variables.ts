import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { co, int, m, maybeParen, minus, mn, subst, sum, tex } from "./explain";
import { table } from "../../figures";
import { loc, type Localized } from "./localize";
import { gcd, R, type Rat } from "./rational";

const meta = { domain: "algebra", skill: "linear_equations_two_variables" } as const;

const pt = (x: Rat | number, y: Rat | number) => m(`(${tex(x)}, ${tex(y)})`);

/** The line x/X + y/Y = 1 as px + qy = r with integers, p > 0. */
function standardForm(X: number, Y: number) {
  const g = gcd(X, Y);
  let [p, q, r] = [Y / g, X / g, (X * Y) / g];
  if (p < 0) [p, q, r] = [-p, -q, -r];
  return { p, q, r };
}

/** The x-intercept of px + qy = r, as a point. */
const xIntercept = defineGenerator(
  { ...meta, id: "lin2-x-intercept-standard-form", difficulty: "easy", shape: "Find the x-intercept (a point) of the graph of px + qy = r." },
  (r) => {
    const X = r.nonzero(-9, 9);
    const Y = r.nonzero(-9, 9);
    if (Math.abs(X) === Math.abs(Y)) return null;
    const { p, q, r: c } = standardForm(X, Y);
    const eq = `${sum([
      [p, "x"],
      [q, "y"],
    ])} = ${int(c)}`;
    return {
      kind: "text",
      params: { p, q, r: c },
      stem: `<p>${m(eq)}</p>\n<p>The graph of the given equation in the ${m("xy")}-plane is a line. What is the ${m("x")}-intercept of the line?</p>`,
      steps: [
        loc({
          en: `The ${m("x")}-intercept is the point where the line crosses the ${m("x")}-axis, so ${m("y = 0")} there.`,
          az: `${m("x")} oxu ilə kəsişmə nöqtəsi düz xəttin ${m("x")} oxunu kəsdiyi nöqtədir, ona görə də orada ${m("y = 0")}.`,
          ru: `Точка пересечения с осью ${m("x")} — это точка, где прямая пересекает ось ${m("x")}, поэтому в ней ${m("y = 0")}.`,
        }),
        loc({
          en: `Substitute ${m("y = 0")}: ${m(`${sum([[p, "x"]])} = ${int(c)}`)}, so ${m(`x = ${tex(X)}`)}.`,
          az: `${m("y = 0")} qiymətini yerinə qoyun: ${m(`${sum([[p, "x"]])} = ${int(c)}`)}, deməli, ${m(`x = ${tex(X)}`)}.`,
          ru: `Подставьте ${m("y = 0")}: ${m(`${sum([[p, "x"]])} = ${int(c)}`)}, значит, ${m(`x = ${tex(X)}`)}.`,
        }),
        loc({
          en: `The ${m("x")}-intercept is ${pt(X, 0)}.`,
          az: `${m("x")} oxu ilə kəsişmə nöqtəsi ${pt(X, 0)} nöqtəsidir.`,
          ru: `Точка пересечения с осью ${m("x")} — это ${pt(X, 0)}.`,
        }),
      ],
      key: pt(X, 0),
      distractors: [
        {
          text: pt(0, Y),
          mistake: "gave-y-intercept",
          why: loc({
            en: `is the ${m("y")}-intercept: it comes from substituting ${m("x = 0")} instead of ${m("y = 0")}.`,
            az: `— bu, ${m("y")} oxu ilə kəsişmə nöqtəsidir: ${m("y = 0")} əvəzinə ${m("x = 0")} yerinə qoyulub.`,
            ru: `— это точка пересечения с осью ${m("y")}: подставлено ${m("x = 0")} вместо ${m("y = 0")}.`,
          }),
        },
        {
          text: pt(0, X),
          mistake: "swapped-coordinates",
          why: loc({
            en: `has the right number in the wrong coordinate: a point on the ${m("x")}-axis has ${m("y")}-coordinate ${mn(0)}.`,
            az: `— ədəd düzgündür, amma başqa koordinatdadır: ${m("x")} oxu üzərindəki nöqtənin ${m("y")} koordinatı ${mn(0)} olur.`,
            ru: `— число верное, но стоит не в той координате: у точки на оси ${m("x")} координата ${m("y")} равна ${mn(0)}.`,
          }),
        },
        {
          text: pt(Y, 0),
          mistake: "divided-by-y-coefficient",
          why: loc({
            en: `comes from dividing ${mn(c)} by the ${m("y")}-coefficient ${mn(q)} instead of the ${m("x")}-coefficient.`,
            az: `— ${mn(c)} ədədini ${m("x")} əmsalına deyil, ${m("y")} əmsalına, yəni ${mn(q)} ədədinə bölməkdən alınır.`,
            ru: `— получается, если разделить ${mn(c)} на коэффициент при ${m("y")}, равный ${mn(q)}, а не на коэффициент при ${m("x")}.`,
          }),
        },
        {
          text: pt(-X, 0),
          mistake: "sign-error",
          why: loc({
            en: `has the wrong sign: ${m(`${sum([[p, "x"]])} = ${int(c)}`)} gives ${m(`x = ${tex(X)}`)}.`,
            az: `— işarəsi səhvdir: ${m(`${sum([[p, "x"]])} = ${int(c)}`)} tənliyindən ${m(`x = ${tex(X)}`)} alınır.`,
            ru: `— неверный знак: из ${m(`${sum([[p, "x"]])} = ${int(c)}`)} следует ${m(`x = ${tex(X)}`)}.`,
          }),
        },
      ],
    };
  },
);

/** Slope from two points (open-ended). */
const slopeTwoPoints = defineGenerator(
  { ...meta, id: "lin2-slope-through-two-points", difficulty: "easy", shape: "Find the slope of the line through two given points." },
  (r) => {
    const x1 = r.int(-9, 9);
    const x2 = r.int(-9, 9);
    const y1 = r.int(-9, 12);
    const y2 = r.int(-9, 12);
    if (x1 === x2 || y1 === y2) return null;
    const s = R(y2 - y1, x2 - x1);
    return {
      kind: "open",
      params: { x1, y1, x2, y2 },
      stem: r.pick([
        `<p>A line in the ${m("xy")}-plane passes through the points ${pt(x1, y1)} and ${pt(x2, y2)}. What is the slope of the line?</p>`,
        `<p>In the ${m("xy")}-plane, the graph of a linear function contains the points ${pt(x1, y1)} and ${pt(x2, y2)}. What is the slope of the graph?</p>`,
        `<p>What is the slope of the line in the ${m("xy")}-plane that passes through the points ${pt(x2, y2)} and ${pt(x1, y1)}?</p>`,
      ]),
      steps: [
        loc({
          en: `The slope is the change in ${m("y")} divided by the change in ${m("x")}: ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}.`,
          az: `Bucaq əmsalı ${m("y")} dəyişməsinin ${m("x")} dəyişməsinə nisbətidir: ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}.`,
          ru: `Угловой коэффициент — это изменение ${m("y")}, делённое на изменение ${m("x")}: ${m(`\\frac{${int(y2)} - ${maybeParen(y1)}}{${int(x2)} - ${maybeParen(x1)}} = \\frac{${int(y2 - y1)}}{${int(x2 - x1)}} = ${tex(s)}`)}.`,
        }),
      ],
      key: s,
    };
  },
);

/** The slope of px + qy = r. */
const slopeStandard = defineGenerator(
  { ...meta, id: "lin2-slope-of-standard-form", difficulty: "medium", shape: "Find the slope of the line px + qy = r written in standard form." },
  (r) => {
    const p = r.int(1, 9) * (r.bool(0.8) ? 1 : -1);
    const q = r.nonzero(-9, 9);
    const c = r.nonzero(-20, 20);
    if (Math.abs(p) === Math.abs(q) || gcd(gcd(p, q), c) !== 1) return null;
    const slope = R(-p, q);
    const moved = m(sum([[Math.abs(p), "x"]]));
    const isolated = m(
      `${sum([[q, "y"]])} = ${sum([
        [-p, "x"],
        [c, ""],
      ])}`,
    );
    const solvedForY =
      q === 1
        ? m(
            `y = ${sum([
              [-p, "x"],
              [c, ""],
            ])}`,
          )
        : m(
            `y = ${sum([
              [slope, "x"],
              [R(c, q), ""],
            ])}`,
          );
    return {
      kind: "numeric",
      params: { p, q, r: c },
      stem: `<p>What is the slope of the line with equation ${m(
        `${sum([
          [p, "x"],
          [q, "y"],
        ])} = ${int(c)}`,
      )} in the ${m("xy")}-plane?</p>`,
      steps: [
        loc({
          en: `Solve for ${m("y")} to write the equation in slope-intercept form. ${p > 0 ? "Subtract" : "Add"} ${moved} ${p > 0 ? "from" : "to"} both sides: ${isolated}.`,
          az: `Tənliyi bucaq əmsallı şəkildə yazmaq üçün onu ${m("y")} dəyişəninə görə həll edin. Hər iki tərəf${p > 0 ? "dən" : "ə"} ${moved} ${p > 0 ? "çıxın" : "əlavə edin"}: ${isolated}.`,
          ru: `Выразите ${m("y")}, чтобы записать уравнение в виде с угловым коэффициентом. ${p > 0 ? "Вычтите" : "Прибавьте"} ${moved} ${p > 0 ? "из обеих частей" : "к обеим частям"}: ${isolated}.`,
        }),
        q === 1
          ? loc({ en: `The equation is now ${solvedForY}.`, az: `İndi tənlik ${solvedForY} şəklindədir.`, ru: `Теперь уравнение имеет вид ${solvedForY}.` })
          : loc({
              en: `Divide both sides by ${mn(q)}: ${solvedForY}.`,
              az: `Hər iki tərəfi ${mn(q)} ədədinə bölün: ${solvedForY}.`,
              ru: `Разделите обе части на ${mn(q)}: ${solvedForY}.`,
            }),
        loc({
          en: `The slope is the coefficient of ${m("x")}: ${mn(slope)}.`,
          az: `Bucaq əmsalı ${m("x")} dəyişəninin əmsalıdır: ${mn(slope)}.`,
          ru: `Угловой коэффициент — это коэффициент при ${m("x")}: ${mn(slope)}.`,
        }),
      ],
      key: slope,
      distractors: [
        {
          value: slope.neg(),
          mistake: "dropped-negative-sign",
          why: loc({
            en: `has the wrong sign: moving ${m(sum([[p, "x"]]))} to the other side of the equation changes its sign.`,
            az: `— işarəsi səhvdir: ${m(sum([[p, "x"]]))} həddi tənliyin o biri tərəfinə keçəndə işarəsini dəyişir.`,
            ru: `— неверный знак: при переносе ${m(sum([[p, "x"]]))} в другую часть уравнения его знак меняется.`,
          }),
        },
        {
          value: R(-q, p),
          mistake: "inverted-ratio",
          why: loc({
            en: `is the ${m("y")}-coefficient over the ${m("x")}-coefficient (with a minus sign); the slope is the ${m("x")}-coefficient over the ${m("y")}-coefficient with a minus sign.`,
            az: `— bu, ${m("y")} əmsalının ${m("x")} əmsalına nisbətidir (mənfi işarəsi ilə); bucaq əmsalı isə mənfi işarəsi ilə götürülmüş ${m("x")} əmsalının ${m("y")} əmsalına nisbətidir.`,
            ru: `— это коэффициент при ${m("y")}, делённый на коэффициент при ${m("x")} (со знаком минус); угловой коэффициент — это коэффициент при ${m("x")}, делённый на коэффициент при ${m("y")}, со знаком минус.`,
          }),
        },
        {
          value: R(c, q),
          mistake: "gave-y-intercept",
          why: loc({
            en: `is the ${m("y")}-intercept of the line, not its slope.`,
            az: `— bu, bucaq əmsalı deyil, düz xəttin ${m("y")} oxu ilə kəsişmə nöqtəsinin ordinatıdır.`,
            ru: `— это ордината точки пересечения прямой с осью ${m("y")}, а не её угловой коэффициент.`,
          }),
        },
        {
          value: R(q, p),
          mistake: "inverted-and-dropped-sign",
          why: loc({
            en: `inverts the ratio and drops the sign.`,
            az: `— nisbət tərsinə çevrilib və işarə atılıb.`,
            ru: `— отношение перевёрнуто, а знак потерян.`,
          }),
        },
      ],
    };
  },
);

// The goods in az and ru for the explanation (the same draw): none of Y sold, the sales of X, the number of Y, each X.
const SALES = [
  {
    X: "adult tickets",
    Y: "student tickets",
    one: "adult ticket",
    where: "A theater",
    total: "ticket sales",
    az: {
      noY: "heç bir tələbə bileti",
      soldX: "böyüklər üçün biletlərin satışı",
      countY: "satılan tələbə biletlərinin sayı",
      eachX: "böyüklər üçün hər bilet",
    },
    ru: { noY: "не продано ни одного студенческого билета", soldX: "взрослые билеты", countY: "студенческих билетов", eachX: "каждый взрослый билет" },
  },
  {
    X: "pints of berries",
    Y: "jars of jam",
    one: "pint of berries",
    where: "A farm stand",
    total: "sales",
    az: { noY: "heç bir banka mürəbbə", soldX: "giləmeyvə satışı", countY: "satılan mürəbbə bankalarının sayı", eachX: "hər pint giləmeyvə" },
    ru: { noY: "не продано ни одной банки варенья", soldX: "пинты ягод", countY: "банок варенья", eachX: "каждая пинта ягод" },
  },
  {
    X: "large pizzas",
    Y: "small pizzas",
    one: "large pizza",
    where: "A pizza shop",
    total: "pizza sales",
    az: { noY: "heç bir kiçik pizza", soldX: "böyük pizzaların satışı", countY: "satılan kiçik pizzaların sayı", eachX: "hər böyük pizza" },
    ru: { noY: "не продано ни одной маленькой пиццы", soldX: "большие пиццы", countY: "маленьких пицц", eachX: "каждая большая пицца" },
  },
] as const;

/** The meaning of the x-intercept of ax + by = T in context. */
const interceptMeaning = defineGenerator(
  {
    ...meta,
    id: "lin2-interpret-x-intercept",
    difficulty: "medium",
    shape: "For a context equation ax + by = T, choose the meaning of the x-intercept of its graph.",
  },
  (r) => {
    const c = r.pick(SALES);
    const a = r.int(4, 15);
    const s = r.int(2, 12);
    if (a === s) return null;
    const T = lcm(a, s) * r.int(3, 12);
    const xi = T / a;
    const yi = T / s;
    if (xi === yi || xi === a || xi === s) return null;
    return {
      kind: "text",
      quote: true,
      params: { a, s, T, X: c.X, Y: c.Y },
      stem: `<p>${c.where} sells ${c.X} for ${m(`\\$${a}`)} each and ${c.Y} for ${m(`\\$${s}`)} each. On one day, its ${c.total} from ${m("x")} ${c.X} and ${m("y")} ${c.Y} were ${m(`\\$${int(T)}`)}, as given by the equation ${m(`${a}x + ${s}y = ${int(T)}`)}. What is the best interpretation of the ${m("x")}-intercept of the graph of this equation in the ${m("xy")}-plane?</p>`,
      steps: [
        loc({
          en: `The ${m("x")}-intercept is the point where ${m("y = 0")}: ${m(`${a}x = ${int(T)}`)}, so ${m(`x = ${int(xi)}`)}, the point ${m(`(${int(xi)}, 0)`)}.`,
          az: `${m("x")} oxu ilə kəsişmə nöqtəsi ${m("y = 0")} olan nöqtədir: ${m(`${a}x = ${int(T)}`)}, deməli, ${m(`x = ${int(xi)}`)}, yəni bu, ${m(`(${int(xi)}, 0)`)} nöqtəsidir.`,
          ru: `Точка пересечения с осью ${m("x")} — это точка, где ${m("y = 0")}: ${m(`${a}x = ${int(T)}`)}, значит, ${m(`x = ${int(xi)}`)}, то есть это точка ${m(`(${int(xi)}, 0)`)}.`,
        }),
        loc({
          en: `${m("y = 0")} means no ${c.Y} were sold, and then ${m(`x = ${int(xi)}`)} ${c.X} bring in the ${m(`\\$${int(T)}`)}.`,
          az: `${m("y = 0")} o deməkdir ki, ${c.az.noY} satılmayıb; onda bütün ${m(`\\$${int(T)}`)} gəliri ${c.az.soldX} verir: ${m(`x = ${int(xi)}`)}.`,
          ru: `${m("y = 0")} означает, что ${c.ru.noY}; тогда всю выручку ${m(`\\$${int(T)}`)} дают ${c.ru.soldX}: ${m(`x = ${int(xi)}`)}.`,
        }),
      ],
      key: `If no ${c.Y} were sold, then ${mn(xi)} ${c.X} were sold.`,
      distractors: [
        {
          text: `If no ${c.X} were sold, then ${mn(yi)} ${c.Y} were sold.`,
          mistake: "gave-y-intercept-meaning",
          why: loc({
            en: `describes the ${m("y")}-intercept, ${m(`(0, ${int(yi)})`)}, where ${m("x = 0")}.`,
            az: `— bu cümlə ${m("y")} oxu ilə kəsişmə nöqtəsini, yəni ${m("x = 0")} olan ${m(`(0, ${int(yi)})`)} nöqtəsini təsvir edir.`,
            ru: `— это описание точки пересечения с осью ${m("y")}, ${m(`(0, ${int(yi)})`)}, где ${m("x = 0")}.`,
          }),
        },
        {
          text: `If no ${c.X} were sold, then ${mn(xi)} ${c.Y} were sold.`,
          mistake: "swapped-the-variables",
          why: loc({
            en: `swaps the roles of the variables: at the ${m("x")}-intercept ${m("y")} is ${mn(0)}, so it is the number of ${c.Y} that is zero.`,
            az: `— burada dəyişənlərin rolları dəyişdirilib: ${m("x")} oxu ilə kəsişmə nöqtəsində ${m("y")} dəyişəni ${mn(0)} ədədinə bərabərdir, deməli, ${c.az.countY} sıfıra bərabərdir.`,
            ru: `— здесь переменные поменялись ролями: в точке пересечения с осью ${m("x")} значение ${m("y")} равно ${mn(0)}, значит, нулю равно число ${c.ru.countY}.`,
          }),
        },
        {
          text: `Each of the ${c.X} sold brought in ${m(`\\$${int(xi)}`)} of the day's ${c.total}.`,
          mistake: "intercept-read-as-price",
          why: loc({
            en: `treats the intercept as a price; each of the ${c.X} sold for ${m(`\\$${a}`)}, the coefficient of ${m("x")}.`,
            az: `— burada kəsişmə nöqtəsi satış qiyməti kimi götürülüb; əslində ${c.az.eachX} ${m(`\\$${a}`)} qiymətinə satılıb və bu, ${m("x")} dəyişəninin əmsalıdır.`,
            ru: `— здесь точка пересечения принята за цену; на самом деле ${c.ru.eachX} стоит ${m(`\\$${a}`)} — это коэффициент при ${m("x")}.`,
          }),
        },
      ],
    };
  },
);

function lcm(a: number, b: number) {
  return (a / gcd(a, b)) * b;
}

/** The area of the triangle a line cuts off with the two axes. */
const axesTriangle = defineGenerator(
  {
    ...meta,
    id: "lin2-triangle-with-the-axes",
    difficulty: "hard",
    shape: "Find the area of the triangle formed by the line px + qy = r and the two coordinate axes (both intercepts first).",
  },
  (r) => {
    const X = r.nonzero(-12, 12);
    const Y = r.nonzero(-12, 12);
    if (Math.abs(X) === Math.abs(Y) || Math.abs(X) < 2 || Math.abs(Y) < 2) return null;
    const { p, q, r: c } = standardForm(X, Y);
    if (Math.abs(p) === 1 && Math.abs(q) === 1) return null;
    const area = R(Math.abs(X * Y), 2);
    const xEq = m(`${sum([[p, "x"]])} = ${int(c)}`);
    const yEq = m(`${sum([[q, "y"]])} = ${int(c)}`);
    return {
      kind: "open",
      params: { p, q, r: c },
      stem: `<p>In the ${m("xy")}-plane, the graph of ${m(
        `${sum([
          [p, "x"],
          [q, "y"],
        ])} = ${int(c)}`,
      )}, the ${m("x")}-axis, and the ${m("y")}-axis form a triangle. What is the area of this triangle?</p>`,
      steps: [
        loc({
          en: `The ${m("x")}-intercept: set ${m("y = 0")}, so ${xEq} and ${m(`x = ${int(X)}`)}. The ${m("y")}-intercept: set ${m("x = 0")}, so ${yEq} and ${m(`y = ${int(Y)}`)}.`,
          az: `${m("x")} oxu ilə kəsişmə nöqtəsi: ${m("y = 0")} götürün, onda ${xEq} və ${m(`x = ${int(X)}`)}. ${m("y")} oxu ilə kəsişmə nöqtəsi: ${m("x = 0")} götürün, onda ${yEq} və ${m(`y = ${int(Y)}`)}.`,
          ru: `Точка пересечения с осью ${m("x")}: положите ${m("y = 0")}, тогда ${xEq} и ${m(`x = ${int(X)}`)}. Точка пересечения с осью ${m("y")}: положите ${m("x = 0")}, тогда ${yEq} и ${m(`y = ${int(Y)}`)}.`,
        }),
        loc({
          en: `The triangle has vertices ${m("(0, 0)")}, ${m(`(${int(X)}, 0)`)}, and ${m(`(0, ${int(Y)})`)}: a right triangle with legs ${mn(Math.abs(X))} and ${mn(Math.abs(Y))}.`,
          az: `Üçbucağın təpələri ${m("(0, 0)")}, ${m(`(${int(X)}, 0)`)} və ${m(`(0, ${int(Y)})`)} nöqtələridir: bu, katetləri ${mn(Math.abs(X))} və ${mn(Math.abs(Y))} olan düzbucaqlı üçbucaqdır.`,
          ru: `Вершины треугольника — ${m("(0, 0)")}, ${m(`(${int(X)}, 0)`)} и ${m(`(0, ${int(Y)})`)}: это прямоугольный треугольник с катетами ${mn(Math.abs(X))} и ${mn(Math.abs(Y))}.`,
        }),
        loc({
          en: `Its area is ${m(`\\frac{1}{2} \\cdot ${Math.abs(X)} \\cdot ${Math.abs(Y)} = ${tex(area)}`)}.`,
          az: `Onun sahəsi ${m(`\\frac{1}{2} \\cdot ${Math.abs(X)} \\cdot ${Math.abs(Y)} = ${tex(area)}`)} olur.`,
          ru: `Его площадь равна ${m(`\\frac{1}{2} \\cdot ${Math.abs(X)} \\cdot ${Math.abs(Y)} = ${tex(area)}`)}.`,
        }),
      ],
      key: area,
    };
  },
);

/** Line through (x0, y0) with slope n/d as Ax + By = C, A > 0 (or A = 0, B > 0), integers in lowest terms. */
function lineThrough(x0: number, y0: number, n: number, d: number) {
  let [A, B] = [n, -d];
  let C = A * x0 + B * y0;
  const g = gcd(gcd(A, B), C) || 1;
  [A, B, C] = [A / g, B / g, C / g];
  if (A < 0 || (A === 0 && B < 0)) [A, B, C] = [-A, -B, -C];
  return {
    A,
    B,
    C,
    text: m(
      `${sum([
        [A, "x"],
        [B, "y"],
      ])} = ${int(C)}`,
    ),
    sig: `${A},${B},${C}`,
  };
}

/** Which standard-form equation fits every row of a table of (x, y) values? */
const tableEquation = defineGenerator(
  {
    ...meta,
    id: "lin2-table-to-standard-form",
    difficulty: "hard",
    shape: "A table gives three (x, y) pairs of a linear relationship; choose the equation in standard form that fits all of them.",
  },
  (r) => {
    const n = r.nonzero(-5, 5);
    const d = r.int(1, 5);
    if (gcd(n, d) !== 1 || Math.abs(n) === d) return null;
    const step = r.int(1, 3);
    const x0 = r.int(-4, 5);
    const y0 = r.int(-6, 9);
    const rows = [0, 1, 2].map((i) => [x0 + i * step * d, y0 + i * step * n] as const);
    const key = lineThrough(x0, y0, n, d);
    const neg = lineThrough(x0, y0, -n, d);
    const inv = lineThrough(x0, y0, d, n);
    const perp = lineThrough(x0, y0, -d, n);
    const sTex = tex(R(n, d));
    const dx = step * d;
    const dy = step * n;
    const check = (l: typeof key, x: number, y: number) => l.A * x + l.B * y === l.C;
    const failRow = (l: typeof key) => rows.find(([x, y]) => !check(l, x, y))!;
    const why = (l: typeof key, what: Localized): Localized => {
      const [x, y] = failRow(l);
      const value = m(
        `${subst([
          [l.A, x],
          [l.B, y],
        ])} = ${int(l.A * x + l.B * y)}`,
      );
      return loc({
        en: `fits ${pt(x0, y0)} but not ${pt(x, y)}: ${value}, not ${mn(l.C)}. It ${what.en}.`,
        az: `— bu tənliyi ${pt(x0, y0)} nöqtəsi ödəyir, ${pt(x, y)} nöqtəsi isə ödəmir: ${value} alınır, ${mn(l.C)} yox. ${what.az}.`,
        ru: `— этому уравнению удовлетворяет точка ${pt(x0, y0)}, но не ${pt(x, y)}: ${value}, а не ${mn(l.C)}. ${what.ru}.`,
      });
    };
    const distractors: TextDistractor[] = [
      {
        text: neg.text,
        sig: neg.sig,
        mistake: "slope-with-wrong-sign",
        why: why(neg, {
          en: `has slope ${mn(R(-n, d))}, the opposite of the table's`,
          az: `Onun bucaq əmsalı ${mn(R(-n, d))} olur, yəni cədvəldəki bucaq əmsalının əksidir`,
          ru: `Его угловой коэффициент равен ${mn(R(-n, d))}, то есть противоположен угловому коэффициенту таблицы`,
        }),
      },
      {
        text: inv.text,
        sig: inv.sig,
        mistake: "slope-change-in-x-over-change-in-y",
        why: why(inv, {
          en: `uses the change in ${m("x")} over the change in ${m("y")} as the slope`,
          az: `Burada bucaq əmsalı kimi ${m("x")} dəyişməsinin ${m("y")} dəyişməsinə nisbəti götürülüb`,
          ru: `В нём за угловой коэффициент взято изменение ${m("x")}, делённое на изменение ${m("y")}`,
        }),
      },
      {
        text: perp.text,
        sig: perp.sig,
        mistake: "perpendicular-slope",
        why: why(perp, {
          en: `has slope ${mn(R(-d, n))}, the negative reciprocal of the table's slope`,
          az: `Onun bucaq əmsalı ${mn(R(-d, n))} olur, yəni cədvəldəki bucaq əmsalının əks işarə ilə götürülmüş tərs ədədidir`,
          ru: `Его угловой коэффициент равен ${mn(R(-d, n))}: это число, обратное угловому коэффициенту таблицы и взятое с противоположным знаком`,
        }),
      },
    ];
    if ([key, neg, inv, perp].some((l) => l.A === 0 || l.B === 0)) return null;
    const slopeIs = m(`\\frac{${int(dy)}}{${dx}} = ${sTex}`);
    const pointSlope = m(`${minus("y", y0)} = ${co(R(n, d))}${x0 === 0 ? "x" : `(${minus("x", x0)})`}`);
    const checks = rows
      .map(([x, y]) =>
        m(
          `${subst([
            [key.A, x],
            [key.B, y],
          ])} = ${int(key.C)}`,
        ),
      )
      .join(", ");
    return {
      kind: "text",
      params: { x1: rows[0][0], y1: rows[0][1], x2: rows[1][0], y2: rows[1][1], x3: rows[2][0], y3: rows[2][1] },
      stem: `<p>The table shows three values of ${m("x")} and their corresponding values of ${m("y")}. There is a linear relationship between ${m("x")} and ${m("y")}.</p>\n${table(
        "",
        [m("x"), m("y")],
        rows.map(([x, y]) => [mn(x), mn(y)]),
      )}\n<p>${r.pick(["Which of the following equations represents this relationship?", `Which equation relates ${m("x")} and ${m("y")} for every pair in the table?`, "Which of the following could be the equation of the line through these points?"])}</p>`,
      steps: [
        loc({
          en: `Each time ${m("x")} increases by ${mn(dx)}, ${m("y")} ${dy > 0 ? "increases" : "decreases"} by ${mn(Math.abs(dy))}, so the slope is ${slopeIs}.`,
          az: `${m("x")} hər dəfə ${mn(dx)} vahid artdıqca ${m("y")} ${mn(Math.abs(dy))} vahid ${dy > 0 ? "artır" : "azalır"}, deməli, bucaq əmsalı ${slopeIs} olur.`,
          ru: `Каждый раз, когда ${m("x")} увеличивается на ${mn(dx)}, ${m("y")} ${dy > 0 ? "увеличивается" : "уменьшается"} на ${mn(Math.abs(dy))}, поэтому угловой коэффициент равен ${slopeIs}.`,
        }),
        loc({
          en: `A line through ${pt(x0, y0)} with slope ${mn(R(n, d))}: ${pointSlope}. ${d === 1 ? "Collecting terms" : `Multiplying by ${mn(d)} and collecting terms`} gives ${key.text}.`,
          az: `${pt(x0, y0)} nöqtəsindən keçən və bucaq əmsalı ${mn(R(n, d))} olan düz xətt: ${pointSlope}. ${d === 1 ? "Hədləri bir tərəfə toplasaq" : `${mn(d)} ədədinə vurub hədləri bir tərəfə toplasaq`}, ${key.text} alınır.`,
          ru: `Прямая через точку ${pt(x0, y0)} с угловым коэффициентом ${mn(R(n, d))}: ${pointSlope}. ${d === 1 ? "Собрав члены" : `Умножив на ${mn(d)} и собрав члены`}, получаем ${key.text}.`,
        }),
        loc({ en: `Check every row: ${checks}.`, az: `Hər sətri yoxlayın: ${checks}.`, ru: `Проверьте каждую строку: ${checks}.` }),
        loc({
          en: `Every choice fits the first row, so one row is not enough to decide; only ${key.text} fits all three.`,
          az: `Bütün variantlar birinci sətrə uyğundur, ona görə də bir sətir seçim üçün kifayət deyil; hər üç sətrə yalnız ${key.text} uyğundur.`,
          ru: `Первой строке подходят все варианты, поэтому одной строки для выбора недостаточно; всем трём подходит только ${key.text}.`,
        }),
      ],
      key: key.text,
      keySig: key.sig,
      distractors,
    };
  },
);

export const LINEAR_EQUATIONS_TWO_VARIABLES: MathGenerator[] = [xIntercept, slopeTwoPoints, slopeStandard, interceptMeaning, axesTriangle, tableEquation];
