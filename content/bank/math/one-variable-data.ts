import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { int, list, m, mn, texDec } from "./explain";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "one_variable_data" } as const;

const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** The mean of a short list. */
const meanOfList = defineGenerator(
  { ...meta, id: "data-mean-of-short-list", difficulty: "easy", shape: "Find the mean of a short list of values given in a sentence." },
  (r) => {
    const n = r.pick([5, 6, 7]);
    const xs = Array.from({ length: n }, () => r.int(2, 30));
    const S = total(xs);
    if (S % n !== 0) return null;
    const mean = S / n;
    const sorted = [...xs].sort((a, b) => a - b);
    const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
    const range = sorted[n - 1]! - sorted[0]!;
    const what = r.pick([
      ["the number of minutes", "students in a study group spent reading on Monday"],
      ["the number of birds", "volunteers counted at a feeder in one hour"],
      ["the number of pages", "members of a writing club wrote this week"],
    ]);
    return {
      kind: "numeric",
      fmt: texDec,
      params: Object.fromEntries(xs.map((x, i) => [`x${i + 1}`, x])),
      stem: `<p>The list shows ${what[0]} that ${mn(n)} ${what[1]}: ${list(xs.map((x) => mn(x)))}. What is the mean of these numbers?</p>`,
      steps: [`Add the values: ${m(`${xs.join(" + ")} = ${S}`)}.`, `Divide by the number of values, ${mn(n)}: ${m(`\\frac{${S}}{${n}} = ${mean}`)}.`],
      key: mean,
      distractors: [
        { value: R(2 * median, 2), mistake: "gave-median", why: `is the median (the middle value in order), not the mean.` },
        { value: R(S, n - 1), mistake: "divided-by-one-less", why: `divides the sum by ${mn(n - 1)} instead of by the ${mn(n)} values.` },
        { value: R(S, n + 1), mistake: "divided-by-one-more", why: `divides the sum by ${mn(n + 1)} instead of by the ${mn(n)} values.` },
        { value: range, mistake: "gave-range", why: `is the range (greatest minus least), not the mean.` },
        { value: R(sorted[0]! + sorted[n - 1]!, 2), mistake: "averaged-least-and-greatest", why: `averages only the least and greatest values.` },
      ],
    };
  },
);

/** The missing value that makes the mean a given number. */
const missingForMean = defineGenerator(
  { ...meta, id: "data-missing-value-for-mean", difficulty: "easy", shape: "The mean of n values is given and n - 1 of them are known; find the missing one." },
  (r) => {
    const n = r.int(4, 6);
    const known = Array.from({ length: n - 1 }, () => r.int(40, 95));
    const mean = r.int(55, 90);
    const key = mean * n - total(known);
    if (key < 0 || key > 100) return null;
    return {
      kind: "open",
      params: { ...Object.fromEntries(known.map((x, i) => [`x${i + 1}`, x])), mean },
      stem: `<p>A basketball team scored ${list(known.map((x) => mn(x)))} points in ${n - 1} of its first ${n} games. The mean number of points the team scored in these ${n} games was ${mn(mean)}. How many points did the team score in the remaining game?</p>`,
      steps: [
        `A mean of ${mn(mean)} over ${mn(n)} games means a total of ${m(`${mean} \\cdot ${n} = ${mean * n}`)} points.`,
        `The known games add up to ${m(`${known.join(" + ")} = ${total(known)}`)}, so the remaining game had ${m(`${mean * n} - ${total(known)} = ${key}`)} points.`,
      ],
      key,
    };
  },
);

