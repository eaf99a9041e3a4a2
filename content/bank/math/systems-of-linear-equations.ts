import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { co, int, m, maybeParen, mn, paren, plus, sum, tex, type Num } from "./explain";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "algebra", skill: "systems_of_linear_equations" } as const;

const system = (...eqs: string[]) => `<p>${eqs.map((e) => m(e)).join("<br>")}</p>`;

/** y = px + q and ax + by = c: substitute. */
const substitution = defineGenerator(
  {
    ...meta,
    id: "sys-substitute-solved-equation",
    difficulty: "easy",
    shape: "One equation is solved for y (y = px + q); substitute it into ax + by = c and find x.",
  },
  (r) => {
    const p = r.pick([-4, -3, -2, 2, 3, 4, 5]);
    const q = r.nonzero(-9, 9);
    const a = r.pick([-3, -2, 2, 3, 4, 5, 6]);
    const b = r.pick([-3, -2, 2, 3, 4, 5]);
    const x = r.int(-6, 9);
    const y = p * x + q;
    const c = a * x + b * y;
    if (a + b * p === 0 || a + p === 0 || x === y || c === 0) return null;
    const line = m(
      sum([
        [p, "x"],
        [q, ""],
      ]),
    );
    const substituted = m(
      `${sum([[a, "x"]])}${b < 0 ? " - " : " + "}${Math.abs(b)}(${sum([
        [p, "x"],
        [q, ""],
      ])}) = ${int(c)}`,
    );
    const opened = m(
      `${sum([
        [a, "x"],
        [b * p, "x"],
        [b * q, ""],
      ])} = ${int(c)}`,
    );
    const combined = m(
      `${sum([
        [a + b * p, "x"],
        [b * q, ""],
      ])} = ${int(c)}`,
    );
    const wrongSign = m(
      `${b}(${sum([
        [p, "x"],
        [-q, ""],
      ])})`,
    );
    const withoutB = m(
      `${sum([[a, "x"]])} + (${sum([
        [p, "x"],
        [q, ""],
      ])}) = ${int(c)}`,
    );
    return {
      kind: "numeric",
      params: { p, q, a, b, c },
      stem: `${system(
        `y = ${sum([
          [p, "x"],
          [q, ""],
        ])}`,
        `${sum([
          [a, "x"],
          [b, "y"],
        ])} = ${int(c)}`,
      )}\n<p>Exactly one pair of numbers ${m("x")} and ${m("y")} makes both equations true. For that pair, what is ${m("x")}?</p>`,
      steps: [
        loc({
          en: `Substitute ${line} for ${m("y")} in the second equation: ${substituted}.`,
          az: `İkinci tənlikdə ${m("y")} əvəzinə ${line} yazın: ${substituted}.`,
          ru: `Подставьте ${line} вместо ${m("y")} во второе уравнение: ${substituted}.`,
        }),
        loc({
          en: `Distribute and combine: ${opened}, so ${combined}.`,
          az: `Mötərizəni açın və oxşar hədləri birləşdirin: ${opened}, deməli, ${combined}.`,
          ru: `Раскройте скобки и приведите подобные члены: ${opened}, значит, ${combined}.`,
        }),
        loc({
          en: `Then ${m(`${sum([[a + b * p, "x"]])} = ${int(c - b * q)}`)} and ${m(`x = ${int(x)}`)}. (Then ${m(`y = ${p}${paren(x)}${plus(q)} = ${int(y)}`)}.)`,
          az: `Onda ${m(`${sum([[a + b * p, "x"]])} = ${int(c - b * q)}`)} və ${m(`x = ${int(x)}`)}. (Buradan da ${m(`y = ${p}${paren(x)}${plus(q)} = ${int(y)}`)}.)`,
          ru: `Тогда ${m(`${sum([[a + b * p, "x"]])} = ${int(c - b * q)}`)} и ${m(`x = ${int(x)}`)}. (Отсюда ${m(`y = ${p}${paren(x)}${plus(q)} = ${int(y)}`)}.)`,
        }),
      ],
      key: x,
      distractors: [
        {
          value: y,
          mistake: "gave-y-value",
          why: loc({
            en: `is the value of ${m("y")}, not of ${m("x")}.`,
            az: `— bu, ${m("x")} dəyişəninin deyil, ${m("y")} dəyişəninin qiymətidir.`,
            ru: `— это значение ${m("y")}, а не ${m("x")}.`,
          }),
        },
        {
          value: R(c + b * q, a + b * p),
          mistake: "sign-error-distributing",
          why: loc({
            en: `comes from distributing ${mn(b)} as if the constant were ${mn(-q)}: ${wrongSign}.`,
            az: `— ${mn(b)} ədədini mötərizəyə vurarkən sabit həddi ${mn(-q)} kimi götürməkdən alınır: ${wrongSign}.`,
            ru: `— получается, если при умножении на ${mn(b)} взять свободный член равным ${mn(-q)}: ${wrongSign}.`,
          }),
        },
        {
          value: R(c - q, a + b * p),
          mistake: "did-not-distribute-to-constant",
          why: loc({
            en: `comes from multiplying only ${m(`${sum([[p, "x"]])}`)} by ${mn(b)} and leaving the constant ${mn(q)} as it was.`,
            az: `— ${mn(b)} ədədinə yalnız ${m(`${sum([[p, "x"]])}`)} həddini vurub ${mn(q)} sabit həddini olduğu kimi saxlamaqdan alınır.`,
            ru: `— получается, если умножить на ${mn(b)} только ${m(`${sum([[p, "x"]])}`)}, а свободный член ${mn(q)} оставить как есть.`,
          }),
        },
        {
          value: R(c - q, a + p),
          mistake: "dropped-coefficient-of-y",
          why: loc({
            en: `comes from substituting without the coefficient ${mn(b)}: ${withoutB}.`,
            az: `— ifadəni ${mn(b)} əmsalı olmadan yerinə qoymaqdan alınır: ${withoutB}.`,
            ru: `— получается, если подставить выражение без коэффициента ${mn(b)}: ${withoutB}.`,
          }),
        },
      ],
    };
  },
);

