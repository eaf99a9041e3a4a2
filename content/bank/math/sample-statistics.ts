import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { int, m, mn, texDec } from "./explain";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "sample_statistics" } as const;

const POPS = [
  { who: "students at a high school", one: "student", q: "said they would join a weekend coding club" },
  { who: "households in a town", one: "household", q: "reported owning at least one bicycle" },
  { who: "employees of a company", one: "employee", q: "said they would use a new on-site gym" },
] as const;

/** Estimate a count in the population from a random sample. */
const estimateCount = defineGenerator(
  {
    ...meta,
    id: "samp-scale-up-sample-count",
    difficulty: "easy",
    shape: "Scale up the count in a random sample to estimate the count in the whole population.",
  },
  (r) => {
    const c = r.pick(POPS);
    const n = r.pick([40, 50, 60, 75, 80, 100, 120, 150, 200]);
    const N = n * r.int(6, 40);
    const k = r.int(Math.ceil(n / 10), Math.floor((n * 9) / 10));
    const key = R(N * k, n);
    if (!key.isInt() || 2 * k === n) return null;
    return {
      kind: "numeric",
      positive: true,
      params: { N, n, k },
      stem: `<p>There are ${mn(N)} ${c.who}. In a random sample of ${mn(n)} of these ${c.who}, ${mn(k)} ${c.q}. Based on the sample, about how many of all ${mn(N)} ${c.who} ${c.q.replace(/^said/, "would say").replace(/^reported/, "would report")}?</p>`,
      steps: [
        `In the sample, the fraction is ${m(`\\frac{${k}}{${n}}`)}. A random sample is expected to represent the population, so apply the same fraction to all ${mn(N)}.`,
        `${m(`\\frac{${k}}{${n}} \\cdot ${int(N)} = ${int(key.n)}`)}.`,
      ],
      key,
      distractors: [
        { value: k, mistake: "gave-sample-count", why: `is the number in the sample, not an estimate for all ${mn(N)} ${c.who}.` },
        { value: R(N * (n - k), n), mistake: "estimated-the-complement", why: `estimates how many ${c.who} did <em>not</em> respond that way.` },
        { value: R(100 * k, n), mistake: "gave-sample-percent", why: `is the percent of the sample, not a number of ${c.who}.` },
        {
          value: R(N, n),
          mistake: "gave-the-scale-factor",
          why: `is ${m(`\\frac{${N}}{${n}}`)}, the number of ${c.who} each sampled one stands for, not the estimate itself.`,
        },
        { value: N - k, mistake: "subtracted-sample-count", why: `subtracts the sample count from the population size, which has no meaning here.` },
      ].filter((d) => R(1).mul(d.value).isInt()),
    };
  },
);

/** The greatest plausible value from an estimate and its margin of error. */
const intervalBound = defineGenerator(
  {
    ...meta,
    id: "samp-plausible-range-end",
    difficulty: "easy",
    shape: "From a sample estimate and its margin of error, give an end of the range of plausible population values.",
  },
  (r) => {
    const est = R(r.int(80, 400), 10);
    const moe = R(r.int(5, 30), 10);
    const upper = r.bool();
    const key = upper ? est.add(moe) : est.sub(moe);
    const c = r.pick([
      { s: "the number of hours of sleep per night", pop: "all students at a university", unit: "hours" },
      { s: "the commute time, in minutes,", pop: "all workers in a city", unit: "minutes" },
      { s: "the number of books read last year", pop: "all members of a library", unit: "books" },
    ]);
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { est: est.valueOf(), moe: moe.valueOf(), end: upper ? "greatest" : "least" },
      stem: `<p>Based on a random sample, a researcher estimates that the mean of ${c.s} for ${c.pop} is ${m(texDec(est))}, with an associated margin of error of ${m(texDec(moe))}. Based on this estimate and margin of error, what is the ${upper ? "greatest" : "least"} plausible value for the mean of ${c.s} for ${c.pop}?</p>`,
      steps: [
        `The plausible values for the population mean are within the margin of error of the estimate: from ${m(`${texDec(est)} - ${texDec(moe)} = ${texDec(est.sub(moe))}`)} to ${m(`${texDec(est)} + ${texDec(moe)} = ${texDec(est.add(moe))}`)}.`,
        `The ${upper ? "greatest" : "least"} plausible value is ${m(texDec(key))}.`,
      ],
      key,
      distractors: [
        { value: est, mistake: "gave-the-estimate", why: `is the estimate itself; the margin of error allows values ${upper ? "above" : "below"} it.` },
        {
          value: upper ? est.sub(moe) : est.add(moe),
          mistake: "gave-the-other-end",
          why: `is the ${upper ? "least" : "greatest"} plausible value, not the ${upper ? "greatest" : "least"}.`,
        },
        {
          value: upper ? est.add(moe.mul(2)) : est.sub(moe.mul(2)),
          mistake: "doubled-the-margin",
          why: `moves twice the margin of error away from the estimate.`,
        },
        {
          value: upper ? est.mul(R(1).add(moe.div(100))) : est.mul(R(1).sub(moe.div(100))),
          mistake: "margin-as-percent",
          why: `treats the margin of error as a percent of the estimate.`,
        },
      ],
    };
  },
);