/** The new mean after one more value joins a group. */
const newMean = defineGenerator(
  { ...meta, id: "data-mean-after-one-more-value", difficulty: "medium", shape: "A group of n has a given mean; one more value joins; find the new mean." },
  (r) => {
    const n = r.pick([9, 19, 24, 49]);
    const mean = r.int(60, 90);
    const s = r.int(40, 100);
    const key = R(n * mean + s, n + 1);
    if (s === mean) return null;
    return {
      kind: "numeric",
      fmt: texDec,
      params: { n, mean, s },
      stem: r.pick([
        `<p>The mean score of the ${mn(n)} students in a class on a quiz was ${mn(mean)}. A new student joined the class and took the same quiz, scoring ${mn(s)}. What is the mean quiz score of all ${mn(n + 1)} students?</p>`,
        `<p>On a quiz, ${mn(n)} students had a mean score of ${mn(mean)}. One more student took the quiz later and scored ${mn(s)}. What is the mean score of all ${mn(n + 1)} students?</p>`,
        `<p>A class of ${mn(n)} students had a mean quiz score of ${mn(mean)}. Then a new student, who scored ${mn(s)} on the same quiz, joined the class. What is the mean quiz score of the ${mn(n + 1)} students now?</p>`,
      ]),
      steps: [
        `The ${mn(n)} students' scores total ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. With the new score the total is ${m(`${int(n * mean)} + ${s} = ${int(n * mean + s)}`)}.`,
        `The new mean is ${m(`\\frac{${int(n * mean + s)}}{${n + 1}} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R(mean + s, 2),
          mistake: "averaged-old-mean-and-new-score",
          why: `averages the old mean and the new score as if each stood for the same number of students.`,
        },
        {
          value: R(mean).add(R(s - mean, n)),
          mistake: "divided-change-by-old-count",
          why: `spreads the difference ${m(`${s} - ${mean}`)} over ${mn(n)} students instead of ${mn(n + 1)}.`,
        },
        { value: R(n * mean + s, n), mistake: "divided-by-old-count", why: `divides the new total by ${mn(n)} instead of ${mn(n + 1)}.` },
        {
          value: mean,
          mistake: "assumed-mean-unchanged",
          why: `assumes the mean does not change; it ${s > mean ? "rises" : "falls"} because the new score is ${s > mean ? "above" : "below"} the old mean.`,
        },
        {
          value: R(n * mean, n + 1),
          mistake: "left-out-the-new-score",
          why: `divides the old total by ${mn(n + 1)} but never adds the new score ${mn(s)} to it.`,
        },
        {
          value: R(mean).sub(R(s - mean, n + 1)),
          mistake: "moved-the-mean-the-wrong-way",
          why: `moves the mean the wrong way: a new score ${s > mean ? "above" : "below"} the old mean makes the mean ${s > mean ? "rise" : "fall"}.`,
        },
      ].filter((d) => R(1).mul(d.value).mul(100).isInt()),
    };
  },
);

/** Mean of two groups combined (weighted). */
const combinedMean = defineGenerator(
  {
    ...meta,
    id: "data-combined-mean-two-groups",
    difficulty: "medium",
    shape: "Two groups of different sizes have given means; find the mean of the combined group.",
  },
  (r) => {
    const n1 = r.int(8, 30);
    const n2 = r.int(8, 30);
    const m1 = r.int(12, 40);
    const m2 = r.int(12, 40);
    if (n1 === n2 || m1 === m2) return null;
    const key = R(n1 * m1 + n2 * m2, n1 + n2);
    if (!key.mul(100).isInt()) return null;
    return {
      kind: "open",
      params: { n1, m1, n2, m2 },
      stem: r.pick([
        `<p>A running club has a morning group of ${mn(n1)} runners and an evening group of ${mn(n2)} runners. Last month the morning runners ran a mean of ${mn(m1)} miles each, and the evening runners ran a mean of ${mn(m2)} miles each. What was the mean number of miles run last month by all ${mn(n1 + n2)} runners in the club?</p>`,
        `<p>Last month, the ${mn(n1)} runners in a club's morning group ran a mean of ${mn(m1)} miles each, and the ${mn(n2)} runners in its evening group ran a mean of ${mn(m2)} miles each. What was the mean distance, in miles, run last month by all ${mn(n1 + n2)} runners in the club?</p>`,
        `<p>A running club has two groups. The ${mn(n1)} morning runners ran a mean of ${mn(m1)} miles each last month; the ${mn(n2)} evening runners ran a mean of ${mn(m2)} miles each. For all ${mn(n1 + n2)} runners together, what was the mean number of miles run last month?</p>`,
      ]),
      steps: [
        `Total miles: ${m(`${n1} \\cdot ${m1} + ${n2} \\cdot ${m2} = ${n1 * m1} + ${n2 * m2} = ${int(n1 * m1 + n2 * m2)}`)}.`,
        `Mean for all runners: ${m(`\\frac{${int(n1 * m1 + n2 * m2)}}{${n1 + n2}} = ${texDec(key)}`)}. (Not ${m(`\\frac{${m1} + ${m2}}{2}`)}: the groups have different sizes.)`,
      ],
      key,
    };
  },
);