/** ax + by = c and dx - by = e: add to eliminate y, then find y. */
const elimination = defineGenerator(
  {
    ...meta,
    id: "sys-eliminate-by-adding-find-y",
    difficulty: "easy",
    shape: "Two equations whose y-terms are opposites: add them to find x, then substitute to find y.",
  },
  (r) => {
    const a = r.int(1, 6);
    const d = r.int(1, 6);
    const b = r.int(2, 7);
    const x = r.int(-5, 9);
    const y = r.nonzero(-6, 9);
    if (a === d || x === y) return null;
    const c = a * x + b * y;
    const e = d * x - b * y;
    return {
      kind: "open",
      params: { a, b, c, d, e },
      stem: `${system(
        `${sum([
          [a, "x"],
          [b, "y"],
        ])} = ${int(c)}`,
        `${sum([
          [d, "x"],
          [-b, "y"],
        ])} = ${int(e)}`,
      )}\n<p>The ordered pair ${m("(x, y)")} satisfies both equations shown. What is the value of ${m("y")}?</p>`,
      steps: [
        loc({
          en: `The ${m("y")}-terms are opposites, so add the equations: ${m(`${sum([[a + d, "x"]])} = ${int(c + e)}`)}, which gives ${m(`x = ${int(x)}`)}.`,
          az: `${m("y")} olan hədlər bir-birinin əksidir, ona görə də tənlikləri toplayın: ${m(`${sum([[a + d, "x"]])} = ${int(c + e)}`)}, buradan ${m(`x = ${int(x)}`)} alınır.`,
          ru: `Члены с ${m("y")} противоположны, поэтому сложите уравнения: ${m(`${sum([[a + d, "x"]])} = ${int(c + e)}`)}, откуда ${m(`x = ${int(x)}`)}.`,
        }),
        loc({
          en: `Substitute into the first equation: ${m(`${a === 1 ? "" : a}${paren(x)} + ${b}y = ${int(c)}`)}, so ${m(`${b}y = ${int(c - a * x)}`)} and ${m(`y = ${int(y)}`)}.`,
          az: `Bunu birinci tənlikdə yerinə qoyun: ${m(`${a === 1 ? "" : a}${paren(x)} + ${b}y = ${int(c)}`)}, deməli, ${m(`${b}y = ${int(c - a * x)}`)} və ${m(`y = ${int(y)}`)}.`,
          ru: `Подставьте это в первое уравнение: ${m(`${a === 1 ? "" : a}${paren(x)} + ${b}y = ${int(c)}`)}, значит, ${m(`${b}y = ${int(c - a * x)}`)} и ${m(`y = ${int(y)}`)}.`,
        }),
      ],
      key: y,
    };
  },
);

