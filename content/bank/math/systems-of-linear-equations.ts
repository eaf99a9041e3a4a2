import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, paren, plus, subst, sum, tex, type Num } from "./explain";
import { R, Rat } from "./rational";

const meta = { domain: "algebra", skill: "systems_of_linear_equations" } as const;

const system = (...eqs: string[]) => `<p>${eqs.map((e) => m(e)).join("<br>")}</p>`;

/** y = px + q and ax + by = c: substitute. */
const substitution = defineGenerator(
  { ...meta, id: "sys-substitute-solved-equation", difficulty: "easy", shape: "One equation is solved for y (y = px + q); substitute it into ax + by = c and find x." },
  (r) => {
    const p = r.pick([-4, -3, -2, 2, 3, 4, 5]);
    const q = r.nonzero(-9, 9);
    const a = r.pick([-3, -2, 2, 3, 4, 5, 6]);
    const b = r.pick([-3, -2, 2, 3, 4, 5]);
    const x = r.int(-6, 9);
    const y = p * x + q;
    const c = a * x + b * y;
    if (a + b * p === 0 || a + p === 0 || x === y || c === 0) return null;
    return {
      kind: "numeric",
      params: { p, q, a, b, c },
      stem: `${system(`y = ${sum([[p, "x"], [q, ""]])}`, `${sum([[a, "x"], [b, "y"]])} = ${int(c)}`)}\n<p>The solution to the given system of equations is ${m("(x, y)")}. What is the value of ${m("x")}?</p>`,
      steps: [
        `Substitute ${m(sum([[p, "x"], [q, ""]]))} for ${m("y")} in the second equation: ${m(`${sum([[a, "x"]])}${b < 0 ? " - " : " + "}${Math.abs(b)}(${sum([[p, "x"], [q, ""]])}) = ${int(c)}`)}.`,
        `Distribute and combine: ${m(`${sum([[a, "x"], [b * p, "x"], [b * q, ""]])} = ${int(c)}`)}, so ${m(`${sum([[a + b * p, "x"], [b * q, ""]])} = ${int(c)}`)}.`,
        `Then ${m(`${sum([[a + b * p, "x"]])} = ${int(c - b * q)}`)} and ${m(`x = ${int(x)}`)}. (Then ${m(`y = ${p}${paren(x)}${plus(q)} = ${int(y)}`)}.)`,
      ],
      key: x,
      distractors: [
        { value: y, mistake: "gave-y-value", why: `is the value of ${m("y")}, not of ${m("x")}.` },
        { value: R(c + b * q, a + b * p), mistake: "sign-error-distributing", why: `comes from distributing ${mn(b)} as if the constant were ${mn(-q)}: ${m(`${b}(${sum([[p, "x"], [-q, ""]])})`)}.` },
        { value: R(c - q, a + b * p), mistake: "did-not-distribute-to-constant", why: `comes from multiplying only ${m(`${sum([[p, "x"]])}`)} by ${mn(b)} and leaving the constant ${mn(q)} as it was.` },
        { value: R(c - q, a + p), mistake: "dropped-coefficient-of-y", why: `comes from substituting without the coefficient ${mn(b)}: ${m(`${sum([[a, "x"]])} + (${sum([[p, "x"], [q, ""]])}) = ${int(c)}`)}.` },
      ],
    };
  },
);

/** ax + by = c and dx - by = e: add to eliminate y, then find y. */
const elimination = defineGenerator(
  { ...meta, id: "sys-eliminate-by-adding-find-y", difficulty: "easy", shape: "Two equations whose y-terms are opposites: add them to find x, then substitute to find y." },
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
      stem: `${system(`${sum([[a, "x"], [b, "y"]])} = ${int(c)}`, `${sum([[d, "x"], [-b, "y"]])} = ${int(e)}`)}\n<p>The solution to the given system of equations is ${m("(x, y)")}. What is the value of ${m("y")}?</p>`,
      steps: [
        `The ${m("y")}-terms are opposites, so add the equations: ${m(`${sum([[a + d, "x"]])} = ${int(c + e)}`)}, which gives ${m(`x = ${int(x)}`)}.`,
        `Substitute into the first equation: ${m(`${a === 1 ? "" : a}${paren(x)} + ${b}y = ${int(c)}`)}, so ${m(`${b}y = ${int(c - a * x)}`)} and ${m(`y = ${int(y)}`)}.`,
      ],
      key: y,
    };
  },
);

