import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { int, m, mn, tex, texDec } from "./explain";
import { table } from "./figures";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "probability" } as const;

/** P(not a color) from a bag of marbles. */
const notColor = defineGenerator(
  { ...meta, id: "prob-complement-single-draw", difficulty: "easy", shape: "A bag holds counts of three colors; find the probability that one random draw is not a given color." },
  (r) => {
    const [red, blue, green] = [r.int(2, 15), r.int(2, 15), r.int(2, 15)];
    const N = red + blue + green;
    const target = r.pick(["red", "blue", "green"] as const);
    const t = { red, blue, green }[target];
    const key = R(N - t, N);
    const obj = r.pick(["marbles", "tiles", "beads"]);
    return {
      kind: "numeric",
      params: { red, blue, green, target },
      stem: `<p>A bag contains ${mn(red)} red ${obj}, ${mn(blue)} blue ${obj}, and ${mn(green)} green ${obj}, and nothing else. One ${obj.replace(/s$/, "")} is taken from the bag at random. What is the probability that it is <em>not</em> ${target}?</p>`,
      steps: [`There are ${m(`${red} + ${blue} + ${green} = ${N}`)} ${obj}, and ${m(`${N} - ${t} = ${N - t}`)} of them are not ${target}.`, `The probability is ${m(`\\frac{${N - t}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)}.`],
      key,
      distractors: [
        { value: R(t, N), mistake: "probability-of-the-color", why: `is the probability that the ${obj.replace(/s$/, "")} <em>is</em> ${target}.` },
        { value: R(2, 3), mistake: "colors-treated-as-equally-likely", why: `treats the three colors as equally likely; the numbers of ${obj} differ.` },
        { value: R(N - t, N + t), mistake: "wrong-total", why: `divides by ${mn(N + t)}, counting the ${target} ${obj} twice.` },
        { value: R(N - t, t), mistake: "odds-instead-of-probability", why: `compares the ${obj} that are not ${target} with the ${target} ones; a probability divides by all ${mn(N)}.` },
      ],
    };
  },
);

/** Cards numbered 1 to N: P(a multiple of k). */
const cards = defineGenerator(
  { ...meta, id: "prob-numbered-cards-multiple", difficulty: "easy", shape: "Cards numbered 1 to N; find the probability that a random card shows a multiple of k." },
  (r) => {
    const N = r.int(12, 60);
    const k = r.int(3, 8);
    const count = Math.floor(N / k);
    const key = R(count, N);
    return {
      kind: "open",
      params: { N, k },
      stem: `<p>Each of ${mn(N)} cards shows a different whole number from ${mn(1)} to ${mn(N)}. One card is chosen at random. What is the probability that the number on the card is a multiple of ${mn(k)}?</p>`,
      steps: [`The multiples of ${mn(k)} from ${mn(1)} to ${mn(N)} are ${m(`${k}, ${2 * k}, \\ldots, ${count * k}`)}: there are ${m(`${count}`)} of them, since ${m(`${count} \\cdot ${k} = ${count * k}`)} and ${m(`${count + 1} \\cdot ${k} = ${(count + 1) * k}`)} is greater than ${mn(N)}.`, `The probability is ${m(`\\frac{${count}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)}.`],
      key,
    };
  },
);

/** Two independent events: P(neither). */
const neither = defineGenerator(
  { ...meta, id: "prob-independent-neither-event", difficulty: "medium", shape: "Two independent events have given probabilities; find the probability that neither happens." },
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
      steps: [`The probabilities that the events do not happen are ${m(`1 - ${texDec(p)} = ${texDec(R(1).sub(p))}`)} and ${m(`1 - ${texDec(q)} = ${texDec(R(1).sub(q))}`)}.`, `For independent events, multiply: ${m(`${texDec(R(1).sub(p))} \\cdot ${texDec(R(1).sub(q))} = ${texDec(key)}`)}.`],
      key,
      distractors: [
        { value: R(1).sub(p).sub(q), mistake: "subtracted-both-from-one", why: `subtracts both probabilities from ${mn(1)}, which counts the chance that both happen twice.` },
        { value: p.mul(q), mistake: "probability-both-happen", why: `is the probability that both events happen.` },
        { value: R(1).sub(p.mul(q)), mistake: "probability-not-both", why: `is the probability that not both happen, which includes exactly one happening.` },
        { value: R(1).sub(p).add(R(1).sub(q)).div(2), mistake: "averaged-complements", why: `averages the two probabilities instead of multiplying them.` },
      ],
    };
  },
);