/** ax + by = c and bx + ay = d: adding gives (a + b)(x + y) = c + d. */
const symmetricSum = defineGenerator(
  {
    ...meta,
    id: "sys-swapped-coefficients-sum",
    difficulty: "medium",
    shape: "In ax + by = c and bx + ay = d the coefficients are swapped; find x + y by adding the equations.",
  },
  (r) => {
    const a = r.int(2, 9);
    const b = r.int(1, 9);
    if (a === b) return null;
    const S = r.nonzero(-9, 12);
    const D = r.nonzero(-15, 15);
    if (((a + b) * S + D) % 2 !== 0) return null;
    const c = ((a + b) * S + D) / 2;
    const d = ((a + b) * S - D) / 2;
    const x = R(S)
      .add(R(D, a - b))
      .div(2);
    const y = R(S).sub(x);
    if (x.isInt() && y.isInt()) return null; // keep the shortcut worth taking
    return {
      kind: "open",
      params: { a, b, c, d },
      stem: `${system(
        `${sum([
          [a, "x"],
          [b, "y"],
        ])} = ${int(c)}`,
        `${sum([
          [b, "x"],
          [a, "y"],
        ])} = ${int(d)}`,
      )}\n<p>${r.pick([`If ${m("x")} and ${m("y")} satisfy both of the equations above, what is the sum of ${m("x")} and ${m("y")}?`, `The solution to the given system of equations is ${m("(x, y)")}. What is the value of ${m("x + y")}?`, `For the pair ${m("(x, y)")} that satisfies both equations, what is ${m("x + y")}?`])}</p>`,
      steps: [
        loc({
          en: `Add the two equations: ${m(`${a + b}x + ${a + b}y = ${int(c + d)}`)}, that is, ${m(`${a + b}(x + y) = ${int(c + d)}`)}.`,
          az: `İki tənliyi toplayın: ${m(`${a + b}x + ${a + b}y = ${int(c + d)}`)}, yəni ${m(`${a + b}(x + y) = ${int(c + d)}`)}.`,
          ru: `Сложите два уравнения: ${m(`${a + b}x + ${a + b}y = ${int(c + d)}`)}, то есть ${m(`${a + b}(x + y) = ${int(c + d)}`)}.`,
        }),
        loc({
          en: `Divide by ${mn(a + b)}: ${m(`x + y = ${int(S)}`)}.`,
          az: `${mn(a + b)} ədədinə bölün: ${m(`x + y = ${int(S)}`)}.`,
          ru: `Разделите на ${mn(a + b)}: ${m(`x + y = ${int(S)}`)}.`,
        }),
        loc({
          en: `(Solving for each variable gives ${m(`x = ${tex(x)}`)} and ${m(`y = ${tex(y)}`)}, whose sum is also ${mn(S)}.)`,
          az: `(Hər dəyişəni ayrıca tapsaq, ${m(`x = ${tex(x)}`)} və ${m(`y = ${tex(y)}`)} alınır; onların cəmi də ${mn(S)} olur.)`,
          ru: `(Если найти каждую переменную, получится ${m(`x = ${tex(x)}`)} и ${m(`y = ${tex(y)}`)}; их сумма тоже равна ${mn(S)}.)`,
        }),
      ],
      key: S,
    };
  },
);