/** ax + by = c and bx + ay = d: adding gives (a + b)(x + y) = c + d. */
const symmetricSum = defineGenerator(
  { ...meta, id: "sys-swapped-coefficients-sum", difficulty: "medium", shape: "In ax + by = c and bx + ay = d the coefficients are swapped; find x + y by adding the equations." },
  (r) => {
    const a = r.int(2, 9);
    const b = r.int(1, 9);
    if (a === b) return null;
    const S = r.nonzero(-9, 12);
    const D = r.nonzero(-15, 15);
    if (((a + b) * S + D) % 2 !== 0) return null;
    const c = ((a + b) * S + D) / 2;
    const d = ((a + b) * S - D) / 2;
    const x = R(S).add(R(D, a - b)).div(2);
    const y = R(S).sub(x);
    if (x.isInt() && y.isInt()) return null; // keep the shortcut worth taking
    return {
      kind: "open",
      params: { a, b, c, d },
      stem: `${system(`${sum([[a, "x"], [b, "y"]])} = ${int(c)}`, `${sum([[b, "x"], [a, "y"]])} = ${int(d)}`)}\n<p>The solution to the given system of equations is ${m("(x, y)")}. What is the value of ${m("x + y")}?</p>`,
      steps: [
        `Add the two equations: ${m(`${a + b}x + ${a + b}y = ${int(c + d)}`)}, that is, ${m(`${a + b}(x + y) = ${int(c + d)}`)}.`,
        `Divide by ${mn(a + b)}: ${m(`x + y = ${int(S)}`)}.`,
        `(Solving for each variable gives ${m(`x = ${tex(x)}`)} and ${m(`y = ${tex(y)}`)}, whose sum is also ${mn(S)}.)`,
      ],
      key: S,
    };
  },
);

const ORDERS = [
  { shop: "a café", one: "muffin", many: "muffins", two: "coffee", twos: "coffees", p1: [2, 4.5], p2: [1.5, 4] },
  { shop: "a stationery store", one: "notebook", many: "notebooks", two: "pen", twos: "pens", p1: [2, 6], p2: [0.75, 2.5] },
  { shop: "a garden center", one: "bag of soil", many: "bags of soil", two: "seed packet", twos: "seed packets", p1: [4, 9], p2: [1.25, 3.5] },
] as const;

const dollars = (x: Num) => money(x).replace("\\$", "");
const cents = (x: Rat) => x.mul(100).isInt() && x.sign() > 0;

