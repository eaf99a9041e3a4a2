import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { int, list, m, mn, texDec } from "./explain";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "one_variable_data" } as const;

const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** A list in Azerbaijani and Russian: "a, b və c", "a, b и c". */
const listIn = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

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
      steps: [
        loc({
          en: `Add the values: ${m(`${xs.join(" + ")} = ${S}`)}.`,
          az: `Qiymətləri toplayın: ${m(`${xs.join(" + ")} = ${S}`)}.`,
          ru: `Сложите значения: ${m(`${xs.join(" + ")} = ${S}`)}.`,
        }),
        loc({
          en: `Divide by the number of values, ${mn(n)}: ${m(`\\frac{${S}}{${n}} = ${mean}`)}.`,
          az: `Qiymətlərin sayına, yəni ${mn(n)} ədədinə bölün: ${m(`\\frac{${S}}{${n}} = ${mean}`)}.`,
          ru: `Разделите на количество значений, ${mn(n)}: ${m(`\\frac{${S}}{${n}} = ${mean}`)}.`,
        }),
      ],
      key: mean,
      distractors: [
        {
          value: R(2 * median, 2),
          mistake: "gave-median",
          why: loc({
            en: `is the median (the middle value in order), not the mean.`,
            az: `— bu, orta qiymət deyil, mediandır (sıraya düzülmüş qiymətlərin ortadakısı).`,
            ru: `— это медиана (значение в середине упорядоченного ряда), а не среднее значение.`,
          }),
        },
        {
          value: R(S, n - 1),
          mistake: "divided-by-one-less",
          why: loc({
            en: `divides the sum by ${mn(n - 1)} instead of by the ${mn(n)} values.`,
            az: `— cəmi qiymətlərin sayına (${mn(n)}) deyil, ${mn(n - 1)} ədədinə bölür.`,
            ru: `— сумма делится на ${mn(n - 1)}, а не на количество значений ${mn(n)}.`,
          }),
        },
        {
          value: R(S, n + 1),
          mistake: "divided-by-one-more",
          why: loc({
            en: `divides the sum by ${mn(n + 1)} instead of by the ${mn(n)} values.`,
            az: `— cəmi qiymətlərin sayına (${mn(n)}) deyil, ${mn(n + 1)} ədədinə bölür.`,
            ru: `— сумма делится на ${mn(n + 1)}, а не на количество значений ${mn(n)}.`,
          }),
        },
        {
          value: range,
          mistake: "gave-range",
          why: loc({
            en: `is the range (greatest minus least), not the mean.`,
            az: `— bu, orta qiymət deyil, variasiya genişliyidir (ən böyük qiymətlə ən kiçik qiymətin fərqi).`,
            ru: `— это размах (наибольшее значение минус наименьшее), а не среднее значение.`,
          }),
        },
        {
          value: R(sorted[0]! + sorted[n - 1]!, 2),
          mistake: "averaged-least-and-greatest",
          why: loc({
            en: `averages only the least and greatest values.`,
            az: `— yalnız ən kiçik və ən böyük qiymətlərin orta qiymətidir.`,
            ru: `— это среднее арифметическое только наименьшего и наибольшего значений.`,
          }),
        },
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
        loc({
          en: `A mean of ${mn(mean)} over ${mn(n)} games means a total of ${m(`${mean} \\cdot ${n} = ${mean * n}`)} points.`,
          az: `${mn(n)} oyun üzrə orta qiymətin ${mn(mean)} olması o deməkdir ki, xalların cəmi ${m(`${mean} \\cdot ${n} = ${mean * n}`)} olur.`,
          ru: `Среднее значение ${mn(mean)} по ${mn(n)} играм означает, что сумма очков равна ${m(`${mean} \\cdot ${n} = ${mean * n}`)}.`,
        }),
        loc({
          en: `The known games add up to ${m(`${known.join(" + ")} = ${total(known)}`)}, so the remaining game had ${m(`${mean * n} - ${total(known)} = ${key}`)} points.`,
          az: `Məlum oyunlarda toplanan xalların cəmi ${m(`${known.join(" + ")} = ${total(known)}`)} olur, deməli, qalan oyunda ${m(`${mean * n} - ${total(known)} = ${key}`)} xal toplanıb.`,
          ru: `В известных играх сумма очков равна ${m(`${known.join(" + ")} = ${total(known)}`)}, значит, число очков в оставшейся игре равно ${m(`${mean * n} - ${total(known)} = ${key}`)}.`,
        }),
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
        loc({
          en: `The ${mn(n)} students' scores total ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. With the new score the total is ${m(`${int(n * mean)} + ${s} = ${int(n * mean + s)}`)}.`,
          az: `${mn(n)} tələbənin topladığı xalların cəmi ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)} olur. Yeni tələbənin xalı ilə birlikdə cəm ${m(`${int(n * mean)} + ${s} = ${int(n * mean + s)}`)} olur.`,
          ru: `Сумма баллов ${mn(n)} учеников равна ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. Вместе с результатом нового ученика сумма равна ${m(`${int(n * mean)} + ${s} = ${int(n * mean + s)}`)}.`,
        }),
        loc({
          en: `The new mean is ${m(`\\frac{${int(n * mean + s)}}{${n + 1}} = ${texDec(key)}`)}.`,
          az: `Yeni orta qiymət: ${m(`\\frac{${int(n * mean + s)}}{${n + 1}} = ${texDec(key)}`)}.`,
          ru: `Новое среднее значение: ${m(`\\frac{${int(n * mean + s)}}{${n + 1}} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: R(mean + s, 2),
          mistake: "averaged-old-mean-and-new-score",
          why: loc({
            en: `averages the old mean and the new score as if each stood for the same number of students.`,
            az: `— köhnə orta qiymətlə yeni xalın orta qiymətini tapır, sanki hər biri eyni sayda tələbəni təmsil edir.`,
            ru: `— старое среднее значение и новый результат усреднены так, будто каждый из них относится к одинаковому числу учеников.`,
          }),
        },
        {
          value: R(mean).add(R(s - mean, n)),
          mistake: "divided-change-by-old-count",
          why: loc({
            en: `spreads the difference ${m(`${s} - ${mean}`)} over ${mn(n)} students instead of ${mn(n + 1)}.`,
            az: `— ${m(`${s} - ${mean}`)} fərqini ${mn(n + 1)} deyil, ${mn(n)} tələbə arasında bölüşdürür.`,
            ru: `— разность ${m(`${s} - ${mean}`)} распределяется на ${mn(n)}, а не на ${mn(n + 1)} учеников.`,
          }),
        },
        {
          value: R(n * mean + s, n),
          mistake: "divided-by-old-count",
          why: loc({
            en: `divides the new total by ${mn(n)} instead of ${mn(n + 1)}.`,
            az: `— yeni cəmi ${mn(n + 1)} deyil, ${mn(n)} ədədinə bölür.`,
            ru: `— новая сумма делится на ${mn(n)}, а не на ${mn(n + 1)}.`,
          }),
        },
        {
          value: mean,
          mistake: "assumed-mean-unchanged",
          why: loc({
            en: `assumes the mean does not change; it ${s > mean ? "rises" : "falls"} because the new score is ${s > mean ? "above" : "below"} the old mean.`,
            az: `— orta qiymətin dəyişmədiyini fərz edir; yeni xal köhnə orta qiymətdən ${s > mean ? "yüksək" : "aşağı"} olduğu üçün orta qiymət ${s > mean ? "artır" : "azalır"}.`,
            ru: `— предполагается, что среднее значение не меняется; оно ${s > mean ? "растёт" : "уменьшается"}, потому что новый результат ${s > mean ? "выше" : "ниже"} старого среднего.`,
          }),
        },
        {
          value: R(n * mean, n + 1),
          mistake: "left-out-the-new-score",
          why: loc({
            en: `divides the old total by ${mn(n + 1)} but never adds the new score ${mn(s)} to it.`,
            az: `— köhnə cəmi ${mn(n + 1)} ədədinə bölür, amma yeni tələbənin ${mn(s)} xalını ona əlavə etmir.`,
            ru: `— старая сумма делится на ${mn(n + 1)}, но новый результат ${mn(s)} к ней так и не прибавлен.`,
          }),
        },
        {
          value: R(mean).sub(R(s - mean, n + 1)),
          mistake: "moved-the-mean-the-wrong-way",
          why: loc({
            en: `moves the mean the wrong way: a new score ${s > mean ? "above" : "below"} the old mean makes the mean ${s > mean ? "rise" : "fall"}.`,
            az: `— orta qiyməti əks tərəfə dəyişir: köhnə orta qiymətdən ${s > mean ? "yüksək" : "aşağı"} olan yeni xal orta qiyməti ${s > mean ? "artırır" : "azaldır"}.`,
            ru: `— среднее значение сдвинуто не в ту сторону: новый результат ${s > mean ? "выше" : "ниже"} старого среднего, поэтому среднее ${s > mean ? "растёт" : "уменьшается"}.`,
          }),
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
        loc({
          en: `Total miles: ${m(`${n1} \\cdot ${m1} + ${n2} \\cdot ${m2} = ${n1 * m1} + ${n2 * m2} = ${int(n1 * m1 + n2 * m2)}`)}.`,
          az: `Ümumi məsafə (millə): ${m(`${n1} \\cdot ${m1} + ${n2} \\cdot ${m2} = ${n1 * m1} + ${n2 * m2} = ${int(n1 * m1 + n2 * m2)}`)}.`,
          ru: `Всего миль: ${m(`${n1} \\cdot ${m1} + ${n2} \\cdot ${m2} = ${n1 * m1} + ${n2 * m2} = ${int(n1 * m1 + n2 * m2)}`)}.`,
        }),
        loc({
          en: `Mean for all runners: ${m(`\\frac{${int(n1 * m1 + n2 * m2)}}{${n1 + n2}} = ${texDec(key)}`)}. (Not ${m(`\\frac{${m1} + ${m2}}{2}`)}: the groups have different sizes.)`,
          az: `Bütün qaçışçılar üçün orta qiymət: ${m(`\\frac{${int(n1 * m1 + n2 * m2)}}{${n1 + n2}} = ${texDec(key)}`)}. (${m(`\\frac{${m1} + ${m2}}{2}`)} deyil, çünki qruplardakı qaçışçıların sayı fərqlidir.)`,
          ru: `Среднее значение для всех бегунов: ${m(`\\frac{${int(n1 * m1 + n2 * m2)}}{${n1 + n2}} = ${texDec(key)}`)}. (Не ${m(`\\frac{${m1} + ${m2}}{2}`)}: в группах разное число бегунов.)`,
        }),
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
        loc({
          en: `The recorded total was ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. Correcting one value changes the total by ${m(`${Y} - ${X} = ${Y - X}`)}, to ${m(int(n * mean + Y - X))}.`,
          az: `Qeydə alınmış cəm ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)} idi. Bir qiymətin düzəldilməsi cəmi ${m(`${Y} - ${X} = ${Y - X}`)} qədər dəyişir və cəm ${m(int(n * mean + Y - X))} olur.`,
          ru: `Записанная сумма была равна ${m(`${n} \\cdot ${mean} = ${int(n * mean)}`)}. Исправление одного значения меняет сумму на ${m(`${Y} - ${X} = ${Y - X}`)}, и она становится равной ${m(int(n * mean + Y - X))}.`,
        }),
        loc({
          en: `The correct mean is ${m(`\\frac{${int(n * mean + Y - X)}}{${n}} = ${texDec(key)}`)}.`,
          az: `Düzgün orta qiymət: ${m(`\\frac{${int(n * mean + Y - X)}}{${n}} = ${texDec(key)}`)}.`,
          ru: `Правильное среднее значение: ${m(`\\frac{${int(n * mean + Y - X)}}{${n}} = ${texDec(key)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: mean + Y - X,
          mistake: "changed-mean-by-whole-difference",
          why: loc({
            en: `changes the mean by the whole difference ${mn(Y - X)}; the change in the total is shared by ${mn(n)} values.`,
            az: `— orta qiyməti bütöv ${mn(Y - X)} fərqi qədər dəyişir; halbuki cəmin dəyişməsi ${mn(n)} qiymət arasında bölünür.`,
            ru: `— среднее значение меняется на всю разность ${mn(Y - X)}; но изменение суммы делится между ${mn(n)} значениями.`,
          }),
        },
        {
          value: R(mean).sub(R(Y - X, n)),
          mistake: "corrected-in-wrong-direction",
          why: loc({
            en: `moves the mean the wrong way: the true value is ${Y > X ? "greater" : "less"} than the recorded one.`,
            az: `— orta qiyməti əks tərəfə dəyişir: həqiqi qiymət qeydə alınandan ${Y > X ? "böyükdür" : "kiçikdir"}.`,
            ru: `— среднее значение сдвинуто не в ту сторону: истинное значение ${Y > X ? "больше" : "меньше"} записанного.`,
          }),
        },
        {
          value: R(mean).add(R(Y - X, n - 1)),
          mistake: "divided-by-one-less",
          why: loc({
            en: `divides the change by ${mn(n - 1)} instead of ${mn(n)}.`,
            az: `— dəyişməni ${mn(n)} deyil, ${mn(n - 1)} ədədinə bölür.`,
            ru: `— изменение делится на ${mn(n - 1)}, а не на ${mn(n)}.`,
          }),
        },
        {
          value: R(Y - X, n),
          mistake: "gave-the-change",
          why: loc({
            en: `is only the change in the mean, ${m(`\\frac{${Y - X}}{${n}}`)}; it must be added to the recorded mean ${mn(mean)}.`,
            az: `— bu, yalnız orta qiymətin dəyişməsidir, ${m(`\\frac{${Y - X}}{${n}}`)}; onu qeydə alınmış orta qiymətə, ${mn(mean)} ədədinə əlavə etmək lazımdır.`,
            ru: `— это лишь изменение среднего значения, ${m(`\\frac{${Y - X}}{${n}}`)}; его нужно прибавить к записанному среднему ${mn(mean)}.`,
          }),
        },
        {
          value: R(mean),
          mistake: "assumed-mean-unchanged",
          why: loc({
            en: `assumes one corrected value leaves the mean as it was; the total changes by ${mn(Math.abs(Y - X))}, so the mean ${Y > X ? "rises" : "falls"}.`,
            az: `— bir qiymətin düzəldilməsinin orta qiyməti dəyişmədiyini fərz edir; cəm ${mn(Math.abs(Y - X))} qədər dəyişir, ona görə də orta qiymət ${Y > X ? "artır" : "azalır"}.`,
            ru: `— предполагается, что исправление одного значения не меняет среднее; сумма меняется на ${mn(Math.abs(Y - X))}, поэтому среднее значение ${Y > X ? "растёт" : "уменьшается"}.`,
          }),
        },
        {
          value: R(n * mean + Y, n + 1),
          mistake: "added-instead-of-replacing",
          why: loc({
            en: `adds the correct value as an extra value instead of replacing the wrong one.`,
            az: `— düzgün qiyməti səhv qiymətin yerinə qoymur, onu əlavə bir qiymət kimi siyahıya artırır.`,
            ru: `— правильное значение добавлено как ещё одно, а не поставлено на место неверного.`,
          }),
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
        loc({
          en: `In order, the numbers are ${list([...known.map((x) => mn(x)), m("k")])}, so the median (the middle of ${mn(n)} numbers, the ${(n + 1) / 2 === 3 ? "third" : "fourth"}) is ${mn(median)}, whatever ${m("k")} is.`,
          az: `Artan sıra ilə ədədlər belədir: ${listIn([...known.map((x) => mn(x)), m("k")], "və")}; deməli, ${m("k")} nə olursa olsun, median (${mn(n)} ədədin ortadakısı, yəni ${(n + 1) / 2 === 3 ? "üçüncüsü" : "dördüncüsü"}) ${mn(median)} olur.`,
          ru: `По возрастанию числа идут так: ${listIn([...known.map((x) => mn(x)), m("k")], "и")}, поэтому медиана (число в середине ряда из ${mn(n)} чисел, ${(n + 1) / 2 === 3 ? "третье" : "четвёртое"}) равна ${mn(median)} при любом ${m("k")}.`,
        }),
        loc({
          en: `The mean equals ${mn(median)}, so the total is ${m(`${n} \\cdot ${median} = ${n * median}`)}: ${m(`${known.join(" + ")} + k = ${n * median}`)}, so ${m(`${total(known)} + k = ${n * median}`)} and ${m(`k = ${k}`)}.`,
          az: `Orta qiymət ${mn(median)} ədədinə bərabərdir, deməli, cəm ${m(`${n} \\cdot ${median} = ${n * median}`)} olur: ${m(`${known.join(" + ")} + k = ${n * median}`)}, buradan ${m(`${total(known)} + k = ${n * median}`)} və ${m(`k = ${k}`)}.`,
          ru: `Среднее значение равно ${mn(median)}, поэтому сумма равна ${m(`${n} \\cdot ${median} = ${n * median}`)}: ${m(`${known.join(" + ")} + k = ${n * median}`)}, откуда ${m(`${total(known)} + k = ${n * median}`)} и ${m(`k = ${k}`)}.`,
        }),
      ],
      key: k,
    };
  },
);

export const ONE_VARIABLE_DATA: MathGenerator[] = [meanOfList, missingForMean, newMean, combinedMean, correctedMean, medianEqualsMean];
