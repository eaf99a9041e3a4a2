import type { MathGenerator } from "../types";
import { defineGenerator, type Distractor } from "./build";
import { int, m, mn, money, tex, texDec, type Num } from "./explain";
import { R, terminates, type Rat } from "./rational";

const meta = { domain: "problem_solving_data", skill: "ratios_rates_proportions_units" } as const;

const cents = (x: Num) =>
  R(1)
    .mul(x as Rat)
    .mul(100)
    .isInt();

const MIXES = [
  { a: "red", b: "blue", things: "marbles", where: "A jar holds only red and blue marbles" },
  { a: "fiction", b: "nonfiction", things: "books", where: "A classroom library has only fiction and nonfiction books" },
  { a: "maple", b: "oak", things: "trees", where: "A park has only maple and oak trees" },
] as const;

/** Part of a total from a part-to-part ratio. */
const partOfTotal = defineGenerator(
  {
    ...meta,
    id: "ratio-part-of-total-from-ratio",
    difficulty: "easy",
    shape: "Two kinds of items are in a given part-to-part ratio and the total is known; find the number of one kind.",
  },
  (r) => {
    const c = r.pick(MIXES);
    const a = r.int(1, 7);
    const b = r.int(2, 9);
    if (a === b || R(a, b).d !== b) return null;
    const T = (a + b) * b * r.int(1, 6);
    const key = (T * a) / (a + b);
    return {
      kind: "numeric",
      positive: true,
      params: { a, b, T },
      stem: `<p>${c.where}, in the ratio ${m(`${a} : ${b}`)} (${c.a} to ${c.b}). There are ${mn(T)} ${c.things} in all. How many of the ${c.things} are ${c.a}?</p>`,
      steps: [
        `The ratio ${m(`${a} : ${b}`)} means that out of every ${m(`${a} + ${b} = ${a + b}`)} ${c.things}, ${mn(a)} are ${c.a}.`,
        `So ${m(`\\frac{${a}}{${a + b}}`)} of the ${mn(T)} ${c.things} are ${c.a}: ${m(`\\frac{${a}}{${a + b}} \\cdot ${int(T)} = ${int(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R(T * a, b),
          mistake: "part-to-part-used-as-part-to-whole",
          why: `uses ${m(`\\frac{${a}}{${b}}`)}, the ratio of ${c.a} to ${c.b}, as if it were the fraction of all the ${c.things}.`,
        },
        { value: (T * b) / (a + b), mistake: "gave-the-other-part", why: `is the number of ${c.b} ${c.things}.` },
        {
          value: R(T, a + b),
          mistake: "stopped-at-one-share",
          why: `is the size of one share, ${m(`\\frac{${int(T)}}{${a + b}}`)}; the ${c.a} ${c.things} are ${mn(a)} shares.`,
        },
        {
          value: R(a, a + b),
          mistake: "gave-the-fraction",
          why: `is the fraction of all the ${c.things} that are ${c.a}, ${m(`\\frac{${a}}{${a + b}}`)}; it is never multiplied by the ${mn(T)} ${c.things}.`,
        },
        { value: T - a, mistake: "subtracted-ratio-term", why: `subtracts the ratio term ${mn(a)} from the total; a ratio compares shares, not counts.` },
      ],
    };
  },
);

/** Distance at a speed in units per hour for a number of minutes. */
const speedMinutes = defineGenerator(
  {
    ...meta,
    id: "ratio-distance-speed-minutes",
    difficulty: "easy",
    shape: "Find the distance covered at a speed given per hour during a time given in minutes.",
  },
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
      steps: [
        `${mn(t)} minutes is ${m(`\\frac{${t}}{60} = ${texDec(R(t, 60))}`)} hour.`,
        `Distance is speed times time: ${m(`${v} \\cdot ${texDec(R(t, 60))} = ${texDec(key)}`)} ${who.unit}.`,
      ],
      key,
    };
  },
);