const point = (x: Num, y: Num) => m(`(${tex(x)}, ${tex(y)})`);

/** Where two lines meet: one in slope-intercept form, one in standard form. */
const intersection = defineGenerator(
  {
    ...meta,
    id: "sys-intersection-of-two-lines",
    difficulty: "medium",
    shape: "Find the intersection point of a line y = mx + b and a line ax + by = c (the solution of the system, as a point).",
  },
  (r) => {
    const m1 = r.pick([-3, -2, 2, 3, 4]);
    const b1 = r.nonzero(-8, 8);
    const a = r.pick([1, 2, 3, 4, 5]);
    const bb = r.pick([-3, -2, 2, 3, 4]);
    const x = r.nonzero(-6, 6);
    const y = m1 * x + b1;
    const c = a * x + bb * y;
    if (a + bb * m1 === 0 || x === y || Math.abs(x) === Math.abs(y) || y === 0) return null;
    const xs = -x;
    const line = m(
      sum([
        [m1, "x"],
        [b1, ""],
      ]),
    );
    const substituted = m(
      `${sum([[a, "x"]])}${bb < 0 ? " - " : " + "}${Math.abs(bb)}(${sum([
        [m1, "x"],
        [b1, ""],
      ])}) = ${int(c)}`,
    );
    const combined = m(
      `${sum([
        [a + bb * m1, "x"],
        [bb * b1, ""],
      ])} = ${int(c)}`,
    );
    return {
      kind: "text",
      params: { m1, b1, a, b: bb, c },
      stem: `<p>In the ${m("xy")}-plane, the graphs of ${m(
        `y = ${sum([
          [m1, "x"],
          [b1, ""],
        ])}`,
      )} and ${m(
        `${sum([
          [a, "x"],
          [bb, "y"],
        ])} = ${int(c)}`,
      )} intersect at one point. What are the coordinates of that point?</p>`,
      steps: [
        loc({
          en: `Substitute ${line} for ${m("y")} in the second equation: ${substituted}, so ${combined} and ${m(`x = ${x}`)}.`,
          az: `İkinci tənlikdə ${m("y")} əvəzinə ${line} yazın: ${substituted}, deməli, ${combined} və ${m(`x = ${x}`)}.`,
          ru: `Подставьте ${line} вместо ${m("y")} во второе уравнение: ${substituted}, значит, ${combined} и ${m(`x = ${x}`)}.`,
        }),
        loc({
          en: `Then ${m(`y = ${m1}${paren(x)}${plus(b1)} = ${y}`)}. The point is ${point(x, y)}; it lies on both lines.`,
          az: `Onda ${m(`y = ${m1}${paren(x)}${plus(b1)} = ${y}`)}. Axtarılan nöqtə ${point(x, y)} nöqtəsidir; o, hər iki düz xəttin üzərindədir.`,
          ru: `Тогда ${m(`y = ${m1}${paren(x)}${plus(b1)} = ${y}`)}. Искомая точка — ${point(x, y)}; она лежит на обеих прямых.`,
        }),
      ],
      key: point(x, y),
      keySig: `${x},${y}`,
      distractors: [
        {
          text: point(y, x),
          sig: `${y},${x}`,
          mistake: "swapped-coordinates",
          why: loc({
            en: `lists the coordinates in the wrong order: the ${m("x")}-coordinate is ${mn(x)}.`,
            az: `— burada koordinatlar səhv ardıcıllıqla yazılıb: ${m("x")} koordinatı ${mn(x)} olur.`,
            ru: `— здесь координаты записаны в неверном порядке: координата ${m("x")} равна ${mn(x)}.`,
          }),
        },
        {
          text: point(xs, m1 * xs + b1),
          sig: `${xs},${m1 * xs + b1}`,
          mistake: "sign-error-solving-for-x",
          why: loc({
            en: `comes from a sign error when moving the constant ${mn(bb * b1)}, which gives ${m(`x = ${xs}`)}; this point is on the first line only.`,
            az: `— ${mn(bb * b1)} sabit həddini o biri tərəfə keçirərkən buraxılan işarə səhvindən alınır: bu, ${m(`x = ${xs}`)} verir; belə nöqtə yalnız birinci düz xəttin üzərindədir.`,
            ru: `— получается из-за ошибки в знаке при переносе свободного члена ${mn(bb * b1)}: тогда ${m(`x = ${xs}`)}, а такая точка лежит только на первой прямой.`,
          }),
        },
        {
          text: point(0, b1),
          sig: `0,${b1}`,
          mistake: "gave-a-y-intercept",
          why: loc({
            en: `is where the first line crosses the ${m("y")}-axis, not where the lines meet.`,
            az: `— bu, düz xətlərin kəsişmə nöqtəsi deyil, birinci düz xəttin ${m("y")} oxunu kəsdiyi nöqtədir.`,
            ru: `— это точка, где первая прямая пересекает ось ${m("y")}, а не точка пересечения прямых.`,
          }),
        },
        {
          text: point(x, R(c - a * x)),
          sig: `${x},${c - a * x}`,
          mistake: "did-not-divide-by-y-coefficient",
          why: loc({
            en: `uses ${m(`${bb}y = ${int(c - a * x)}`)} as the value of ${m("y")} without dividing by ${mn(bb)}.`,
            az: `— burada ${m(`${bb}y = ${int(c - a * x)}`)} bərabərliyinin sağ tərəfi ${mn(bb)} ədədinə bölünmədən ${m("y")} dəyişəninin qiyməti kimi götürülüb.`,
            ru: `— здесь правая часть ${m(`${bb}y = ${int(c - a * x)}`)} взята как значение ${m("y")} без деления на ${mn(bb)}.`,
          }),
        },
      ],
    };
  },
);

