import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { int, m, mn, tex, texDec } from "./explain";
import { table } from "./figures";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "probability" } as const;

/** Two fair dice: the probability of a given sum (or of a sum less than a number). */
const twoDice = defineGenerator(
  {
    ...meta,
    id: "prob-sum-of-two-dice",
    difficulty: "easy",
    shape: "Two fair six-sided dice are rolled; find the probability of a sum condition by counting the 36 equally likely outcomes.",
  },
  (r) => {
    const less = r.bool(0.4);
    const s = less ? r.int(4, 8) : r.int(3, 11);
    const ok = (a: number, b: number) => (less ? a + b < s : a + b === s);
    const ways: [number, number][] = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (ok(a, b)) ways.push([a, b]);
    const unordered = ways.filter(([a, b]) => a <= b).length;
    const sums = less ? s - 2 : 1; // how many of the 11 possible sums qualify
    const key = R(ways.length, 36);
    const boundary = less ? ways.length + (6 - Math.abs(s - 7)) : 0;
    const what = less ? `less than ${mn(s)}` : mn(s);
    return {
      kind: "numeric",
      params: { s, kind: less ? "less" : "equal" },
      stem: r.pick([
        `<p>Two fair six-sided dice, each with faces numbered ${mn(1)} through ${mn(6)}, are rolled. What is the probability that the sum of the two numbers rolled is ${what}?</p>`,
        `<p>In a board game, a player rolls two fair six-sided dice, each numbered ${mn(1)} through ${mn(6)}, and adds the two numbers. What is the probability that the total is ${what}?</p>`,
        `<p>Two fair number cubes, each with faces labeled ${mn(1)} to ${mn(6)}, are tossed once. What is the probability that the two numbers shown add up to ${what}?</p>`,
      ]),
      steps: [
        `There are ${m("6 \\cdot 6 = 36")} equally likely outcomes (first die, second die); ${m("(1, 2)")} and ${m("(2, 1)")} are different outcomes.`,
        `The outcomes with a sum ${less ? `less than ${mn(s)}` : `of ${mn(s)}`} are ${ways.map(([a, b]) => m(`(${a}, ${b})`)).join(", ")}: ${mn(ways.length)} outcomes.`,
        `The probability is ${m(`\\frac{${ways.length}}{36}${key.d === 36 ? "" : ` = ${tex(key)}`}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R(sums, 11),
          mistake: "sums-treated-as-equally-likely",
          why: `treats the ${mn(11)} possible sums (${mn(2)} through ${mn(12)}) as equally likely; they are not.`,
        },
        {
          value: R(unordered, 36),
          mistake: "counted-unordered-pairs",
          why: `counts each pair of numbers once, but ${m("(1, 2)")} and ${m("(2, 1)")} are different outcomes of the ${mn(36)}.`,
        },
        ...(less
          ? [
              {
                value: R(boundary, 36),
                mistake: "included-the-boundary",
                why: `also counts the outcomes whose sum is exactly ${mn(s)}, which is not less than ${mn(s)}.`,
              },
            ]
          : []),
        {
          value: R(ways.length, 12),
          mistake: "used-12-outcomes",
          why: `divides by ${mn(12)}, the number of faces on both dice, instead of the ${mn(36)} outcomes.`,
        },
        { value: R(unordered, 21), mistake: "counted-unordered-outcomes", why: `counts unordered pairs (${mn(21)} of them), which are not equally likely.` },
      ],
    };
  },
);