/** A value recorded wrongly: the corrected mean. */
const correctedMean = defineGenerator(
  {
    ...meta,
    id: "data-mean-after-correction",
    difficulty: "hard",
    shape: "One of n values was recorded wrongly; from the reported mean find the corrected mean.",
  },
  (r) => {
    const n = r.pick([8, 10, 12, 15, 16, 20, 25]);
    const mean = r.int(20, 80);
    const X = r.int(10, 99);
    const Y = r.int(10, 99);
    if (X === Y) return null;
    const key = R(mean).add(R(Y - X, n));
    if (!key.mul(100).isInt()) return null;
    const thing = r.pick([
      ["heights, in centimeters, of", "seedlings", "height"],
      ["times, in seconds, of", "swimmers in a race", "time"],
      ["masses, in grams, of", "apples in a crate", "mass"],
    ]);
    return {
      kind: "numeric",
      fmt: texDec,
      params: { n, mean, X, Y },
      stem: `<p>A researcher calculated that the mean of the ${thing[0]} ${mn(n)} ${thing[1]} was ${mn(mean)}. Later she found that one ${thing[2]} had been recorded as ${mn(X)} when it was actually ${mn(Y)}. What is the correct mean of the ${mn(n)} values?</p>`,
      steps: [
        `The recorded total was ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. Correcting one value changes the total by ${m(`${Y} - ${X} = ${Y - X}`)}, to ${m(int(n * mean + Y - X))}.`,
        `The correct mean is ${m(`\\frac{${int(n * mean + Y - X)}}{${n}} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: mean + Y - X,
          mistake: "changed-mean-by-whole-difference",
          why: `changes the mean by the whole difference ${mn(Y - X)}; the change in the total is shared by ${mn(n)} values.`,
        },
        {
          value: R(mean).sub(R(Y - X, n)),
          mistake: "corrected-in-wrong-direction",
          why: `moves the mean the wrong way: the true value is ${Y > X ? "greater" : "less"} than the recorded one.`,
        },
        { value: R(mean).add(R(Y - X, n - 1)), mistake: "divided-by-one-less", why: `divides the change by ${mn(n - 1)} instead of ${mn(n)}.` },
        {
          value: R(Y - X, n),
          mistake: "gave-the-change",
          why: `is only the change in the mean, ${m(`\\frac{${Y - X}}{${n}}`)}; it must be added to the recorded mean ${mn(mean)}.`,
        },
        {
          value: R(mean),
          mistake: "assumed-mean-unchanged",
          why: `assumes one corrected value leaves the mean as it was; the total changes by ${mn(Math.abs(Y - X))}, so the mean ${Y > X ? "rises" : "falls"}.`,
        },
        {
          value: R(n * mean + Y, n + 1),
          mistake: "added-instead-of-replacing",
          why: `adds the correct value as an extra value instead of replacing the wrong one.`,
        },
      ].filter((d) => R(1).mul(d.value).mul(100).isInt()),
    };
  },
);

/** Five values, the greatest unknown: mean equals median. */
const medianEqualsMean = defineGenerator(
  {
    ...meta,
    id: "data-k-for-mean-equal-median",
    difficulty: "hard",
    shape: "A list has one unknown value, the greatest; find it so that the mean equals the median.",
  },
  (r) => {
    const n = r.pick([5, 7]);
    const known = Array.from({ length: n - 1 }, () => r.int(3, 40)).sort((a, b) => a - b);
    const median = known[(n - 1) / 2]!; // with k the greatest, the middle of n values is known[(n-1)/2]
    const k = n * median - total(known);
    if (k <= known[n - 2]! || new Set(known).size < n - 1) return null;
    const shuffled = r.shuffle(known);
    return {
      kind: "open",
      params: { ...Object.fromEntries(known.map((x, i) => [`x${i + 1}`, x])) },
      stem: r.pick([
        `<p>A data set consists of the ${mn(n)} numbers ${list([...shuffled.map((x) => mn(x)), m("k")])}, where ${m("k")} is greater than each of the other numbers. The mean of the data set is equal to its median. What is the value of ${m("k")}?</p>`,
        `<p>The ${mn(n)} numbers ${list([...shuffled.map((x) => mn(x)), m("k")])} form a data set, and ${m("k")} is the greatest of them. If the mean of the data set equals its median, what is the value of ${m("k")}?</p>`,
        `<p>A data set has ${mn(n)} values: ${list([...shuffled.map((x) => mn(x)), m("k")])}, where ${m("k")} is greater than every other value. The median and the mean of the data set are equal. What is ${m("k")}?</p>`,
      ]),
      steps: [
        `In order, the numbers are ${list([...known.map((x) => mn(x)), m("k")])}, so the median (the middle of ${mn(n)} numbers, the ${(n + 1) / 2 === 3 ? "third" : "fourth"}) is ${mn(median)}, whatever ${m("k")} is.`,
        `The mean equals ${mn(median)}, so the total is ${m(`${n} \\cdot ${median} = ${n * median}`)}: ${m(`${known.join(" + ")} + k = ${n * median}`)}, so ${m(`${total(known)} + k = ${n * median}`)} and ${m(`k = ${k}`)}.`,
      ],
      key: k,
    };
  },
);

export const ONE_VARIABLE_DATA: MathGenerator[] = [meanOfList, missingForMean, newMean, combinedMean, correctedMean, medianEqualsMean];