/** x + ky = c1 and ax + by = c2, and the solution has x = y: find k. */
const equalCoordinates = defineGenerator(
  {
    ...meta,
    id: "sys-k-for-equal-coordinates",
    difficulty: "hard",
    shape: "A system with a constant k has a solution with x = y; use the equation without k to find the solution, then k.",
  },
  (r) => {
    const t = r.nonzero(-6, 8);
    const k = r.nonzero(-6, 7);
    const a = r.int(1, 6);
    const b = r.nonzero(-5, 6);
    if (a + b === 0 || k === -1 || t === k) return null;
    const c1 = t * (1 + k);
    const c2 = t * (a + b);
    const first = m(
      `${sum([
        [t, ""],
        [t, "k"],
      ])} = ${int(c1)}`,
    );
    return {
      kind: "numeric",
      params: { c1, a, b, c2 },
      stem: `<p>${m(`x + ky = ${int(c1)}`)}<br>${m(
        `${sum([
          [a, "x"],
          [b, "y"],
        ])} = ${int(c2)}`,
      )}</p>
<p>In the given system of equations, ${m("k")} is a constant. The system has a solution ${m("(x, y)")} with ${m("x = y")}. What is the value of ${m("k")}?</p>`,
      steps: [
        loc({
          en: `The second equation has no ${m("k")}. With ${m("x = y")} it becomes ${m(`${sum([[a + b, "x"]])} = ${int(c2)}`)}, so ${m(`x = y = ${t}`)}.`,
          az: `İkinci tənlikdə ${m("k")} yoxdur. ${m("x = y")} olduqda o, ${m(`${sum([[a + b, "x"]])} = ${int(c2)}`)} şəklinə düşür, deməli, ${m(`x = y = ${t}`)}.`,
          ru: `Во втором уравнении нет ${m("k")}. При ${m("x = y")} оно принимает вид ${m(`${sum([[a + b, "x"]])} = ${int(c2)}`)}, значит, ${m(`x = y = ${t}`)}.`,
        }),
        loc({
          en: `Substitute into the first equation: ${first}, so ${m(`${sum([[t, "k"]])} = ${int(c1 - t)}`)} and ${m(`k = ${k}`)}.`,
          az: `Bunu birinci tənlikdə yerinə qoyun: ${first}, deməli, ${m(`${sum([[t, "k"]])} = ${int(c1 - t)}`)} və ${m(`k = ${k}`)}.`,
          ru: `Подставьте это в первое уравнение: ${first}, значит, ${m(`${sum([[t, "k"]])} = ${int(c1 - t)}`)} и ${m(`k = ${k}`)}.`,
        }),
      ],
      key: k,
      distractors: [
        {
          value: R(c1, t),
          mistake: "dropped-the-x-term",
          why: loc({
            en: `comes from ${m(`${sum([[t, "k"]])} = ${int(c1)}`)}, leaving out the ${m("x")} in the first equation.`,
            az: `— birinci tənlikdəki ${m("x")} dəyişənini nəzərə almadan yazılmış ${m(`${sum([[t, "k"]])} = ${int(c1)}`)} bərabərliyindən alınır.`,
            ru: `— получается из ${m(`${sum([[t, "k"]])} = ${int(c1)}`)}, если пропустить ${m("x")} в первом уравнении.`,
          }),
        },
        {
          value: k + 2,
          mistake: "sign-error-moving-x",
          why: loc({
            en: `comes from adding ${mn(t)} instead of subtracting it: ${m(`${sum([[t, "k"]])} = ${int(c1 + t)}`)}.`,
            az: `— ${mn(t)} ədədini çıxmaq əvəzinə əlavə etməkdən alınır: ${m(`${sum([[t, "k"]])} = ${int(c1 + t)}`)}.`,
            ru: `— получается, если прибавить ${mn(t)}, а не вычесть: ${m(`${sum([[t, "k"]])} = ${int(c1 + t)}`)}.`,
          }),
        },
        {
          value: t,
          mistake: "gave-the-common-value",
          why: loc({
            en: `is the common value of ${m("x")} and ${m("y")}, not ${m("k")}.`,
            az: `— bu, ${m("k")} deyil, ${m("x")} və ${m("y")} dəyişənlərinin ortaq qiymətidir.`,
            ru: `— это общее значение ${m("x")} и ${m("y")}, а не ${m("k")}.`,
          }),
        },
        {
          value: -k,
          mistake: "subtracted-in-wrong-order",
          why: loc({
            en: `comes from ${m(`${sum([[t, "k"]])} = ${int(t)} - ${maybeParen(c1)}`)}: it subtracts in the wrong order, which flips the sign.`,
            az: `— ${m(`${sum([[t, "k"]])} = ${int(t)} - ${maybeParen(c1)}`)} bərabərliyindən alınır: burada çıxma əks ardıcıllıqla aparılıb, bu da işarəni dəyişir.`,
            ru: `— получается из ${m(`${sum([[t, "k"]])} = ${int(t)} - ${maybeParen(c1)}`)}: вычитание выполнено в обратном порядке, и знак меняется.`,
          }),
        },
        {
          value: R(c1 - t, a + b),
          mistake: "divided-by-wrong-sum",
          why: loc({
            en: `divides by ${mn(a + b)}, the sum of the second equation's coefficients, instead of by ${m(`y = ${t}`)}.`,
            az: `— burada ${m(`y = ${t}`)} qiymətinə deyil, ikinci tənliyin əmsallarının cəmi olan ${mn(a + b)} ədədinə bölünüb.`,
            ru: `— здесь деление выполнено на ${mn(a + b)}, сумму коэффициентов второго уравнения, а не на ${m(`y = ${t}`)}.`,
          }),
        },
      ],
    };
  },
);

