import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, tex, texDec, type Num } from "./explain";
import { R, terminates, type Rat } from "./rational";

const meta = { domain: "problem_solving_data", skill: "ratios_rates_proportions_units" } as const;

const cents = (x: Num) => R(1).mul(x as Rat).mul(100).isInt();

const ITEMS = [
  ["bags of coffee beans", "bag"],
  ["boxes of pencils", "box"],
  ["bus tickets", "ticket"],
  ["jars of honey", "jar"],
] as const;

/** k items cost c; what do n items cost at the same rate? */
const unitPrice = defineGenerator(
  { ...meta, id: "ratio-same-rate-price", difficulty: "easy", shape: "k items cost a given amount; find the cost of n items at the same price per item." },
  (r) => {
    const [things, one] = r.pick(ITEMS);
    const U = R(r.int(3, 40), 4);
    const k = r.int(3, 9);
    const n = r.int(2, 15);
    if (n === k) return null;
    const c = U.mul(k);
    const key = U.mul(n);
    const candidates: Distractor[] = [
      { value: c.mul(k).div(n), mistake: "inverted-proportion", why: `comes from multiplying by ${m(`\\frac{${k}}{${n}}`)} instead of ${m(`\\frac{${n}}{${k}}`)}: the cost should ${n > k ? "grow" : "shrink"} with the number of ${things}.` },
      { value: c.add(n - k), mistake: "added-difference-in-count", why: `adds ${m(money(n - k))}, one dollar per extra item, instead of using the price per ${one}.` },
      { value: U, mistake: "gave-unit-price", why: `is the price of one ${one}, not of ${mn(n)}.` },
      { value: c.mul(n), mistake: "multiplied-total-by-count", why: `multiplies the price of all ${mn(k)} ${things} by ${mn(n)}.` },
    ];
    return {
      kind: "numeric",
      fmt: (x) => money(x),
      positive: true,
      params: { k, c: c.valueOf(), n },
      stem: `<p>At a shop, ${mn(k)} ${things} cost ${m(money(c))}. At the same price per ${one}, how much do ${mn(n)} ${things} cost?</p>`,
      steps: [`One ${one} costs ${m(`\\frac{${money(c)}}{${k}} = ${money(U)}`)}.`, `So ${mn(n)} ${things} cost ${m(`${n} \\cdot ${money(U)} = ${money(key)}`)}.`],
      key,
      distractors: candidates.filter((d) => cents(d.value)),
    };
  },
);

/** Distance at a speed in units per hour for a number of minutes. */
const speedMinutes = defineGenerator(
  { ...meta, id: "ratio-distance-speed-minutes", difficulty: "easy", shape: "Find the distance covered at a speed given per hour during a time given in minutes." },
  (r) => {
    const v = r.int(6, 60);
    const t = r.pick([10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 50, 75, 90]);
    const who = r.pick([
      { subject: "A cyclist", verb: "rides", noun: "the cyclist", unit: "kilometers" },
      { subject: "A runner", verb: "jogs", noun: "the runner", unit: "kilometers" },
      { subject: "A ferry", verb: "travels", noun: "the ferry", unit: "miles" },
      { subject: "A delivery drone", verb: "flies", noun: "the drone", unit: "miles" },
    ] as const);
    if (who.verb === "jogs" && v > 15) return null;
    const key = R(v * t, 60);
    const rate = who.unit === "miles" ? "miles per hour" : "kilometers per hour";
    return {
      kind: "open",
      params: { v, t },
      stem: `<p>${who.subject} ${who.verb} at a constant speed of ${mn(v)} ${rate}. How many ${who.unit} does ${who.noun} cover in ${mn(t)} minutes?</p>`,
      steps: [`${mn(t)} minutes is ${m(`\\frac{${t}}{60} = ${texDec(R(t, 60))}`)} hour.`, `Distance is speed times time: ${m(`${v} \\cdot ${texDec(R(t, 60))} = ${texDec(key)}`)} ${who.unit}.`],
      key,
    };
  },
);