/** From a sample percent with margin of error to a range of counts in the population. */
const countRange = defineGenerator(
  {
    ...meta,
    id: "samp-margin-to-count-range",
    difficulty: "medium",
    shape: "Turn a sample percent and its margin of error (in percentage points) into a plausible range of counts in the population.",
  },
  (r) => {
    const N = r.int(8, 60) * 100;
    const p = r.int(15, 80);
    const moe = r.int(2, 6);
    const n = r.pick([300, 400, 500, 600, 800]);
    const lo = (N * (p - moe)) / 100;
    const hi = (N * (p + moe)) / 100;
    const range = (a: number, b: number) => `Between ${mn(a)} and ${mn(b)}`;
    const c = r.pick([
      { pop: "adults in a county", ans: "said they had visited a state park in the past year" },
      { pop: "high school students in a district", ans: "said they had a part-time job" },
    ]);
    const d: TextDistractor[] = [
      {
        text: range(R(n * (p - moe), 100).valueOf(), R(n * (p + moe), 100).valueOf()),
        sig: "sample",
        mistake: "applied-to-sample-size",
        why: `applies the percents to the ${mn(n)} people in the sample instead of the ${mn(N)} in the population.`,
      },
      {
        text: range((N * p) / 100 - moe, (N * p) / 100 + moe),
        sig: "people",
        mistake: "margin-as-a-count",
        why: `treats the margin of error as ${mn(moe)} people; it is ${m(`${moe}`)} percentage points.`,
      },
      {
        text: range((N * (p - 2 * moe)) / 100, (N * (p + 2 * moe)) / 100),
        sig: "double",
        mistake: "doubled-the-margin",
        why: `uses twice the margin of error on each side.`,
      },
      {
        text: range((N * (100 - p - moe)) / 100, (N * (100 - p + moe)) / 100),
        sig: "complement",
        mistake: "used-the-complement",
        why: `is the range for the people who did <em>not</em> answer that way.`,
      },
    ].filter((x) => !/\./.test(x.text));
    return {
      kind: "text",
      params: { N, p, moe, n },
      stem: `<p>In a random sample of ${mn(n)} of the ${mn(N)} ${c.pop}, ${m(`${p}\\%`)} ${c.ans}. The margin of error for this percent is ${mn(moe)} percentage points. ${r.pick([`Which of the following is the most plausible range for the number of the ${mn(N)} ${c.pop} who ${c.ans.replace(/^said they had/, "have")}?`, `Based on the sample and its margin of error, which range most plausibly contains the number of the ${mn(N)} ${c.pop} who ${c.ans.replace(/^said they had/, "have")}?`, `Which interval is the most plausible estimate of how many of all ${mn(N)} ${c.pop} ${c.ans.replace(/^said they had/, "have")}?`])}</p>`,
      steps: [
        `The plausible range for the population percent is ${m(`${p}\\% - ${moe}\\% = ${p - moe}\\%`)} to ${m(`${p}\\% + ${moe}\\% = ${p + moe}\\%`)}.`,
        `Of ${mn(N)} people, that is ${m(`${texDec(R(p - moe, 100))} \\cdot ${int(N)} = ${int(lo)}`)} to ${m(`${texDec(R(p + moe, 100))} \\cdot ${int(N)} = ${int(hi)}`)}.`,
      ],
      key: range(lo, hi),
      keySig: "key",
      distractors: d,
    };
  },
);