/** A leak in milliliters per minute, as liters over hours. */
const leak = defineGenerator(
  {
    ...meta,
    id: "ratio-convert-rate-two-units",
    difficulty: "medium",
    shape: "Convert a rate in milliliters per minute to the liters collected over a number of hours (two conversions).",
  },
  (r) => {
    const d = r.pick([5, 6, 8, 10, 12, 15, 20, 24, 25, 30, 40, 45]);
    const h = r.int(2, 24);
    const key = R(60 * d * h, 1000);
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { d, h },
      stem: r.pick([
        `<p>A leaking pipe drips water at a constant rate of ${mn(d)} milliliters per minute. At this rate, how many liters of water drip from the pipe in ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
        `<p>Water drips from a leaking pipe at a constant rate of ${mn(d)} milliliters per minute. How many liters of water drip from the pipe in ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
        `<p>A pipe under a sink leaks ${mn(d)} milliliters of water every minute, at a constant rate. How many liters of water drip from the pipe over ${mn(h)} hours? (${m("1")} liter is ${m("1{,}000")} milliliters.)</p>`,
      ]),
      steps: [
        `In one hour the pipe drips ${m(`${d} \\cdot 60 = ${int(60 * d)}`)} milliliters, so in ${mn(h)} hours it drips ${m(`${int(60 * d)} \\cdot ${h} = ${int(60 * d * h)}`)} milliliters.`,
        `Convert to liters: ${m(`\\frac{${int(60 * d * h)}}{1{,}000} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R(d * h, 1000),
          mistake: "forgot-minutes-per-hour",
          why: `treats ${mn(d)} milliliters as the amount per hour, leaving out the ${mn(60)} minutes in each hour.`,
        },
        { value: R(60 * d * h, 100), mistake: "used-100-milliliters-per-liter", why: `divides by ${mn(100)}; a liter is ${m("1{,}000")} milliliters.` },
        {
          value: R(3600 * d * h, 1000),
          mistake: "used-3600-per-hour",
          why: `multiplies by ${m("3{,}600")}, the number of seconds in an hour, as if the rate were per second; it is per minute.`,
        },
        { value: 60 * d * h, mistake: "left-in-milliliters", why: `is the amount in milliliters, not liters.` },
        { value: R(60 * d, 1000), mistake: "gave-one-hour", why: `is the amount that drips in one hour; it is never multiplied by the ${mn(h)} hours.` },
        {
          value: R(d * h, 60000),
          mistake: "divided-by-60",
          why: `divides by ${mn(60)} instead of multiplying: an hour holds ${mn(60)} minutes, so the pipe drips ${mn(60)} times the per-minute amount.`,
        },
      ],
    };
  },
);

/** Two machines together: time for N items. */
const together = defineGenerator(
  {
    ...meta,
    id: "ratio-two-machines-together",
    difficulty: "medium",
    shape: "Two machines work at different rates; find the time for both together to produce a given number of items.",
  },
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
      steps: [
        `Together the machines produce ${m(`${a} + ${b} = ${a + b}`)} ${item} per hour.`,
        `Time is amount divided by rate: ${m(`\\frac{${int(N)}}{${a + b}} = ${texDec(key)}`)} hours.`,
      ],
      key,
    };
  },
);

const MODEL_SCALES = [
  { k: 10, per: 1000 },
  { k: 20, per: 125 },
  { k: 25, per: 64 },
  { k: 50, per: 8 },
  { k: 100, per: 1 },
] as const;