/** A leak in milliliters per minute, as liters over hours. */
const leak = defineGenerator(
  { ...meta, id: "ratio-convert-rate-two-units", difficulty: "medium", shape: "Convert a rate in milliliters per minute to the liters collected over a number of hours (two conversions)." },
  (r) => {
    const d = r.pick([5, 6, 8, 10, 12, 15, 20, 24, 25, 30, 40, 45]);
    const h = r.int(2, 24);
    const key = R(60 * d * h, 1000);
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { d, h },
      stem: `<p>A leaking pipe drips water at a constant rate of ${mn(d)} milliliters per minute. At this rate, how many liters of water drip from the pipe in ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
      steps: [
        `In one hour the pipe drips ${m(`${d} \\cdot 60 = ${int(60 * d)}`)} milliliters, so in ${mn(h)} hours it drips ${m(`${int(60 * d)} \\cdot ${h} = ${int(60 * d * h)}`)} milliliters.`,
        `Convert to liters: ${m(`\\frac{${int(60 * d * h)}}{1{,}000} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        { value: R(d * h, 1000), mistake: "forgot-minutes-per-hour", why: `treats ${mn(d)} milliliters as the amount per hour, leaving out the ${mn(60)} minutes in each hour.` },
        { value: R(60 * d * h, 100), mistake: "used-100-milliliters-per-liter", why: `divides by ${mn(100)}; a liter is ${m("1{,}000")} milliliters.` },
        { value: R(3600 * d * h, 1000), mistake: "used-3600-per-hour", why: `multiplies by ${m("3{,}600")}, the number of seconds in an hour, as if the rate were per second; it is per minute.` },
        { value: 60 * d * h, mistake: "left-in-milliliters", why: `is the amount in milliliters, not liters.` },
      ],
    };
  },
);

/** Two machines together: time for N items. */
const together = defineGenerator(
  { ...meta, id: "ratio-two-machines-combined-rate", difficulty: "medium", shape: "Two machines work at different rates; find the time for both together to produce a given number of items." },
  (r) => {
    const a = r.int(10, 60);
    const b = r.int(10, 60);
    const N = (a + b) * r.pick([2, 3, 4, 5, 6]) + (r.bool(0.4) ? (a + b) / 2 : 0);
    if (!Number.isInteger(N)) return null;
    const key = R(N, a + b);
    const item = r.pick(["labels", "bottles", "envelopes", "keychains"]);
    return {
      kind: "open",
      params: { a, b, N },
      stem: `<p>Machine A produces ${mn(a)} ${item} per hour, and machine B produces ${mn(b)} ${item} per hour. Working at the same time at these rates, how many hours do the two machines take to produce ${mn(N)} ${item} in total?</p>`,
      steps: [`Together the machines produce ${m(`${a} + ${b} = ${a + b}`)} ${item} per hour.`, `Time is amount divided by rate: ${m(`\\frac{${int(N)}}{${a + b}} = ${texDec(key)}`)} hours.`],
      key,
    };
  },
);

const SCALES = [2000, 2500, 4000, 5000, 10000, 20000];

/** Map scale 1 : k, an area on the map in cm², the real area in m². */
const mapArea = defineGenerator(
  { ...meta, id: "ratio-map-scale-area", difficulty: "hard", shape: "From a map scale 1 : k and an area on the map in square centimeters, find the real area in square meters (scale squared, then unit conversion)." },
  (r) => {
    const k = r.pick(SCALES);
    const A = r.int(2, 30);
    const meters = k / 100; // 1 cm on the map is this many meters
    const key = A * meters * meters;
    return {
      kind: "numeric",
      positive: true,
      params: { k, A },
      stem: `<p>A map is drawn to the scale ${m(`1 : ${int(k)}`)}, so ${m("1")} centimeter on the map represents ${m(int(k))} centimeters on the ground. A park appears on the map as a region with an area of ${mn(A)} square centimeters. What is the actual area of the park, in square meters?</p>`,
      steps: [
        `${m("1")} centimeter on the map represents ${m(int(k))} centimeters, which is ${m(int(meters))} meters, on the ground.`,
        `So ${m("1")} square centimeter on the map represents a square ${mn(meters)} meters on a side: ${m(`${int(meters)}^2 = ${int(meters * meters)}`)} square meters.`,
        `The park's area is ${m(`${A} \\cdot ${int(meters * meters)} = ${int(key)}`)} square meters.`,
      ],
      key,
      distractors: [
        { value: A * meters, mistake: "scaled-area-by-length-factor", why: `multiplies the area by the length scale ${mn(meters)}; areas scale by the square of the length scale.` },
        { value: (A * k * k) / 100, mistake: "used-100-square-cm-per-square-meter", why: `converts square centimeters to square meters by dividing by ${mn(100)}; a square meter is ${m("100^2 = 10{,}000")} square centimeters.` },
        { value: A * k * k, mistake: "left-in-square-centimeters", why: `is the area in square centimeters, not square meters.` },
        { value: (A * k) / 100, mistake: "length-scale-and-wrong-conversion", why: `scales the area by the length factor only and then converts as if it were a length.` },
      ],
    };
  },
);

/** Two pipes (or a pipe and a drain) together: hours to fill. */
const pipes = defineGenerator(
  { ...meta, id: "ratio-fill-and-drain-rates", difficulty: "hard", shape: "A pipe fills a tank in a hours and another pipe fills (or a drain empties) it in b hours; find the time with both open." },
  (r) => {
    const drain = r.bool(0.5);
    const a = r.int(2, 12);
    const b = drain ? r.int(a + 1, 24) : r.int(2, 12);
    const rate = drain ? R(1, a).sub(R(1, b)) : R(1, a).add(R(1, b));
    const key = R(1).div(rate);
    if (key.d > 20) return null;
    return {
      kind: "open",
      params: { a, b, drain: drain ? "drain" : "fill" },
      stem: drain
        ? `<p>An inlet pipe can fill an empty tank in ${mn(a)} hours. A drain at the bottom of the tank, when open, can empty the full tank in ${mn(b)} hours. If the tank is empty and both the pipe and the drain are open, how many hours will it take to fill the tank?</p>`
        : `<p>One pipe can fill an empty tank in ${mn(a)} hours, and a second pipe can fill it in ${mn(b)} hours. If both pipes are opened at the same time to fill the empty tank, how many hours will it take?</p>`,
      steps: [
        `Work with rates in tanks per hour: ${drain ? `the pipe fills ${m(`\\frac{1}{${a}}`)} of the tank per hour and the drain empties ${m(`\\frac{1}{${b}}`)} per hour` : `the pipes fill ${m(`\\frac{1}{${a}}`)} and ${m(`\\frac{1}{${b}}`)} of the tank per hour`}.`,
        `Together: ${m(`\\frac{1}{${a}} ${drain ? "-" : "+"} \\frac{1}{${b}} = ${tex(rate)}`)} of the tank per hour.`,
        `Time to fill one tank: ${m(`1 \\div ${tex(rate)} = ${tex(key)}`)} hours.${key.isInt() || !terminates(key) ? "" : ` (${m(`${tex(key)} = ${texDec(key)}`)}.)`}`,
      ],
      key,
    };
  },
);

export const RATIOS_RATES: MathGenerator[] = [unitPrice, speedMinutes, leak, together, mapArea, pipes];