/** Which change would most likely make the margin of error smaller? */
const smallerMargin = defineGenerator(
  {
    ...meta,
    id: "samp-reduce-margin-of-error",
    difficulty: "medium",
    shape: "Choose the change in a survey's sampling that would most likely reduce the margin of error.",
  },
  (r) => {
    const n = r.pick([100, 150, 200, 250, 300]);
    const bigger = n * r.pick([2, 3, 4]);
    const smaller = n / 2;
    const c = r.pick([
      { pop: "the residents of a city", list: "a list of all the city's residents", club: "the members of the city's running clubs" },
      { pop: "the customers of an online store", list: "a list of all the store's customers", club: "the customers who bought something this week" },
      { pop: "the students at a large university", list: "a list of all the university's students", club: "the students who live on campus" },
      {
        pop: "the members of a national birdwatching society",
        list: "a list of all the society's members",
        club: "the members who attended the last annual meeting",
      },
    ]);
    return {
      kind: "text",
      quote: true,
      params: { n, bigger, smaller, pop: c.pop },
      stem: r.pick([
        `<p>A survey of a random sample of ${mn(n)} of ${c.pop} was used to estimate the mean amount of time they spend outdoors each week, with a margin of error. A second survey will be done in the same way but with one change. Which change would most likely give a smaller margin of error?</p>`,
        `<p>Researchers chose ${mn(n)} of ${c.pop} at random and used their answers to estimate the mean number of hours these people sleep each night, reporting the estimate with a margin of error. They plan to repeat the study with one change. Which change would most likely reduce the margin of error?</p>`,
        `<p>To estimate the mean amount ${c.pop} spend on lunch each week, an analyst surveyed a random sample of ${mn(n)} of them and reported a margin of error. For a follow-up survey, which one change to the sampling would most likely make the margin of error smaller?</p>`,
      ]),
      steps: [
        `For random samples from the same population, the margin of error depends mainly on the sample size: larger random samples give smaller margins of error.`,
        `Choosing ${mn(bigger)} people at random from ${c.list} keeps the sample random and makes it larger, so it most likely reduces the margin of error.`,
      ],
      key: `Choose ${mn(bigger)} people at random from ${c.list}.`,
      distractors: [
        {
          text: `Choose ${mn(smaller)} people at random from ${c.list}.`,
          mistake: "smaller-sample",
          why: `uses a smaller random sample, which gives a larger margin of error.`,
        },
        {
          text: `Ask ${mn(bigger)} people who volunteer to answer an online poll.`,
          mistake: "larger-but-not-random",
          why: `is larger but not random: volunteers may differ from the population, and a margin of error does not account for that.`,
        },
        {
          text: `Choose ${mn(n)} people at random from ${c.club}.`,
          mistake: "restricted-population",
          why: `samples only part of the population; it is the same size and it does not represent ${c.pop}.`,
        },
      ],
    };
  },
);

/** Estimate a total from two strata sampled separately. */
const stratified = defineGenerator(
  {
    ...meta,
    id: "samp-estimate-total-two-groups",
    difficulty: "hard",
    shape: "Two groups of a population are sampled separately; combine the two sample rates to estimate the total count.",
  },
  (r) => {
    const N1 = r.int(4, 30) * 100;
    const N2 = r.int(4, 30) * 100;
    const n1 = r.pick([50, 80, 100, 120, 200]);
    const n2 = r.pick([50, 80, 100, 120, 200]);
    const k1 = r.int(5, n1 - 5);
    const k2 = r.int(5, n2 - 5);
    const e1 = R(N1 * k1, n1);
    const e2 = R(N2 * k2, n2);
    if (!e1.isInt() || !e2.isInt() || N1 === N2) return null;
    const key = e1.add(e2);
    if (key.n > 99999) return null;
    return {
      kind: "open",
      params: { N1, n1, k1, N2, n2, k2 },
      stem: `<p>A school district has ${mn(N1)} elementary school students and ${mn(N2)} middle school students. In a random sample of ${mn(n1)} of the elementary school students, ${mn(k1)} said they walk to school. In a random sample of ${mn(n2)} of the middle school students, ${mn(k2)} said they walk to school. ${r.pick(["Based on the two samples, about how many of the district's elementary and middle school students walk to school?", "Using the two samples, estimate the total number of elementary and middle school students in the district who walk to school.", "About how many students in the district's elementary and middle schools combined walk to school, based on the samples?"])}</p>`,
      steps: [
        `Elementary: ${m(`\\frac{${k1}}{${n1}} \\cdot ${int(N1)} = ${int(e1.n)}`)}. Middle school: ${m(`\\frac{${k2}}{${n2}} \\cdot ${int(N2)} = ${int(e2.n)}`)}.`,
        `Total: ${m(`${int(e1.n)} + ${int(e2.n)} = ${int(key.n)}`)}. (Pooling the samples, ${m(`\\frac{${k1 + k2}}{${n1 + n2}}`)}, would give the groups the wrong weights, because the samples are not in proportion to the groups' sizes.)`,
      ],
      key,
    };
  },
);