/** A scale model's volume in cm³ to the real volume in m³ (cube of the scale, then units). */
const modelVolume = defineGenerator(
  {
    ...meta,
    id: "ratio-scale-model-volume",
    difficulty: "hard",
    shape: "A scale model 1 : k holds a volume in cubic centimeters; find the real volume in cubic meters (cube the scale, then convert).",
  },
  (r) => {
    const S = r.pick(MODEL_SCALES);
    const key = r.int(2, 60);
    const V = key * S.per; // V k^3 / 10^6 = key
    const what = r.pick(["a water tower's tank", "a grain silo", "a swimming pool", "a fuel tank"]);
    return {
      kind: "numeric",
      positive: true,
      params: { k: S.k, V },
      stem: `<p>An architect builds a scale model of ${what} at a scale of ${m(`1 : ${S.k}`)}: every length on the model is ${m(`\\frac{1}{${S.k}}`)} of the real length. The model holds ${mn(V)} cubic centimeters. How many cubic meters does the real one hold? (${m("1")} meter is ${mn(100)} centimeters.)</p>`,
      steps: [
        `Lengths scale by ${mn(S.k)}, so volumes scale by ${m(`${S.k}^3 = ${int(S.k ** 3)}`)}: the real volume is ${m(`${int(V)} \\cdot ${int(S.k ** 3)} = ${int(V * S.k ** 3)}`)} cubic centimeters.`,
        `A cubic meter is ${m("100^3 = 1{,}000{,}000")} cubic centimeters, so the real volume is ${m(`\\frac{${int(V * S.k ** 3)}}{1{,}000{,}000} = ${int(key)}`)} cubic meters.`,
      ],
      key,
      distractors: [
        { value: R(key, S.k), mistake: "scaled-by-the-square", why: `multiplies by ${m(`${S.k}^2`)}, the area scale; volumes scale by the cube.` },
        { value: R(key, S.k * S.k), mistake: "scaled-by-the-length-factor", why: `multiplies by ${mn(S.k)} only; volumes scale by ${m(`${S.k}^3`)}.` },
        {
          value: key * 10000,
          mistake: "converted-with-100",
          why: `divides by ${mn(100)} as if a cubic meter were ${mn(100)} cubic centimeters; it is ${m("1{,}000{,}000")}.`,
        },
        { value: V * S.k ** 3, mistake: "left-in-cubic-centimeters", why: `is the volume in cubic centimeters, not cubic meters.` },
        { value: R(V, 1000000), mistake: "did-not-scale", why: `is the model's own volume in cubic meters; it is never scaled up to the real size.` },
      ],
    };
  },
);

/** Two pipes (or a pipe and a drain) together: hours to fill. */
const pipes = defineGenerator(
  {
    ...meta,
    id: "ratio-fill-and-drain-rates",
    difficulty: "hard",
    shape: "A pipe fills a tank in a hours and another pipe fills (or a drain empties) it in b hours; find the time with both open.",
  },
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
        : `<p>One pipe can fill an empty tank in ${mn(a)} hours, and a second pipe can fill it in ${mn(b)} hours. ${r.pick(["If both pipes are opened at the same time to fill the empty tank, how many hours will it take?", "Working together from empty, how many hours do the two pipes take to fill the tank?"])}</p>`,
      steps: [
        `Work with rates in tanks per hour: ${drain ? `the pipe fills ${m(`\\frac{1}{${a}}`)} of the tank per hour and the drain empties ${m(`\\frac{1}{${b}}`)} per hour` : `the pipes fill ${m(`\\frac{1}{${a}}`)} and ${m(`\\frac{1}{${b}}`)} of the tank per hour`}.`,
        `Together: ${m(`\\frac{1}{${a}} ${drain ? "-" : "+"} \\frac{1}{${b}} = ${tex(rate)}`)} of the tank per hour.`,
        `Time to fill one tank: ${m(`1 \\div ${tex(rate)} = ${tex(key)}`)} hours.${key.isInt() || !terminates(key) ? "" : ` (${m(`${tex(key)} = ${texDec(key)}`)}.)`}`,
      ],
      key,
    };
  },
);

export const RATIOS_RATES: MathGenerator[] = [partOfTotal, speedMinutes, leak, together, modelVolume, pipes];