/** Conditional probability from a two-way table. */
const conditional = defineGenerator(
  { ...meta, id: "prob-conditional-from-two-way-table", difficulty: "medium", shape: "From a two-way table of counts, find a conditional probability given a column category." },
  (r) => {
    const rows = ["Walk", "Bus", "Car"];
    const cols = ["Grade 9", "Grade 10"];
    const cells = rows.map(() => cols.map(() => r.int(8, 60)));
    const ri = r.int(0, 2);
    const ci = r.int(0, 1);
    const colTotal = cells.reduce((s, row) => s + row[ci]!, 0);
    const rowTotal = cells[ri]!.reduce((s, x) => s + x, 0);
    const N = cells.flat().reduce((s, x) => s + x, 0);
    const cell = cells[ri]![ci]!;
    const key = R(cell, colTotal);
    const tbl = table(
      "",
      ["How students get to school", ...cols, "Total"],
      [...rows.map((name, i) => [name, ...cells[i]!.map(String), String(cells[i]!.reduce((s, x) => s + x, 0))]), ["Total", ...cols.map((_, j) => String(cells.reduce((s, row) => s + row[j]!, 0))), String(N)]],
      true,
    );
    const mode = rows[ri]!.toLowerCase();
    const how = mode === "walk" ? "walks" : `comes by ${mode}`;
    return {
      kind: "numeric",
      params: { cell, colTotal, rowTotal, N },
      stem: `<p>A survey asked ${mn(N)} students in grades 9 and 10 how they usually get to school. The table shows the results.</p>\n${tbl}\n<p>If one of the surveyed students in ${cols[ci]!.toLowerCase()} is chosen at random, what is the probability that the student ${how} to school?</p>`,
      steps: [`Only the ${mn(colTotal)} students in ${cols[ci]!.toLowerCase()} can be chosen, and ${mn(cell)} of them ${mode === "walk" ? "walk" : `come by ${mode}`}.`, `The probability is ${m(`\\frac{${cell}}{${colTotal}}${key.d === colTotal ? "" : ` = ${tex(key)}`}`)}.`],
      key,
      distractors: [
        { value: R(cell, N), mistake: "divided-by-all-students", why: `divides by all ${mn(N)} surveyed students; the student is chosen from ${cols[ci]!.toLowerCase()} only.` },
        { value: R(cell, rowTotal), mistake: "conditioned-on-the-wrong-variable", why: `divides by the ${mn(rowTotal)} students who ${mode === "walk" ? "walk" : `come by ${mode}`}: that is the probability of being in ${cols[ci]!.toLowerCase()} for one of them.` },
        { value: R(rowTotal, N), mistake: "marginal-probability", why: `is the probability that any surveyed student ${how}, ignoring the grade.` },
        { value: R(colTotal, N), mistake: "probability-of-the-grade", why: `is the probability that a surveyed student is in ${cols[ci]!.toLowerCase()}.` },
      ],
    };
  },
);

