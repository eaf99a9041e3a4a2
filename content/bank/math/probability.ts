import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { int, m, mn, tex, texDec } from "./explain";
import { table } from "../../figures";
import { loc } from "./localize";
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
    const pairs = ways.map(([a, b]) => m(`(${a}, ${b})`)).join(", ");
    const probability = m(`\\frac{${ways.length}}{36}${key.d === 36 ? "" : ` = ${tex(key)}`}`);
    return {
      kind: "numeric",
      params: { s, kind: less ? "less" : "equal" },
      stem: r.pick([
        `<p>Two fair six-sided dice, each with faces numbered ${mn(1)} through ${mn(6)}, are rolled. What is the probability that the sum of the two numbers rolled is ${what}?</p>`,
        `<p>In a board game, a player rolls two fair six-sided dice, each numbered ${mn(1)} through ${mn(6)}, and adds the two numbers. What is the probability that the total is ${what}?</p>`,
        `<p>Two fair number cubes, each with faces labeled ${mn(1)} to ${mn(6)}, are tossed once. What is the probability that the two numbers shown add up to ${what}?</p>`,
      ]),
      steps: [
        loc({
          en: `There are ${m("6 \\cdot 6 = 36")} equally likely outcomes (first die, second die); ${m("(1, 2)")} and ${m("(2, 1)")} are different outcomes.`,
          az: `Bərabər ehtimallı ${m("6 \\cdot 6 = 36")} nəticə var (birinci zər, ikinci zər); ${m("(1, 2)")} və ${m("(2, 1)")} fərqli nəticələrdir.`,
          ru: `Всего ${m("6 \\cdot 6 = 36")} равновозможных исходов (первый кубик, второй кубик); ${m("(1, 2)")} и ${m("(2, 1)")} — разные исходы.`,
        }),
        loc({
          en: `The outcomes with a sum ${less ? `less than ${mn(s)}` : `of ${mn(s)}`} are ${pairs}: ${mn(ways.length)} outcomes.`,
          az: `Xalların cəmi ${less ? `${mn(s)} ədədindən kiçik` : mn(s)} olan nəticələr bunlardır: ${pairs}; bu, ${mn(ways.length)} nəticədir.`,
          ru: `Исходы с суммой ${less ? `меньше ${mn(s)}` : mn(s)}: ${pairs}; число таких исходов — ${mn(ways.length)}.`,
        }),
        loc({
          en: `The probability is ${probability}.`,
          az: `Ehtimal ${probability} olur.`,
          ru: `Вероятность равна ${probability}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(sums, 11),
          mistake: "sums-treated-as-equally-likely",
          why: loc({
            en: `treats the ${mn(11)} possible sums (${mn(2)} through ${mn(12)}) as equally likely; they are not.`,
            az: `— mümkün ${mn(11)} cəmin (ən kiçiyi ${mn(2)}, ən böyüyü ${mn(12)}) hamısını bərabər ehtimallı sayır; halbuki belə deyil.`,
            ru: `— все ${mn(11)} возможных сумм (от ${mn(2)} до ${mn(12)}) считаются равновозможными; но это не так.`,
          }),
        },
        {
          value: R(unordered, 36),
          mistake: "counted-unordered-pairs",
          why: loc({
            en: `counts each pair of numbers once, but ${m("(1, 2)")} and ${m("(2, 1)")} are different outcomes of the ${mn(36)}.`,
            az: `— hər ədəd cütünü bir dəfə sayır, halbuki ${m("(1, 2)")} və ${m("(2, 1)")} ${mn(36)} nəticə arasında fərqli nəticələrdir.`,
            ru: `— каждая пара чисел посчитана один раз, но ${m("(1, 2)")} и ${m("(2, 1)")} — разные исходы из ${mn(36)}.`,
          }),
        },
        ...(less
          ? [
              {
                value: R(boundary, 36),
                mistake: "included-the-boundary",
                why: loc({
                  en: `also counts the outcomes whose sum is exactly ${mn(s)}, which is not less than ${mn(s)}.`,
                  az: `— cəmi düz ${mn(s)} olan nəticələri də sayır, halbuki bu cəm ${mn(s)} ədədindən kiçik deyil.`,
                  ru: `— посчитаны и исходы с суммой ровно ${mn(s)}, а такая сумма не меньше ${mn(s)}.`,
                }),
              },
            ]
          : []),
        {
          value: R(ways.length, 12),
          mistake: "used-12-outcomes",
          why: loc({
            en: `divides by ${mn(12)}, the number of faces on both dice, instead of the ${mn(36)} outcomes.`,
            az: `— nəticələrin sayına, ${mn(36)} ədədinə deyil, iki zərin üzlərinin sayına, ${mn(12)} ədədinə bölür.`,
            ru: `— здесь делят на ${mn(12)}, число граней двух кубиков, а не на число исходов ${mn(36)}.`,
          }),
        },
        {
          value: R(unordered, 21),
          mistake: "counted-unordered-outcomes",
          why: loc({
            en: `counts unordered pairs (${mn(21)} of them), which are not equally likely.`,
            az: `— sırası nəzərə alınmayan cütləri sayır (onların sayı ${mn(21)}), halbuki bu cütlər bərabər ehtimallı deyil.`,
            ru: `— посчитаны неупорядоченные пары (их ${mn(21)}), а они не равновозможны.`,
          }),
        },
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
        loc({
          en: `The multiples of ${mn(k)} from ${mn(1)} to ${mn(N)} are ${m(`${k}, ${2 * k}, \\ldots, ${count * k}`)}: there are ${m(`${count}`)} of them, since ${m(`${count} \\cdot ${k} = ${count * k}`)} and ${m(`${count + 1} \\cdot ${k} = ${(count + 1) * k}`)} is greater than ${mn(N)}.`,
          az: `${mn(1)} ilə ${mn(N)} arasında ${mn(k)} ədədinə bölünən ədədlər bunlardır: ${m(`${k}, ${2 * k}, \\ldots, ${count * k}`)}; onların sayı ${m(`${count}`)}, çünki ${m(`${count} \\cdot ${k} = ${count * k}`)}, ${m(`${count + 1} \\cdot ${k} = ${(count + 1) * k}`)} isə ${mn(N)} ədədindən böyükdür.`,
          ru: `Числа от ${mn(1)} до ${mn(N)}, кратные ${mn(k)}, — это ${m(`${k}, ${2 * k}, \\ldots, ${count * k}`)}: их ${m(`${count}`)}, так как ${m(`${count} \\cdot ${k} = ${count * k}`)}, а ${m(`${count + 1} \\cdot ${k} = ${(count + 1) * k}`)} больше ${mn(N)}.`,
        }),
        loc({
          en: `The probability is ${m(`\\frac{${count}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)}.`,
          az: `Ehtimal ${m(`\\frac{${count}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)} olur.`,
          ru: `Вероятность равна ${m(`\\frac{${count}}{${N}}${key.d === N ? "" : ` = ${tex(key)}`}`)}.`,
        }),
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
        loc({
          en: `The probabilities that the events do not happen are ${m(`1 - ${texDec(p)} = ${texDec(R(1).sub(p))}`)} and ${m(`1 - ${texDec(q)} = ${texDec(R(1).sub(q))}`)}.`,
          az: `Hadisələrin baş verməməsi ehtimalları ${m(`1 - ${texDec(p)} = ${texDec(R(1).sub(p))}`)} və ${m(`1 - ${texDec(q)} = ${texDec(R(1).sub(q))}`)} olur.`,
          ru: `Вероятности того, что события не произойдут, равны ${m(`1 - ${texDec(p)} = ${texDec(R(1).sub(p))}`)} и ${m(`1 - ${texDec(q)} = ${texDec(R(1).sub(q))}`)}.`,
        }),
        loc({
          en: `For independent events, multiply: ${m(`${texDec(R(1).sub(p))} \\cdot ${texDec(R(1).sub(q))} = ${texDec(key)}`)}.`,
          az: `Asılı olmayan hadisələr üçün ehtimalları vurun: ${m(`${texDec(R(1).sub(p))} \\cdot ${texDec(R(1).sub(q))} = ${texDec(key)}`)}.`,
          ru: `Для независимых событий вероятности перемножаются: ${m(`${texDec(R(1).sub(p))} \\cdot ${texDec(R(1).sub(q))} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(1).sub(p).sub(q),
          mistake: "subtracted-both-from-one",
          why: loc({
            en: `subtracts both probabilities from ${mn(1)}, which counts the chance that both happen twice.`,
            az: `— hər iki ehtimalı ${mn(1)} ədədindən çıxır; bu zaman hər iki hadisənin birlikdə baş verməsi ehtimalı iki dəfə çıxılmış olur.`,
            ru: `— обе вероятности вычтены из ${mn(1)}, и вероятность того, что произойдут оба события, учтена дважды.`,
          }),
        },
        {
          value: p.mul(q),
          mistake: "probability-both-happen",
          why: loc({
            en: `is the probability that both events happen.`,
            az: `— bu, hər iki hadisənin baş verməsi ehtimalıdır.`,
            ru: `— это вероятность того, что произойдут оба события.`,
          }),
        },
        {
          value: R(1).sub(p).mul(q),
          mistake: "only-the-second",
          why: loc({
            en: `is the probability that only the second event happens, ${m(`(1 - ${texDec(p)}) \\cdot ${texDec(q)}`)}.`,
            az: `— bu, yalnız ikinci hadisənin baş verməsi ehtimalıdır, ${m(`(1 - ${texDec(p)}) \\cdot ${texDec(q)}`)}.`,
            ru: `— это вероятность того, что произойдёт только второе событие, ${m(`(1 - ${texDec(p)}) \\cdot ${texDec(q)}`)}.`,
          }),
        },
        {
          value: p.mul(R(1).sub(q)),
          mistake: "only-the-first",
          why: loc({
            en: `is the probability that only the first event happens, ${m(`${texDec(p)} \\cdot (1 - ${texDec(q)})`)}.`,
            az: `— bu, yalnız birinci hadisənin baş verməsi ehtimalıdır, ${m(`${texDec(p)} \\cdot (1 - ${texDec(q)})`)}.`,
            ru: `— это вероятность того, что произойдёт только первое событие, ${m(`${texDec(p)} \\cdot (1 - ${texDec(q)})`)}.`,
          }),
        },
        {
          value: R(1).sub(p.mul(q)),
          mistake: "probability-not-both",
          why: loc({
            en: `is the probability that not both happen, which includes exactly one happening.`,
            az: `— bu, iki hadisənin birlikdə baş verməməsi ehtimalıdır; bura onlardan yalnız birinin baş verdiyi hallar da daxildir.`,
            ru: `— это вероятность того, что оба события вместе не произойдут; сюда входят и случаи, когда происходит ровно одно из них.`,
          }),
        },
        {
          value: R(1).sub(p).add(R(1).sub(q)).div(2),
          mistake: "averaged-complements",
          why: loc({
            en: `averages the two probabilities instead of multiplying them.`,
            az: `— iki ehtimalı vurmaq əvəzinə onların orta qiymətini tapır.`,
            ru: `— здесь две вероятности усреднены, а не перемножены.`,
          }),
        },
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
      {
        pop: "members of a school's music program",
        g1: "the choir",
        g2: "the orchestra",
        one: "member",
        az: { in1: "xorda", in2: "orkestrdə" },
        ru: { pop: "участников музыкальной программы школы", in1: "в хоре", in2: "в оркестре", from1: "из хора" },
      },
      {
        pop: "employees of a company",
        g1: "the running club",
        g2: "the book club",
        one: "employee",
        az: { in1: "qaçış klubunda", in2: "kitab klubunda" },
        ru: { pop: "сотрудников компании", in1: "в беговом клубе", in2: "в книжном клубе", from1: "из бегового клуба" },
      },
      {
        pop: "students in a grade",
        g1: "a science elective",
        g2: "an art elective",
        one: "student",
        az: { in1: "seçmə təbiət elmləri kursunda", in2: "seçmə incəsənət kursunda" },
        ru: {
          pop: "учеников параллели",
          in1: "на факультативе по естественным наукам",
          in2: "на факультативе по искусству",
          from1: "с факультатива по естественным наукам",
        },
      },
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
        loc({
          en: `The ${c.one} is chosen from the ${mn(B)} in ${c.g2} only, so those are the possible outcomes.`,
          az: `Seçim yalnız ${c.az.in2} olan ${mn(B)} nəfər arasından aparılır, deməli, mümkün nəticələr məhz onlardır.`,
          ru: `Выбирают только среди тех, кто ${c.ru.in2}, а их ${mn(B)}: это и есть возможные исходы.`,
        }),
        loc({
          en: `Of them, ${mn(C)} are also in ${c.g1}. The probability is ${m(`\\frac{${C}}{${B}}${key.d === B ? "" : ` = ${tex(key)}`}`)}.`,
          az: `Onlardan ${mn(C)} nəfər həm də ${c.az.in1} iştirak edir. Ehtimal ${m(`\\frac{${C}}{${B}}${key.d === B ? "" : ` = ${tex(key)}`}`)} olur.`,
          ru: `Из них ${mn(C)} — ещё и ${c.ru.in1}. Вероятность равна ${m(`\\frac{${C}}{${B}}${key.d === B ? "" : ` = ${tex(key)}`}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(C, N),
          mistake: "divided-by-everyone",
          why: loc({
            en: `divides by all ${mn(N)} ${c.pop}; the ${c.one} is chosen from ${c.g2} only.`,
            az: `— hamının sayına, ${mn(N)} ədədinə bölür; halbuki seçim yalnız ${c.az.in2} olanlar arasından aparılır.`,
            ru: `— здесь делят на число всех ${c.ru.pop}, ${mn(N)}; а выбирают только среди тех, кто ${c.ru.in2}.`,
          }),
        },
        {
          value: R(C, A),
          mistake: "conditioned-on-the-other-group",
          why: loc({
            en: `divides by the ${mn(A)} in ${c.g1}: that is the probability of being in ${c.g2} for someone in ${c.g1}.`,
            az: `— ${c.az.in1} olanların sayına, ${mn(A)} ədədinə bölür: bu, ${c.az.in1} olan birinin həm də ${c.az.in2} olması ehtimalıdır.`,
            ru: `— здесь делят на ${mn(A)}, число тех, кто ${c.ru.in1}: это вероятность для человека ${c.ru.from1} оказаться ещё и ${c.ru.in2}.`,
          }),
        },
        {
          value: R(A, N),
          mistake: "probability-of-the-first-group",
          why: loc({
            en: `is the probability that any of the ${mn(N)} is in ${c.g1}, ignoring the condition.`,
            az: `— bu, ${mn(N)} nəfərdən istənilən birinin ${c.az.in1} olması ehtimalıdır; şərt nəzərə alınmayıb.`,
            ru: `— это вероятность того, что человек, выбранный из всех ${mn(N)}, окажется ${c.ru.in1}; условие не учтено.`,
          }),
        },
        {
          value: R(A + B - C, N),
          mistake: "probability-of-either-group",
          why: loc({
            en: `is the probability of being in at least one of the two groups.`,
            az: `— bu, iki qrupdan heç olmasa birində olmaq ehtimalıdır.`,
            ru: `— это вероятность оказаться хотя бы в одной из двух групп.`,
          }),
        },
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
        az: { kind: "qapıçı", from: "qapıçıdan", one: "oyunçu" },
        ru: { kind: "вратарей", one: "один" },
      },
      {
        set: `a box of ${N} light bulbs, ${a} of which are defective`,
        what: "both bulbs are defective",
        pick: "Two bulbs are taken from the box at random, one after the other, without replacement.",
        az: { kind: "qüsurlu lampa", from: "qüsurlu lampadan", one: "lampa" },
        ru: { kind: "бракованных ламп", one: "одна" },
      },
    ]);
    const product = m(
      `\\frac{${a}}{${N}} \\cdot \\frac{${a - 1}}{${N - 1}} = \\frac{${a * (a - 1)}}{${N * (N - 1)}}${key.d === N * (N - 1) ? "" : ` = ${tex(key)}`}`,
    );
    return {
      kind: "numeric",
      params: { N, a },
      stem: `<p>There is ${c.set}. ${c.pick} ${r.pick([`What is the probability that ${c.what}?`, `Find the probability that ${c.what}.`, `What is the chance, as a fraction, that ${c.what}?`])}</p>`,
      steps: [
        loc({
          en: `The first is one of the ${mn(a)} with probability ${m(`\\frac{${a}}{${N}}`)}. Then ${mn(a - 1)} of the remaining ${mn(N - 1)} are left, so the second is one of them with probability ${m(`\\frac{${a - 1}}{${N - 1}}`)}.`,
          az: `Birinci seçilənin ${mn(a)} ${c.az.from} biri olması ehtimalı ${m(`\\frac{${a}}{${N}}`)} olur. Sonra ${mn(N - 1)} ${c.az.one} qalır və onların arasında ${mn(a - 1)} ${c.az.kind} var, deməli, ikinci seçilənin də ${c.az.kind}lardan biri olması ehtimalı ${m(`\\frac{${a - 1}}{${N - 1}}`)} olur.`,
          ru: `Вероятность того, что при первом выборе попадётся ${c.ru.one} из ${mn(a)} ${c.ru.kind}, равна ${m(`\\frac{${a}}{${N}}`)}. Затем среди оставшихся ${mn(N - 1)} остаётся ${mn(a - 1)} таких, поэтому вероятность, что при втором выборе тоже попадётся ${c.ru.one} из них, равна ${m(`\\frac{${a - 1}}{${N - 1}}`)}.`,
        }),
        loc({
          en: `Multiply: ${product}.`,
          az: `Ehtimalları vurun: ${product}.`,
          ru: `Перемножьте вероятности: ${product}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(a * a, N * N),
          mistake: "with-replacement",
          why: loc({
            en: `uses ${m(`\\frac{${a}}{${N}}`)} for both draws, as if the first were put back.`,
            az: `— hər iki seçim üçün ${m(`\\frac{${a}}{${N}}`)} ehtimalını götürür, sanki birinci seçilən geri qaytarılıb.`,
            ru: `— для обоих выборов взята вероятность ${m(`\\frac{${a}}{${N}}`)}, как будто после первого выбора всё вернули обратно.`,
          }),
        },
        {
          value: R(a * (a - 1), N * N),
          mistake: "reduced-only-the-favorable-count",
          why: loc({
            en: `lowers the count of ${a === 1 ? "the item" : "favorable items"} for the second draw but not the total, which is ${mn(N - 1)} after the first draw.`,
            az: `— ikinci seçim üçün əlverişli halların sayını azaldır, ümumi sayı isə yox; halbuki birinci seçimdən sonra ümumi say ${mn(N - 1)} olur.`,
            ru: `— для второго выбора уменьшено число благоприятных исходов, но не общее число, а после первого выбора оно равно ${mn(N - 1)}.`,
          }),
        },
        {
          value: R(a, N).add(R(a - 1, N - 1)),
          mistake: "added-probabilities",
          why: loc({
            en: `adds the two probabilities; for both events to happen, they are multiplied.`,
            az: `— iki ehtimalı toplayır; halbuki hər iki hadisənin baş verməsi üçün ehtimallar vurulur.`,
            ru: `— две вероятности сложены; но чтобы произошли оба события, вероятности перемножают.`,
          }),
        },
        {
          value: R(a, N),
          mistake: "probability-of-first-draw-only",
          why: loc({
            en: `is the probability for the first draw only.`,
            az: `— bu, yalnız birinci seçimin ehtimalıdır.`,
            ru: `— это вероятность только для первого выбора.`,
          }),
        },
        {
          value: R(a * (a - 1), 2 * N * (N - 1)),
          mistake: "halved-for-order",
          why: loc({
            en: `halves the product as if the two orders of the draws had to be divided out; drawing one at a time already counts each pair in its order.`,
            az: `— hasili iki yerə bölür, sanki seçimlərin iki mümkün sırası aradan qaldırılmalıdır; halbuki ardıcıl seçimdə hər cüt öz sırası ilə artıq bir dəfə sayılır.`,
            ru: `— произведение поделено пополам, как будто нужно исключить два порядка выбора; но при выборе по одному каждая пара уже учтена в своём порядке.`,
          }),
        },
        {
          value: R(a * b, N * (N - 1)),
          mistake: "second-draw-of-the-other-kind",
          why: loc({
            en: `is the probability that the first item drawn is of the kind asked about and the second is not, ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${b}}{${N - 1}}`)}.`,
            az: `— bu, birinci seçilənin soruşulan növdən olması, ikincinin isə olmaması ehtimalıdır, ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${b}}{${N - 1}}`)}.`,
            ru: `— это вероятность того, что первый выбор окажется нужного вида, а второй — нет, ${m(`\\frac{${a}}{${N}} \\cdot \\frac{${b}}{${N - 1}}`)}.`,
          }),
        },
        {
          value: R(b * (b - 1), N * (N - 1)),
          mistake: "both-of-the-other-kind",
          why: loc({
            en: `is the probability that both items drawn are of the other kind, ${m(`\\frac{${b}}{${N}} \\cdot \\frac{${b - 1}}{${N - 1}}`)}.`,
            az: `— bu, hər iki seçilənin digər növdən olması ehtimalıdır, ${m(`\\frac{${b}}{${N}} \\cdot \\frac{${b - 1}}{${N - 1}}`)}.`,
            ru: `— это вероятность того, что оба выбора окажутся другого вида, ${m(`\\frac{${b}}{${N}} \\cdot \\frac{${b - 1}}{${N - 1}}`)}.`,
          }),
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
      {
        pop: "members of a community center",
        g1: "adults",
        g2: "children",
        ev: "play chess",
        evs: "plays chess",
        az: {
          pop: "icma mərkəzinin üzvlərinin",
          one1: "yetkin",
          one2: "uşaq",
          G1: "Yetkinlər",
          G2: "Uşaqlar",
          ev: "şahmat oynayanlar",
          Ev: "Şahmat oynayanlar",
          is1: "yetkindir",
        },
        ru: { pop: "членов общественного центра", gen1: "взрослых", gen2: "детей", G1: "Взрослые", G2: "Дети", ev: "играют в шахматы", nom1: "взрослые" },
      },
      {
        pop: "visitors to a science museum one day",
        g1: "students",
        g2: "non-students",
        ev: "bought a planetarium ticket",
        evs: "bought a planetarium ticket",
        az: {
          pop: "bir gündə elm muzeyinə gələn ziyarətçilərin",
          one1: "tələbə",
          one2: "tələbə olmayan ziyarətçi",
          G1: "Tələbələr",
          G2: "Tələbə olmayanlar",
          ev: "planetari bileti alanlar",
          Ev: "Planetari bileti alanlar",
          is1: "tələbədir",
        },
        ru: {
          pop: "посетителей научного музея за день",
          gen1: "студентов",
          gen2: "прочих посетителей",
          G1: "Студенты",
          G2: "Прочие посетители",
          ev: "купили билет в планетарий",
          nom1: "студенты",
        },
      },
    ]);
    const yes1 = m(`${texDec(R(b, 100))} \\cdot ${int(a * 100)} = ${int(adultsYes)}`);
    const yes2 = m(`${texDec(R(c, 100))} \\cdot ${int((100 - a) * 100)} = ${int(kidsYes)}`);
    const answer = m(`\\frac{${int(adultsYes)}}{${int(adultsYes + kidsYes)}} = ${tex(key)}`);
    return {
      kind: "open",
      params: { a, b, c },
      stem: `<p>Of the ${ctx.pop}, ${m(`${a}\\%`)} are ${ctx.g1} and the rest are ${ctx.g2}. Of the ${ctx.g1}, ${m(`${b}\\%`)} ${ctx.ev}; of the ${ctx.g2}, ${m(`${c}\\%`)} ${ctx.ev}. ${r.pick([`If one of the ${ctx.pop} who ${ctx.ev} is chosen at random, what is the probability that the person is one of the ${ctx.g1}?`, `One of the ${ctx.pop} who ${ctx.ev} is selected at random. What is the probability that this person is one of the ${ctx.g1}?`, `Among the ${ctx.pop} who ${ctx.ev}, what fraction are ${ctx.g1}?`])}</p>`,
      steps: [
        loc({
          en: `Picture ${m("10{,}000")} ${ctx.pop}: ${m(int(a * 100))} ${ctx.g1} and ${m(int((100 - a) * 100))} ${ctx.g2}.`,
          az: `Təsəvvür edin ki, ${ctx.az.pop} sayı ${m("10{,}000")} nəfərdir: ${m(int(a * 100))} ${ctx.az.one1} və ${m(int((100 - a) * 100))} ${ctx.az.one2}.`,
          ru: `Представьте ${m("10{,}000")} ${ctx.ru.pop}: ${m(int(a * 100))} ${ctx.ru.gen1} и ${m(int((100 - a) * 100))} ${ctx.ru.gen2}.`,
        }),
        loc({
          en: `${ctx.g1[0]!.toUpperCase() + ctx.g1.slice(1)} who ${ctx.ev}: ${yes1}. ${ctx.g2[0]!.toUpperCase() + ctx.g2.slice(1)} who ${ctx.ev}: ${yes2}.`,
          az: `${ctx.az.G1} arasında ${ctx.az.ev}: ${yes1}. ${ctx.az.G2} arasında ${ctx.az.ev}: ${yes2}.`,
          ru: `${ctx.ru.G1}, которые ${ctx.ru.ev}: ${yes1}. ${ctx.ru.G2}, которые ${ctx.ru.ev}: ${yes2}.`,
        }),
        loc({
          en: `Of the ${m(int(adultsYes + kidsYes))} who ${ctx.ev}, ${m(int(adultsYes))} are ${ctx.g1}: the probability is ${answer}.`,
          az: `${ctx.az.Ev} ${m(int(adultsYes + kidsYes))} nəfərdir; onlardan ${m(int(adultsYes))} nəfəri ${ctx.az.is1}: ehtimal ${answer} olur.`,
          ru: `Из ${m(int(adultsYes + kidsYes))} человек, которые ${ctx.ru.ev}, ${m(int(adultsYes))} — ${ctx.ru.nom1}: вероятность равна ${answer}.`,
        }),
      ],
      key,
    };
  },
);

export const PROBABILITY: MathGenerator[] = [twoDice, cards, neither, overlap, twoDraws, reverse];