/** Cards numbered 1 to N: P(a multiple of k). */
const cards = defineGenerator(
  {
    ...meta,
    id: "prob-numbered-cards-multiple",
    difficulty: "easy",
    shape: "Cards numbered 1 to N; find the probability that a random card shows a multiple of k.",
  },
  (r) => {
    const N = r.int(12, 60);
    const k = r.int(3, 8);
    const count = Math.floor(N / k);
    const key = R(count, N);
    return {
      kind: "open",
      params: { N, k },
      stem: r.pick([
        `<p>Each of ${mn(N)} cards shows a different whole number from ${mn(1)} to ${mn(N)}. One card is chosen at random. What is the probability that the number on the card is a multiple of ${mn(k)}?</p>`,
        `<p>A box holds ${mn(N)} cards numbered ${mn(1)} through ${mn(N)}, one number on each card. If one card is drawn at random, what is the probability that its number is a multiple of ${mn(k)}?</p>`,
        `<p>The whole numbers from ${mn(1)} to ${mn(N)} are written on ${mn(N)} cards, one on each card. One card is picked at random. What is the probability that the number picked is a multiple of ${mn(k)}?</p>`,
      ]),
      steps: [
        `The multiples of ${mn(k)} from ${mn(1)} to ${mn(N)} are ${m(`${k}, ${2 * k}, \\ldots, ${count * k}`)}: there are ${m(`${count}`)} of them, since ${m(`${count} \\cdot ${k} = ${count * k}`)} and ${m(`${count + 1} \\cdot ${k} = ${(count + 1) * k}`)} is greater than ${mn(N)}.`,
        `The probability is ${m(`\\frac{${count}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)}.`,
      ],
      key,
    };
  },
);

/** Two independent events: P(neither). */
const neither = defineGenerator(
  {
    ...meta,
    id: "prob-independent-neither-event",
    difficulty: "medium",
    shape: "Two independent events have given probabilities; find the probability that neither happens.",
  },
  (r) => {
    const p = R(r.int(1, 9), 10);
    const q = R(r.int(1, 9), 10);
    const key = R(1).sub(p).mul(R(1).sub(q));
    const c = r.pick([
      { a: "it rains in Ridgeville on Saturday", b: "it rains there on Sunday", ask: "it rains on neither day" },
      { a: "a bus is late on a given morning", b: "a connecting train is late that morning", ask: "neither the bus nor the train is late" },
      { a: "a seed of one variety sprouts", b: "a seed of another variety sprouts", ask: "neither seed sprouts" },
    ]);
    return {
      kind: "numeric",
      fmt: texDec,
      params: { p: p.valueOf(), q: q.valueOf() },
      stem: `<p>The probability that ${c.a} is ${m(texDec(p))}, and the probability that ${c.b} is ${m(texDec(q))}. The two events are independent. What is the probability that ${c.ask}?</p>`,
      steps: [
        `The probabilities that the events do not happen are ${m(`1 - ${texDec(p)} = ${texDec(R(1).sub(p))}`)} and ${m(`1 - ${texDec(q)} = ${texDec(R(1).sub(q))}`)}.`,
        `For independent events, multiply: ${m(`${texDec(R(1).sub(p))} \\cdot ${texDec(R(1).sub(q))} = ${texDec(key)}`)}.`,
      ],
      key,
      distractors: [
        {
          value: R(1).sub(p).sub(q),
          mistake: "subtracted-both-from-one",
          why: `subtracts both probabilities from ${mn(1)}, which counts the chance that both happen twice.`,
        },
        { value: p.mul(q), mistake: "probability-both-happen", why: `is the probability that both events happen.` },
        {
          value: R(1).sub(p).mul(q),
          mistake: "only-the-second",
          why: `is the probability that only the second event happens, ${m(`(1 - ${texDec(p)}) \\cdot ${texDec(q)}`)}.`,
        },
        {
          value: p.mul(R(1).sub(q)),
          mistake: "only-the-first",
          why: `is the probability that only the first event happens, ${m(`${texDec(p)} \\cdot (1 - ${texDec(q)})`)}.`,
        },
        { value: R(1).sub(p.mul(q)), mistake: "probability-not-both", why: `is the probability that not both happen, which includes exactly one happening.` },
        { value: R(1).sub(p).add(R(1).sub(q)).div(2), mistake: "averaged-complements", why: `averages the two probabilities instead of multiplying them.` },
      ],
    };
  },
);

/** Conditional probability from overlapping groups (counts, no table). */
const overlap = defineGenerator(
  {
    ...meta,
    id: "prob-conditional-overlap",
    difficulty: "medium",
    shape: "Counts of two overlapping groups and their overlap are given in words; find the probability of one group given the other.",
  },
  (r) => {
    const c = r.pick([
      { pop: "members of a school's music program", g1: "the choir", g2: "the orchestra", one: "member" },
      { pop: "employees of a company", g1: "the running club", g2: "the book club", one: "employee" },
      { pop: "students in a grade", g1: "a science elective", g2: "an art elective", one: "student" },
    ]);
    const C = r.int(4, 30);
    const A = C + r.int(5, 40);
    const B = C + r.int(5, 40);
    const N = A + B - C + r.int(5, 60);
    const key = R(C, B);
    return {
      kind: "numeric",
      params: { N, A, B, C },
      stem: `<p>Of the ${mn(N)} ${c.pop}, ${mn(A)} are in ${c.g1}, ${mn(B)} are in ${c.g2}, and ${mn(C)} are in both ${c.g1} and ${c.g2}. One of the ${mn(B)} in ${c.g2} is chosen at random. What is the probability that this ${c.one} is also in ${c.g1}?</p>`,
      steps: [
        `The ${c.one} is chosen from the ${mn(B)} in ${c.g2} only, so those are the possible outcomes.`,
        `Of them, ${mn(C)} are also in ${c.g1}. The probability is ${m(`\\frac{${C}}{${B}}${key.d === B ? "" : ` = ${tex(key)}`}`)}.`,
      ],
      key,
      distractors: [
        { value: R(C, N), mistake: "divided-by-everyone", why: `divides by all ${mn(N)} ${c.pop}; the ${c.one} is chosen from ${c.g2} only.` },
        {
          value: R(C, A),
          mistake: "conditioned-on-the-other-group",
          why: `divides by the ${mn(A)} in ${c.g1}: that is the probability of being in ${c.g2} for someone in ${c.g1}.`,
        },
        {
          value: R(A, N),
          mistake: "probability-of-the-first-group",
          why: `is the probability that any of the ${mn(N)} is in ${c.g1}, ignoring the condition.`,
        },
        { value: R(A + B - C, N), mistake: "probability-of-either-group", why: `is the probability of being in at least one of the two groups.` },
      ],
    };
  },
);

/** Two draws without replacement: both of one color. */
const twoDraws = defineGenerator(
  {
    ...meta,
    id: "prob-two-draws-no-replacement",
    difficulty: "hard",
    shape: "Two items are drawn without replacement; find the probability that both have a given property.",
  },
  (r) => {
    const a = r.int(3, 10);
    const b = r.int(3, 14);
    const N = a + b;
    const key = R(a * (a - 1), N * (N - 1));
    const c = r.pick([
      {
        set: `a team of ${N} players, ${a} of whom are goalkeepers`,
        what: "both chosen players are goalkeepers",
        pick: "Two different players are chosen at random to speak to a reporter.",
      },
      {
        set: `a box of ${N} light bulbs, ${a} of which are defective`,
        what: "both bulbs are defective",
        pick: "Two bulbs are taken from the box at random, one after the other, without replacement.",
      },
    ]);
    return {
      kind: "numeric",
      params: { N, a },
      stem: `<p>There is ${c.set}. ${c.pick} ${r.pick([`What is the probability that ${c.what}?`, `Find the probability that ${c.what}.`, `What is the chance, as a fraction, that ${c.what}?`])}</p>`,
      steps: [
        `The first is one of the ${mn(a)} with probability ${m(`\\frac{${a}}{${N}}`)}. Then ${mn(a - 1)} of the remaining ${mn(N - 1)} are left, so the second is one of them with probability ${m(`\\frac{${a - 1}}{${N - 1}}`)}.`,
        `Multiply: ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${a - 1}}{${N - 1}} = \\frac{${a * (a - 1)}}{${N * (N - 1)}}${key.d === N * (N - 1) ? "" : ` = ${tex(key)}`}`)}.`,
      ],
      key,
      distractors: [
        { value: R(a * a, N * N), mistake: "with-replacement", why: `uses ${m(`\\frac{${a}}{${N}}`)} for both draws, as if the first were put back.` },
        {
          value: R(a * (a - 1), N * N),
          mistake: "reduced-only-the-favorable-count",
          why: `lowers the count of ${a === 1 ? "the item" : "favorable items"} for the second draw but not the total, which is ${mn(N - 1)} after the first draw.`,
        },
        {
          value: R(a, N).add(R(a - 1, N - 1)),
          mistake: "added-probabilities",
          why: `adds the two probabilities; for both events to happen, they are multiplied.`,
        },
        { value: R(a, N), mistake: "probability-of-first-draw-only", why: `is the probability for the first draw only.` },
        {
          value: R(a * (a - 1), 2 * N * (N - 1)),
          mistake: "halved-for-order",
          why: `halves the product as if the two orders of the draws had to be divided out; drawing one at a time already counts each pair in its order.`,
        },
        {
          value: R(a * b, N * (N - 1)),
          mistake: "second-draw-of-the-other-kind",
          why: `is the probability that the first item drawn is of the kind asked about and the second is not, ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${b}}{${N - 1}}`)}.`,
        },
        {
          value: R(b * (b - 1), N * (N - 1)),
          mistake: "both-of-the-other-kind",
          why: `is the probability that both items drawn are of the other kind, ${m(`\\frac{${b}}{${N}} \\cdot \\frac{${b - 1}}{${N - 1}}`)}.`,
        },
      ],
    };
  },
);

/** P(group | event) from percents (a tree / Bayes). */
const reverse = defineGenerator(
  {
    ...meta,
    id: "prob-reverse-conditional-pcts",
    difficulty: "hard",
    shape: "Given the share of each group and the rate of an event within each group, find the probability of a group given the event.",
  },
  (r) => {
    const a = r.pick([20, 25, 30, 40, 45, 55, 60, 70, 75]);
    const b = r.pick([10, 15, 20, 30, 40, 50, 60]);
    const c = r.pick([5, 10, 15, 20, 25, 35, 45]);
    if (b === c) return null;
    const adultsYes = a * b;
    const kidsYes = (100 - a) * c;
    const key = R(adultsYes, adultsYes + kidsYes);
    const ctx = r.pick([
      { pop: "members of a community center", g1: "adults", g2: "children", ev: "play chess", evs: "plays chess" },
      {
        pop: "visitors to a science museum one day",
        g1: "students",
        g2: "non-students",
        ev: "bought a planetarium ticket",
        evs: "bought a planetarium ticket",
      },
    ]);
    return {
      kind: "open",
      params: { a, b, c },
      stem: `<p>Of the ${ctx.pop}, ${m(`${a}\\%`)} are ${ctx.g1} and the rest are ${ctx.g2}. Of the ${ctx.g1}, ${m(`${b}\\%`)} ${ctx.ev}; of the ${ctx.g2}, ${m(`${c}\\%`)} ${ctx.ev}. ${r.pick([`If one of the ${ctx.pop} who ${ctx.ev} is chosen at random, what is the probability that the person is one of the ${ctx.g1}?`, `One of the ${ctx.pop} who ${ctx.ev} is selected at random. What is the probability that this person is one of the ${ctx.g1}?`, `Among the ${ctx.pop} who ${ctx.ev}, what fraction are ${ctx.g1}?`])}</p>`,
      steps: [
        `Picture ${m("10{,}000")} ${ctx.pop}: ${m(int(a * 100))} ${ctx.g1} and ${m(int((100 - a) * 100))} ${ctx.g2}.`,
        `${ctx.g1[0]!.toUpperCase() + ctx.g1.slice(1)} who ${ctx.ev}: ${m(`${texDec(R(b, 100))} \\cdot ${int(a * 100)} = ${int(adultsYes)}`)}. ${ctx.g2[0]!.toUpperCase() + ctx.g2.slice(1)} who ${ctx.ev}: ${m(`${texDec(R(c, 100))} \\cdot ${int((100 - a) * 100)} = ${int(kidsYes)}`)}.`,
        `Of the ${m(int(adultsYes + kidsYes))} who ${ctx.ev}, ${m(int(adultsYes))} are ${ctx.g1}: the probability is ${m(`\\frac{${int(adultsYes)}}{${int(adultsYes + kidsYes)}} = ${tex(key)}`)}.`,
      ],
      key,
    };
  },
);

export const PROBABILITY: MathGenerator[] = [twoDice, cards, neither, overlap, twoDraws, reverse];