/** Two draws without replacement: both of one color. */
const twoDraws = defineGenerator(
  { ...meta, id: "prob-two-draws-without-replacement", difficulty: "hard", shape: "Two items are drawn without replacement; find the probability that both have a given property." },
  (r) => {
    const a = r.int(3, 10);
    const b = r.int(3, 14);
    const N = a + b;
    const key = R(a * (a - 1), N * (N - 1));
    const c = r.pick([
      { set: `a team of ${N} players, ${a} of whom are goalkeepers`, what: "both chosen players are goalkeepers", pick: "Two different players are chosen at random to speak to a reporter." },
      { set: `a box of ${N} light bulbs, ${a} of which are defective`, what: "both bulbs are defective", pick: "Two bulbs are taken from the box at random, one after the other, without replacement." },
    ]);
    return {
      kind: "numeric",
      params: { N, a },
      stem: `<p>There is ${c.set}. ${c.pick} What is the probability that ${c.what}?</p>`,
      steps: [
        `The first is one of the ${mn(a)} with probability ${m(`\\frac{${a}}{${N}}`)}. Then ${mn(a - 1)} of the remaining ${mn(N - 1)} are left, so the second is one of them with probability ${m(`\\frac{${a - 1}}{${N - 1}}`)}.`,
        `Multiply: ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${a - 1}}{${N - 1}} = \\frac{${a * (a - 1)}}{${N * (N - 1)}}${key.d === N * (N - 1) ? "" : ` = ${tex(key)}`}`)}.`,
      ],
      key,
      distractors: [
        { value: R(a * a, N * N), mistake: "with-replacement", why: `uses ${m(`\\frac{${a}}{${N}}`)} for both draws, as if the first were put back.` },
        { value: R(a * (a - 1), N * N), mistake: "reduced-only-the-favorable-count", why: `lowers the count of ${a === 1 ? "the item" : "favorable items"} for the second draw but not the total, which is ${mn(N - 1)} after the first draw.` },
        { value: R(a, N).add(R(a - 1, N - 1)), mistake: "added-probabilities", why: `adds the two probabilities; for both events to happen, they are multiplied.` },
        { value: R(a, N), mistake: "probability-of-first-draw-only", why: `is the probability for the first draw only.` },
      ],
    };
  },
);

/** P(group | event) from percents (a tree / Bayes). */
const reverse = defineGenerator(
  { ...meta, id: "prob-reverse-conditional-from-percents", difficulty: "hard", shape: "Given the share of each group and the rate of an event within each group, find the probability of a group given the event." },
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
      { pop: "visitors to a science museum one day", g1: "students", g2: "non-students", ev: "bought a planetarium ticket", evs: "bought a planetarium ticket" },
    ]);
    return {
      kind: "open",
      params: { a, b, c },
      stem: `<p>Of the ${ctx.pop}, ${m(`${a}\\%`)} are ${ctx.g1} and the rest are ${ctx.g2}. Of the ${ctx.g1}, ${m(`${b}\\%`)} ${ctx.ev}; of the ${ctx.g2}, ${m(`${c}\\%`)} ${ctx.ev}. If one of the ${ctx.pop} who ${ctx.ev} is chosen at random, what is the probability that the person is one of the ${ctx.g1}?</p>`,
      steps: [
        `Picture ${m("10{,}000")} ${ctx.pop}: ${m(int(a * 100))} ${ctx.g1} and ${m(int((100 - a) * 100))} ${ctx.g2}.`,
        `${ctx.g1[0]!.toUpperCase() + ctx.g1.slice(1)} who ${ctx.ev}: ${m(`${texDec(R(b, 100))} \\cdot ${int(a * 100)} = ${int(adultsYes)}`)}. ${ctx.g2[0]!.toUpperCase() + ctx.g2.slice(1)} who ${ctx.ev}: ${m(`${texDec(R(c, 100))} \\cdot ${int((100 - a) * 100)} = ${int(kidsYes)}`)}.`,
        `Of the ${m(int(adultsYes + kidsYes))} who ${ctx.ev}, ${m(int(adultsYes))} are ${ctx.g1}: the probability is ${m(`\\frac{${int(adultsYes)}}{${int(adultsYes + kidsYes)}} = ${tex(key)}`)}.`,
      ],
      key,
    };
  },
);

export const PROBABILITY: MathGenerator[] = [notColor, cards, neither, conditional, twoDraws, reverse];