/** Two orders of the same two items: solve for the price of one item. */
const twoOrders = defineGenerator(
  { ...meta, id: "sys-two-orders-unit-price", difficulty: "medium", shape: "Two purchases of different quantities of the same two items with their totals; find one item's price." },
  (r) => {
    const o = r.pick(ORDERS);
    const quarter = (lo: number, hi: number) => R(r.int(lo * 4, hi * 4), 4);
    const P = quarter(o.p1[0], o.p1[1]);
    const Q = quarter(o.p2[0], o.p2[1]);
    if (P.eq(Q)) return null;
    const [a1, b1, a2, b2] = [r.int(1, 5), r.int(1, 6), r.int(1, 5), r.int(1, 6)];
    if (a1 * b2 - a2 * b1 === 0 || (a1 === a2 && b1 === b2)) return null;
    const T1 = P.mul(a1).add(Q.mul(b1));
    const T2 = P.mul(a2).add(Q.mul(b2));
    const qty = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    // eliminate the first item: multiply order 1 by a2 and order 2 by a1
    const lhs = b1 * a2 - b2 * a1;
    const rhs = T1.mul(a2).sub(T2.mul(a1));
    const candidates: Distractor[] = [
      { value: P, mistake: "solved-for-other-item", why: `is the price of one ${o.one}, not of one ${o.two}.` },
      { value: T1.div(a1 + b1), mistake: "averaged-first-order", why: `is the average price of the ${a1 + b1} items in the first order, which mixes the two prices.` },
      { value: T2.div(a2 + b2), mistake: "averaged-second-order", why: `is the average price of the ${a2 + b2} items in the second order, which mixes the two prices.` },
      ...(b1 !== b2 ? [{ value: T1.sub(T2).div(b1 - b2).abs(), mistake: "subtracted-orders-without-matching", why: `comes from subtracting the totals and dividing by the difference in ${o.twos} without first making the numbers of ${o.many} equal.` }] : []),
      { value: Q.add(P), mistake: "price-of-one-of-each", why: `is the cost of one ${o.one} and one ${o.two} together.` },
    ];
    return {
      kind: "numeric",
      fmt: (x: Num) => money(x),
      positive: true,
      params: { a1, b1, T1: T1.valueOf(), a2, b2, T2: T2.valueOf() },
      stem: `<p>At ${o.shop}, every ${o.one} has the same price and every ${o.two} has the same price. Ana paid ${m(money(T1))} for ${qty(a1, o.one, o.many)} and ${qty(b1, o.two, o.twos)}. Ben paid ${m(money(T2))} for ${qty(a2, o.one, o.many)} and ${qty(b2, o.two, o.twos)}. What is the price of one ${o.two}?</p>`,
      steps: [
        `Let ${m("u")} be the price of one ${o.one} and ${m("v")} the price of one ${o.two}, in dollars: ${m(`${sum([[a1, "u"], [b1, "v"]])} = ${money(T1).replace("\\$", "")}`)} and ${m(`${sum([[a2, "u"], [b2, "v"]])} = ${money(T2).replace("\\$", "")}`)}.`,
        `Eliminate ${m("u")}: ${a1 === a2 ? "the numbers of " + o.many + " are equal, so subtract the equations" : a2 === 1 ? `multiply the second equation by ${mn(a1)}, then subtract it from the first` : a1 === 1 ? `multiply the first equation by ${mn(a2)}, then subtract the second from it` : `multiply the first equation by ${mn(a2)} and the second by ${mn(a1)}, then subtract`}: ${m(`${sum([[lhs, "v"]])} = ${money(rhs).replace("\\$", "")}`)}, so ${m(`v = ${money(Q).replace("\\$", "")}`)}.`,
        `One ${o.two} costs ${m(money(Q))}. Check: then ${m(`u = ${money(P).replace("\\$", "")}`)}, and ${m(`${subst([[a1, P], [b1, Q]], dollars)} = ${dollars(T1)}`)} and ${m(`${subst([[a2, P], [b2, Q]], dollars)} = ${dollars(T2)}`)}.`,
      ],
      key: Q,
      distractors: candidates.filter((c) => cents(c.value as Rat)),
    };
  },
);

const COMBOS: [number, number][] = [
  [1, 1],
  [1, -1],
  [2, 1],
  [1, 2],
  [2, -1],
  [1, -2],
  [3, 1],
];