/** Two estimates with margins of error: what can be concluded? */
const compareIntervals = defineGenerator(
  {
    ...meta,
    id: "samp-compare-two-margins",
    difficulty: "hard",
    shape: "Two sample means with margins of error: decide whether the data support a difference between the population means.",
  },
  (r) => {
    const a = R(r.int(150, 400), 10);
    const ma = R(r.int(6, 25), 10);
    const gap = R(r.int(2, 50), 10);
    const b = a.add(gap);
    const mb = R(r.int(6, 25), 10);
    const overlap = a.add(ma).cmp(b.sub(mb)) >= 0;
    if (a.add(ma).eq(b.sub(mb))) return null;
    const c = r.pick([
      { x: "Oakdale", y: "Pinecrest", what: "the mean commute time, in minutes, of workers in two towns" },
      {
        x: "the morning shift",
        y: "the evening shift",
        what: "the mean number of orders packed per hour by the workers on a warehouse's morning and evening shifts",
      },
      { x: "Lake A", y: "Lake B", what: "the mean length, in centimeters, of the trout in two lakes" },
    ]);
    const keyText = overlap
      ? `The data do not support a conclusion that the two population means differ, because the two ranges of plausible values overlap.`
      : `The data support a conclusion that the population mean for ${c.y} is greater than the population mean for ${c.x}.`;
    const d: TextDistractor[] = overlap
      ? [
          {
            text: `The data support a conclusion that the population mean for ${c.y} is greater than the population mean for ${c.x}.`,
            mistake: "compared-estimates-only",
            why: `compares only the two estimates; with the margins of error, the plausible ranges overlap, so the population means could be equal.`,
          },
          {
            text: `The data support a conclusion that the population mean for ${c.x} is greater than the population mean for ${c.y}.`,
            mistake: "reversed-comparison",
            why: `reverses the comparison, and the data do not support a difference in either direction.`,
          },
          {
            text: `The data show that the two population means are exactly equal, because the two ranges of plausible values overlap.`,
            mistake: "overlap-means-equal",
            why: `goes too far: overlapping ranges mean that the data do not show a difference, not that the means are equal.`,
          },
        ]
      : [
          {
            text: `The data do not support a conclusion that the two population means differ, because each estimate has a margin of error.`,
            mistake: "ignored-that-ranges-do-not-overlap",
            why: `ignores that the two ranges of plausible values do not overlap: every plausible value for ${c.y} is greater.`,
          },
          {
            text: `The data support a conclusion that the population mean for ${c.x} is greater than the population mean for ${c.y}.`,
            mistake: "reversed-comparison",
            why: `reverses the comparison.`,
          },
          {
            text: `The data show that every individual in ${c.y} has a greater value than every individual in ${c.x}.`,
            mistake: "means-applied-to-individuals",
            why: `draws a conclusion about every individual from a comparison of means.`,
          },
        ];
    return {
      kind: "text",
      quote: true,
      params: { a: a.valueOf(), ma: ma.valueOf(), b: b.valueOf(), mb: mb.valueOf(), x: c.x, y: c.y },
      stem: `<p>Two independent random samples were used to estimate ${c.what}. For ${c.x}, the estimate was ${m(texDec(a))} with a margin of error of ${m(texDec(ma))}. For ${c.y}, the estimate was ${m(texDec(b))} with a margin of error of ${m(texDec(mb))}. Which statement is best supported by these estimates?</p>`,
      steps: [
        `Plausible values for ${c.x}: ${m(`${texDec(a)} \\pm ${texDec(ma)}`)}, from ${m(texDec(a.sub(ma)))} to ${m(texDec(a.add(ma)))}. For ${c.y}: from ${m(texDec(b.sub(mb)))} to ${m(texDec(b.add(mb)))}.`,
        overlap
          ? `The ranges overlap (${m(`${texDec(a.add(ma))} \\ge ${texDec(b.sub(mb))}`)}), so the two population means could be equal: the data do not support a difference.`
          : `The ranges do not overlap (${m(`${texDec(a.add(ma))} \\lt ${texDec(b.sub(mb))}`)}): every plausible value for ${c.y} is greater than every plausible value for ${c.x}, so the data support that its population mean is greater.`,
        `So: “${keyText}”`,
      ],
      key: keyText,
      distractors: d,
    };
  },
);

export const SAMPLE_STATISTICS: MathGenerator[] = [estimateCount, intervalBound, countRange, smallerMargin, stratified, compareIntervals];