/** The solution is given; find the two unknown coefficients. */
const constantsFromSolution = defineGenerator(
  {
    ...meta,
    id: "sys-constants-from-solution",
    difficulty: "hard",
    shape: "The solution (p, q) of a system with two unknown coefficients is given; substitute into each equation to find them.",
  },
  (r) => {
    const x = r.nonzero(-5, 6);
    const y = r.nonzero(-5, 6);
    const a = r.nonzero(-6, 8);
    const b = r.nonzero(-6, 8);
    const mm = r.nonzero(-5, 6);
    const n = r.nonzero(-5, 6);
    if (x === y || a === b) return null;
    const c = a * x + mm * y;
    const d = n * x - b * y;
    const second = m(`${int(n * x)}${y > 0 ? " - " : " + "}${co(Math.abs(y))}b = ${int(d)}`);
    return {
      kind: "open",
      params: { m: mm, c, n, d, x, y },
      stem: `<p>${m(`ax${mm < 0 ? " - " : " + "}${Math.abs(mm) === 1 ? "" : Math.abs(mm)}y = ${int(c)}`)}<br>${m(`${sum([[n, "x"]])} - by = ${int(d)}`)}</p>
<p>In the given system of equations, ${m("a")} and ${m("b")} are constants. The solution to the system is ${m(`(${x}, ${y})`)}. What is the value of ${m("a + b")}?</p>`,
      steps: [
        loc({
          en: `Substitute ${m(`x = ${x}`)} and ${m(`y = ${y}`)} into the first equation: ${m(`${co(x)}a${plus(mm * y)} = ${int(c)}`)}, so ${x === 1 ? "" : `${m(`${co(x)}a = ${int(c - mm * y)}`)} and `}${m(`a = ${a}`)}.`,
          az: `Birinci tənlikdə ${m(`x = ${x}`)} və ${m(`y = ${y}`)} qiymətlərini yerinə qoyun: ${m(`${co(x)}a${plus(mm * y)} = ${int(c)}`)}, deməli, ${x === 1 ? "" : `${m(`${co(x)}a = ${int(c - mm * y)}`)} və `}${m(`a = ${a}`)}.`,
          ru: `Подставьте ${m(`x = ${x}`)} и ${m(`y = ${y}`)} в первое уравнение: ${m(`${co(x)}a${plus(mm * y)} = ${int(c)}`)}, значит, ${x === 1 ? "" : `${m(`${co(x)}a = ${int(c - mm * y)}`)} и `}${m(`a = ${a}`)}.`,
        }),
        loc({
          en: `Substitute them into the second equation: ${second}, so ${m(`${co(-y)}b = ${int(d - n * x)}`)} and ${m(`b = ${b}`)}.`,
          az: `Bu qiymətləri ikinci tənlikdə yerinə qoyun: ${second}, deməli, ${m(`${co(-y)}b = ${int(d - n * x)}`)} və ${m(`b = ${b}`)}.`,
          ru: `Подставьте их во второе уравнение: ${second}, значит, ${m(`${co(-y)}b = ${int(d - n * x)}`)} и ${m(`b = ${b}`)}.`,
        }),
        loc({
          en: `So ${m(`a + b = ${a} + ${maybeParen(b)} = ${a + b}`)}.`,
          az: `Beləliklə, ${m(`a + b = ${a} + ${maybeParen(b)} = ${a + b}`)}.`,
          ru: `Итак, ${m(`a + b = ${a} + ${maybeParen(b)} = ${a + b}`)}.`,
        }),
      ],
      key: a + b,
    };
  },
);

export const SYSTEMS_OF_LINEAR_EQUATIONS: MathGenerator[] = [substitution, elimination, symmetricSum, intersection, equalCoordinates, constantsFromSolution];