/** Combine the two equations to get the asked expression without solving. */
const combine = defineGenerator(
  { ...meta, id: "sys-combine-equations-for-expression", difficulty: "hard", shape: "Find the value of an expression in x and y that is a combination of the system's two equations (no need to solve)." },
  (r) => {
    const [a1, b1, a2, b2] = [r.nonzero(-6, 7), r.nonzero(-6, 7), r.nonzero(-6, 7), r.nonzero(-6, 7)];
    if (a1 * b2 - a2 * b1 === 0) return null;
    const c1 = r.int(-20, 30);
    const c2 = r.int(-20, 30);
    const [k1, k2] = r.pick(COMBOS);
    const A = k1 * a1 + k2 * a2;
    const B = k1 * b1 + k2 * b2;
    if (A === 0 || B === 0 || A * b1 === B * a1 || A * b2 === B * a2) return null;
    const x = R(c1 * b2 - c2 * b1, a1 * b2 - a2 * b1);
    const y = R(a1 * c2 - a2 * c1, a1 * b2 - a2 * b1);
    if (x.isInt() && y.isInt()) return null;
    const key = k1 * c1 + k2 * c2;
    const target = sum([[A, "x"], [B, "y"]]);
    const e1 = `${sum([[a1, "x"], [b1, "y"]])} = ${int(c1)}`;
    const e2 = `${sum([[a2, "x"], [b2, "y"]])} = ${int(c2)}`;
    const how = `${k1 === 1 ? "" : `${k1} times `}the first equation ${k2 > 0 ? "plus" : "minus"} ${Math.abs(k2) === 1 ? "" : `${Math.abs(k2)} times `}the second`;
    return {
      kind: "numeric",
      params: { a1, b1, c1, a2, b2, c2, k1, k2 },
      stem: `${system(e1, e2)}\n<p>If ${m("(x, y)")} is the solution to the given system of equations, what is the value of ${m(target)}?</p>`,
      steps: [
        `Look for numbers to multiply the equations by so that they add up to ${m(target)}: ${how} gives ${m(`(${sum([[k1 * a1, "x"], [k1 * b1, "y"]])})${k2 > 0 ? " + " : " - "}(${sum([[Math.abs(k2) * a2, "x"], [Math.abs(k2) * b2, "y"]])}) = ${target}`)}.`,
        `Do the same to the right sides: ${m(`${subst([[k1, c1], [k2, c2]])} = ${int(key)}`)}.`,
        `So ${m(`${target} = ${int(key)}`)}. (Solving the system gives ${m(`x = ${tex(x)}`)} and ${m(`y = ${tex(y)}`)}, and ${m(`${subst([[A, x], [B, y]])} = ${int(key)}`)} as well.)`,
      ],
      key,
      distractors: [
        { value: c1 + c2, mistake: "added-right-sides-only", why: `is the sum of the right sides, ${m(`${int(c1)}${plus(c2)}`)}; that is the value of ${m(sum([[a1 + a2, "x"], [b1 + b2, "y"]]))}, a different expression.` },
        { value: c1 - c2, mistake: "subtracted-right-sides-only", why: `is the difference of the right sides; that is the value of ${m(sum([[a1 - a2, "x"], [b1 - b2, "y"]]))}, a different expression.` },
        { value: k1 * c1 - k2 * c2, mistake: "sign-error-combining", why: `combines the right sides with the wrong sign for the second equation.` },
        { value: k1 * c2 + k2 * c1, mistake: "multipliers-swapped", why: `uses the multipliers on the wrong equations.` },
        { value: c1 * k1, mistake: "used-only-first-equation", why: `uses only the first equation's right side.` },
      ],
    };
  },
);

/** A boat's trips with and against a current: a system in the boat's speed and the current's speed. */
const current = defineGenerator(
  { ...meta, id: "sys-boat-with-and-against-current", difficulty: "hard", shape: "Equal distances downstream and upstream in given times; set up a system in boat speed and current speed." },
  (r) => {
    const b = r.int(6, 20);
    const c = r.int(1, Math.min(5, b - 3));
    const k = 1;
    const D = (b * b - c * c) * k;
    const t1 = (b - c) * k; // downstream time: D / (b + c)
    const t2 = (b + c) * k;
    const ask = r.pick(["current", "boat"] as const);
    const key = ask === "current" ? c : b;
    const unit = r.pick(["kilometers", "miles"]);
    const rate = unit === "miles" ? "miles per hour" : "kilometers per hour";
    return {
      kind: "open",
      params: { D, t1, t2, ask },
      stem: `<p>A boat traveled ${mn(D)} ${unit} down a river, with the current, in ${mn(t1)} hours. It then traveled the same ${mn(D)} ${unit} back up the river, against the current, in ${mn(t2)} hours. The boat's speed in still water and the speed of the current were constant the whole time. What is the speed of ${ask === "current" ? "the current" : "the boat in still water"}, in ${rate}?</p>`,
      steps: [
        `Let ${m("b")} be the boat's speed in still water and ${m("c")} the current's speed. With the current the boat moves at ${m("b + c")}, against it at ${m("b - c")}.`,
        `Speeds from the trips: ${m(`b + c = \\frac{${int(D)}}{${t1}} = ${b + c}`)} and ${m(`b - c = \\frac{${int(D)}}{${t2}} = ${b - c}`)}.`,
        ask === "current"
          ? `Subtract the second equation from the first: ${m(`2c = ${2 * c}`)}, so ${m(`c = ${c}`)}.`
          : `Add the equations: ${m(`2b = ${2 * b}`)}, so ${m(`b = ${b}`)}.`,
        `(The other speed is ${ask === "current" ? m(`b = ${b}`) : m(`c = ${c}`)}; check: ${m(`${b + c} \\cdot ${t1} = ${int(D)}`)} and ${m(`${b - c} \\cdot ${t2} = ${int(D)}`)}.)`,
      ],
      key,
    };
  },
);

export const SYSTEMS_OF_LINEAR_EQUATIONS: MathGenerator[] = [substitution, elimination, symmetricSum, twoOrders, combine, current];
