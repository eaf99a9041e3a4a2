import type { MathGenerator } from "../types";
import { defineGenerator, type TextDistractor } from "./build";
import { int, m, mn, texDec } from "./explain";
import { loc } from "./localize";
import { R } from "./rational";

const meta = { domain: "problem_solving_data", skill: "sample_statistics" } as const;

// The population's words in az (after a number, genitive, genitive plural) and ru (genitive and dative plural).
const POPS = [
  {
    who: "students at a high school",
    one: "student",
    q: "said they would join a weekend coding club",
    az: { one: "tələbə", gen: "tələbənin", pl: "tələbələrin" },
    ru: { gen: "учеников", dat: "ученикам" },
  },
  {
    who: "households in a town",
    one: "household",
    q: "reported owning at least one bicycle",
    az: { one: "ev təsərrüfatı", gen: "ev təsərrüfatının", pl: "ev təsərrüfatlarının" },
    ru: { gen: "домохозяйств", dat: "домохозяйствам" },
  },
  {
    who: "employees of a company",
    one: "employee",
    q: "said they would use a new on-site gym",
    az: { one: "işçi", gen: "işçinin", pl: "işçilərin" },
    ru: { gen: "сотрудников", dat: "сотрудникам" },
  },
] as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
        loc({
          en: `In the sample, the fraction is ${m(`\\frac{${k}}{${n}}`)}. A random sample is expected to represent the population, so apply the same fraction to all ${mn(N)}.`,
          az: `Seçmədə pay ${m(`\\frac{${k}}{${n}}`)} olur. Təsadüfi seçmənin baş məcmunu təmsil etdiyi gözlənilir, ona görə də eyni payı bütün ${mn(N)} ${c.az.one} üçün tətbiq edin.`,
          ru: `В выборке доля равна ${m(`\\frac{${k}}{${n}}`)}. Случайная выборка должна представлять генеральную совокупность, поэтому примените ту же долю ко всем ${mn(N)} ${c.ru.dat}.`,
        }),
        loc({
          en: `${m(`\\frac{${k}}{${n}} \\cdot ${int(N)} = ${int(key.n)}`)}.`,
          az: `Deməli, ${m(`\\frac{${k}}{${n}} \\cdot ${int(N)} = ${int(key.n)}`)}.`,
          ru: `Итак, ${m(`\\frac{${k}}{${n}} \\cdot ${int(N)} = ${int(key.n)}`)}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: k,
          mistake: "gave-sample-count",
          why: loc({
            en: `is the number in the sample, not an estimate for all ${mn(N)} ${c.who}.`,
            az: `— bu, seçmədəki saydır, bütün ${mn(N)} ${c.az.one} üçün təxmin deyil.`,
            ru: `— это число в выборке, а не оценка для всех ${mn(N)} ${c.ru.gen}.`,
          }),
        },
        {
          value: R(N * (n - k), n),
          mistake: "estimated-the-complement",
          why: loc({
            en: `estimates how many ${c.who} did <em>not</em> respond that way.`,
            az: `— belə <em>cavab verməyən</em> ${c.az.pl} sayını təxmin edir.`,
            ru: `— это оценка числа ${c.ru.gen}, которые <em>не</em> ответили так.`,
          }),
        },
        {
          value: R(100 * k, n),
          mistake: "gave-sample-percent",
          why: loc({
            en: `is the percent of the sample, not a number of ${c.who}.`,
            az: `— bu, seçmədəki faizdir, ${c.az.pl} sayı deyil.`,
            ru: `— это процент в выборке, а не число ${c.ru.gen}.`,
          }),
        },
        {
          value: R(N, n),
          mistake: "gave-the-scale-factor",
          why: loc({
            en: `is ${m(`\\frac{${N}}{${n}}`)}, the number of ${c.who} each sampled one stands for, not the estimate itself.`,
            az: `— bu, ${m(`\\frac{${N}}{${n}}`)}, yəni seçmədəki hər bir ${c.az.gen} təmsil etdiyi ${c.az.pl} sayıdır, təxminin özü deyil.`,
            ru: `— это ${m(`\\frac{${N}}{${n}}`)}, число ${c.ru.gen}, которых представляет каждый участник выборки, а не сама оценка.`,
          }),
        },
        {
          value: N - k,
          mistake: "subtracted-sample-count",
          why: loc({
            en: `subtracts the sample count from the population size, which has no meaning here.`,
            az: `— seçmədəki sayı baş məcmunun həcmindən çıxır; bunun burada heç bir mənası yoxdur.`,
            ru: `— число в выборке вычтено из размера генеральной совокупности, а это здесь не имеет смысла.`,
          }),
        },
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
    const lower = m(`${texDec(est)} - ${texDec(moe)} = ${texDec(est.sub(moe))}`);
    const higher = m(`${texDec(est)} + ${texDec(moe)} = ${texDec(est.add(moe))}`);
    return {
      kind: "numeric",
      fmt: texDec,
      positive: true,
      params: { est: est.valueOf(), moe: moe.valueOf(), end: upper ? "greatest" : "least" },
      stem: `<p>Based on a random sample, a researcher estimates that the mean of ${c.s} for ${c.pop} is ${m(texDec(est))}, with an associated margin of error of ${m(texDec(moe))}. Based on this estimate and margin of error, what is the ${upper ? "greatest" : "least"} plausible value for the mean of ${c.s} for ${c.pop}?</p>`,
      steps: [
        loc({
          en: `The plausible values for the population mean are within the margin of error of the estimate: from ${lower} to ${higher}.`,
          az: `Baş məcmunun orta qiyməti üçün ağlabatan qiymətlər təxmindən ən çox xəta həddi qədər fərqlənir: ${lower} ilə ${higher} arasında.`,
          ru: `Правдоподобные значения среднего значения генеральной совокупности отстоят от оценки не больше чем на погрешность: от ${lower} до ${higher}.`,
        }),
        loc({
          en: `The ${upper ? "greatest" : "least"} plausible value is ${m(texDec(key))}.`,
          az: `Ən ${upper ? "böyük" : "kiçik"} ağlabatan qiymət ${m(texDec(key))} olur.`,
          ru: `${upper ? "Наибольшее" : "Наименьшее"} правдоподобное значение равно ${m(texDec(key))}.`,
        }),
      ],
      key,
      distractors: [
        {
          value: est,
          mistake: "gave-the-estimate",
          why: loc({
            en: `is the estimate itself; the margin of error allows values ${upper ? "above" : "below"} it.`,
            az: `— bu, təxminin özüdür; xəta həddi ondan ${upper ? "yuxarı" : "aşağı"} qiymətlərə də imkan verir.`,
            ru: `— это сама оценка; погрешность допускает и значения ${upper ? "выше" : "ниже"} неё.`,
          }),
        },
        {
          value: upper ? est.sub(moe) : est.add(moe),
          mistake: "gave-the-other-end",
          why: loc({
            en: `is the ${upper ? "least" : "greatest"} plausible value, not the ${upper ? "greatest" : "least"}.`,
            az: `— bu, ən ${upper ? "böyük" : "kiçik"} deyil, ən ${upper ? "kiçik" : "böyük"} ağlabatan qiymətdir.`,
            ru: `— это ${upper ? "наименьшее" : "наибольшее"} правдоподобное значение, а не ${upper ? "наибольшее" : "наименьшее"}.`,
          }),
        },
        {
          value: upper ? est.add(moe.mul(2)) : est.sub(moe.mul(2)),
          mistake: "doubled-the-margin",
          why: loc({
            en: `moves twice the margin of error away from the estimate.`,
            az: `— təxmindən xəta həddinin iki misli qədər uzaqlaşır.`,
            ru: `— здесь от оценки отступили на удвоенную погрешность.`,
          }),
        },
        {
          value: upper ? est.mul(R(1).add(moe.div(100))) : est.mul(R(1).sub(moe.div(100))),
          mistake: "margin-as-percent",
          why: loc({
            en: `treats the margin of error as a percent of the estimate.`,
            az: `— xəta həddini təxminin faizi kimi götürür.`,
            ru: `— погрешность принята за процент от оценки.`,
          }),
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
        why: loc({
          en: `applies the percents to the ${mn(n)} people in the sample instead of the ${mn(N)} in the population.`,
          az: `— faizləri baş məcmudakı ${mn(N)} nəfərə deyil, seçmədəki ${mn(n)} nəfərə tətbiq edir.`,
          ru: `— проценты применены к ${mn(n)} людям в выборке, а не к ${mn(N)} в генеральной совокупности.`,
        }),
      },
      {
        text: range((N * p) / 100 - moe, (N * p) / 100 + moe),
        sig: "people",
        mistake: "margin-as-a-count",
        why: loc({
          en: `treats the margin of error as ${mn(moe)} people; it is ${m(`${moe}`)} percentage points.`,
          az: `— xəta həddini ${mn(moe)} nəfər kimi götürür; halbuki o, ${m(`${moe}`)} faiz bəndidir.`,
          ru: `— погрешность ${mn(moe)} понята как число людей; но ${m(`${moe}`)} — это процентные пункты.`,
        }),
      },
      {
        text: range((N * (p - 2 * moe)) / 100, (N * (p + 2 * moe)) / 100),
        sig: "double",
        mistake: "doubled-the-margin",
        why: loc({
          en: `uses twice the margin of error on each side.`,
          az: `— hər tərəfdə xəta həddinin iki mislini götürür.`,
          ru: `— с каждой стороны взята удвоенная погрешность.`,
        }),
      },
      {
        text: range((N * (100 - p - moe)) / 100, (N * (100 - p + moe)) / 100),
        sig: "complement",
        mistake: "used-the-complement",
        why: loc({
          en: `is the range for the people who did <em>not</em> answer that way.`,
          az: `— bu, belə <em>cavab verməyənlər</em> üçün aralıqdır.`,
          ru: `— это диапазон для тех, кто <em>не</em> ответил так.`,
        }),
      },
    ].filter((x) => !/\./.test(x.text));
    const pLo = m(`${p}\\% - ${moe}\\% = ${p - moe}\\%`);
    const pHi = m(`${p}\\% + ${moe}\\% = ${p + moe}\\%`);
    const nLo = m(`${texDec(R(p - moe, 100))} \\cdot ${int(N)} = ${int(lo)}`);
    const nHi = m(`${texDec(R(p + moe, 100))} \\cdot ${int(N)} = ${int(hi)}`);
    return {
      kind: "text",
      params: { N, p, moe, n },
      stem: `<p>In a random sample of ${mn(n)} of the ${mn(N)} ${c.pop}, ${m(`${p}\\%`)} ${c.ans}. The margin of error for this percent is ${mn(moe)} percentage points. ${r.pick([`Which of the following is the most plausible range for the number of the ${mn(N)} ${c.pop} who ${c.ans.replace(/^said they had/, "have")}?`, `Based on the sample and its margin of error, which range most plausibly contains the number of the ${mn(N)} ${c.pop} who ${c.ans.replace(/^said they had/, "have")}?`, `Which interval is the most plausible estimate of how many of all ${mn(N)} ${c.pop} ${c.ans.replace(/^said they had/, "have")}?`])}</p>`,
      steps: [
        loc({
          en: `The plausible range for the population percent is ${pLo} to ${pHi}.`,
          az: `Baş məcmudakı faiz üçün ağlabatan aralıq ${pLo} ilə ${pHi} arasındadır.`,
          ru: `Правдоподобный диапазон для процента в генеральной совокупности — от ${pLo} до ${pHi}.`,
        }),
        loc({
          en: `Of ${mn(N)} people, that is ${nLo} to ${nHi}.`,
          az: `${mn(N)} nəfər üçün bu, ${nLo} ilə ${nHi} arasında say deməkdir.`,
          ru: `Для ${mn(N)} человек это от ${nLo} до ${nHi}.`,
        }),
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
      {
        pop: "the residents of a city",
        list: "a list of all the city's residents",
        club: "the members of the city's running clubs",
        az: { pop: "şəhərin sakinlərini", list: "şəhərin bütün sakinlərinin siyahısından" },
        ru: { pop: "жителей города", list: "списка всех жителей города" },
      },
      {
        pop: "the customers of an online store",
        list: "a list of all the store's customers",
        club: "the customers who bought something this week",
        az: { pop: "onlayn mağazanın müştərilərini", list: "mağazanın bütün müştərilərinin siyahısından" },
        ru: { pop: "покупателей интернет-магазина", list: "списка всех покупателей магазина" },
      },
      {
        pop: "the students at a large university",
        list: "a list of all the university's students",
        club: "the students who live on campus",
        az: { pop: "böyük universitetin tələbələrini", list: "universitetin bütün tələbələrinin siyahısından" },
        ru: { pop: "студентов большого университета", list: "списка всех студентов университета" },
      },
      {
        pop: "the members of a national birdwatching society",
        list: "a list of all the society's members",
        club: "the members who attended the last annual meeting",
        az: { pop: "milli quşmüşahidəçilər cəmiyyətinin üzvlərini", list: "cəmiyyətin bütün üzvlərinin siyahısından" },
        ru: { pop: "членов национального общества любителей птиц", list: "списка всех членов общества" },
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
        loc({
          en: `For random samples from the same population, the margin of error depends mainly on the sample size: larger random samples give smaller margins of error.`,
          az: `Eyni baş məcmudan götürülən təsadüfi seçmələrdə xəta həddi əsasən seçmənin həcmindən asılıdır: təsadüfi seçmə nə qədər böyükdürsə, xəta həddi bir o qədər kiçik olur.`,
          ru: `Для случайных выборок из одной и той же генеральной совокупности погрешность зависит в основном от объёма выборки: чем больше случайная выборка, тем меньше погрешность.`,
        }),
        loc({
          en: `Choosing ${mn(bigger)} people at random from ${c.list} keeps the sample random and makes it larger, so it most likely reduces the margin of error.`,
          az: `${cap(c.az.list)} ${mn(bigger)} nəfəri təsadüfi seçmək seçməni təsadüfi saxlayır və onu böyüdür, ona görə də çox güman ki, xəta həddini azaldır.`,
          ru: `Если случайно выбрать ${mn(bigger)} человек из ${c.ru.list}, выборка останется случайной и станет больше, поэтому погрешность, скорее всего, уменьшится.`,
        }),
      ],
      key: `Choose ${mn(bigger)} people at random from ${c.list}.`,
      distractors: [
        {
          text: `Choose ${mn(smaller)} people at random from ${c.list}.`,
          mistake: "smaller-sample",
          why: loc({
            en: `uses a smaller random sample, which gives a larger margin of error.`,
            az: `— daha kiçik təsadüfi seçmə götürür; bu isə daha böyük xəta həddi verir.`,
            ru: `— случайная выборка здесь меньше, а это даёт большую погрешность.`,
          }),
        },
        {
          text: `Ask ${mn(bigger)} people who volunteer to answer an online poll.`,
          mistake: "larger-but-not-random",
          why: loc({
            en: `is larger but not random: volunteers may differ from the population, and a margin of error does not account for that.`,
            az: `— seçmə böyükdür, amma təsadüfi deyil: könüllülər baş məcmudan fərqlənə bilər, xəta həddi isə bunu nəzərə almır.`,
            ru: `— выборка больше, но не случайная: добровольцы могут отличаться от генеральной совокупности, а погрешность этого не учитывает.`,
          }),
        },
        {
          text: `Choose ${mn(n)} people at random from ${c.club}.`,
          mistake: "restricted-population",
          why: loc({
            en: `samples only part of the population; it is the same size and it does not represent ${c.pop}.`,
            az: `— baş məcmunun yalnız bir hissəsindən seçir; seçmənin həcmi eynidir və o, ${c.az.pop} təmsil etmir.`,
            ru: `— выборка берётся только из части генеральной совокупности; она того же размера и не представляет ${c.ru.pop}.`,
          }),
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
    const e1Tex = m(`\\frac{${k1}}{${n1}} \\cdot ${int(N1)} = ${int(e1.n)}`);
    const e2Tex = m(`\\frac{${k2}}{${n2}} \\cdot ${int(N2)} = ${int(e2.n)}`);
    const totalTex = m(`${int(e1.n)} + ${int(e2.n)} = ${int(key.n)}`);
    const pooled = m(`\\frac{${k1 + k2}}{${n1 + n2}}`);
    return {
      kind: "open",
      params: { N1, n1, k1, N2, n2, k2 },
      stem: `<p>A school district has ${mn(N1)} elementary school students and ${mn(N2)} middle school students. In a random sample of ${mn(n1)} of the elementary school students, ${mn(k1)} said they walk to school. In a random sample of ${mn(n2)} of the middle school students, ${mn(k2)} said they walk to school. ${r.pick(["Based on the two samples, about how many of the district's elementary and middle school students walk to school?", "Using the two samples, estimate the total number of elementary and middle school students in the district who walk to school.", "About how many students in the district's elementary and middle schools combined walk to school, based on the samples?"])}</p>`,
      steps: [
        loc({
          en: `Elementary: ${e1Tex}. Middle school: ${e2Tex}.`,
          az: `İbtidai məktəb: ${e1Tex}. Orta məktəb: ${e2Tex}.`,
          ru: `Начальная школа: ${e1Tex}. Средняя школа: ${e2Tex}.`,
        }),
        loc({
          en: `Total: ${totalTex}. (Pooling the samples, ${pooled}, would give the groups the wrong weights, because the samples are not in proportion to the groups' sizes.)`,
          az: `Cəmi: ${totalTex}. (Seçmələri birləşdirmək, ${pooled}, qruplara yanlış çəkilər verərdi, çünki seçmələrin həcmi qrupların ölçüsünə mütənasib deyil.)`,
          ru: `Всего: ${totalTex}. (Объединение выборок, ${pooled}, дало бы группам неверные веса, потому что размеры выборок не пропорциональны размерам групп.)`,
        }),
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
      {
        x: "Oakdale",
        y: "Pinecrest",
        what: "the mean commute time, in minutes, of workers in two towns",
        az: { x: "Oakdale", y: "Pinecrest" },
        ru: { x: "Оукдейла", y: "Пайнкреста" },
      },
      {
        x: "the morning shift",
        y: "the evening shift",
        what: "the mean number of orders packed per hour by the workers on a warehouse's morning and evening shifts",
        az: { x: "səhər növbəsi", y: "axşam növbəsi" },
        ru: { x: "утренней смены", y: "вечерней смены" },
      },
      {
        x: "Lake A",
        y: "Lake B",
        what: "the mean length, in centimeters, of the trout in two lakes",
        az: { x: "A gölü", y: "B gölü" },
        ru: { x: "озера A", y: "озера B" },
      },
    ]);
    const keyText = overlap
      ? `The data do not support a conclusion that the two population means differ, because the two ranges of plausible values overlap.`
      : `The data support a conclusion that the population mean for ${c.y} is greater than the population mean for ${c.x}.`;
    const d: TextDistractor[] = overlap
      ? [
          {
            text: `The data support a conclusion that the population mean for ${c.y} is greater than the population mean for ${c.x}.`,
            mistake: "compared-estimates-only",
            why: loc({
              en: `compares only the two estimates; with the margins of error, the plausible ranges overlap, so the population means could be equal.`,
              az: `— yalnız iki təxmini müqayisə edir; xəta hədləri nəzərə alındıqda ağlabatan aralıqlar kəsişir, deməli, baş məcmuların orta qiymətləri bərabər ola bilər.`,
              ru: `— сравниваются только две оценки; с учётом погрешностей правдоподобные диапазоны пересекаются, поэтому средние значения генеральных совокупностей могут быть равны.`,
            }),
          },
          {
            text: `The data support a conclusion that the population mean for ${c.x} is greater than the population mean for ${c.y}.`,
            mistake: "reversed-comparison",
            why: loc({
              en: `reverses the comparison, and the data do not support a difference in either direction.`,
              az: `— müqayisəni tərsinə çevirir; üstəlik, verilənlər heç bir istiqamətdə fərqi təsdiqləmir.`,
              ru: `— сравнение перевёрнуто, к тому же данные не подтверждают различия ни в одну сторону.`,
            }),
          },
          {
            text: `The data show that the two population means are exactly equal, because the two ranges of plausible values overlap.`,
            mistake: "overlap-means-equal",
            why: loc({
              en: `goes too far: overlapping ranges mean that the data do not show a difference, not that the means are equal.`,
              az: `— həddən artıq güclü iddiadır: aralıqların kəsişməsi orta qiymətlərin bərabər olduğunu deyil, verilənlərin fərq göstərmədiyini bildirir.`,
              ru: `— это слишком сильное утверждение: пересечение диапазонов означает, что данные не показывают различия, а не что средние значения равны.`,
            }),
          },
        ]
      : [
          {
            text: `The data do not support a conclusion that the two population means differ, because each estimate has a margin of error.`,
            mistake: "ignored-that-ranges-do-not-overlap",
            why: loc({
              en: `ignores that the two ranges of plausible values do not overlap: every plausible value for ${c.y} is greater.`,
              az: `— ağlabatan qiymətlərin iki aralığının kəsişmədiyini nəzərə almır: ${c.az.y} üçün hər bir ağlabatan qiymət daha böyükdür.`,
              ru: `— не учтено, что диапазоны правдоподобных значений не пересекаются: любое правдоподобное значение для ${c.ru.y} больше.`,
            }),
          },
          {
            text: `The data support a conclusion that the population mean for ${c.x} is greater than the population mean for ${c.y}.`,
            mistake: "reversed-comparison",
            why: loc({ en: `reverses the comparison.`, az: `— müqayisəni tərsinə çevirir.`, ru: `— сравнение перевёрнуто.` }),
          },
          {
            text: `The data show that every individual in ${c.y} has a greater value than every individual in ${c.x}.`,
            mistake: "means-applied-to-individuals",
            why: loc({
              en: `draws a conclusion about every individual from a comparison of means.`,
              az: `— orta qiymətlərin müqayisəsindən hər bir ayrıca fərd haqqında nəticə çıxarır.`,
              ru: `— по сравнению средних значений делается вывод о каждом отдельном члене совокупности.`,
            }),
          },
        ];
    return {
      kind: "text",
      quote: true,
      params: { a: a.valueOf(), ma: ma.valueOf(), b: b.valueOf(), mb: mb.valueOf(), x: c.x, y: c.y },
      stem: `<p>Two independent random samples were used to estimate ${c.what}. For ${c.x}, the estimate was ${m(texDec(a))} with a margin of error of ${m(texDec(ma))}. For ${c.y}, the estimate was ${m(texDec(b))} with a margin of error of ${m(texDec(mb))}. Which statement is best supported by these estimates?</p>`,
      steps: [
        loc({
          en: `Plausible values for ${c.x}: ${m(`${texDec(a)} \\pm ${texDec(ma)}`)}, from ${m(texDec(a.sub(ma)))} to ${m(texDec(a.add(ma)))}. For ${c.y}: from ${m(texDec(b.sub(mb)))} to ${m(texDec(b.add(mb)))}.`,
          az: `${cap(c.az.x)} üçün ağlabatan qiymətlər: ${m(`${texDec(a)} \\pm ${texDec(ma)}`)}, yəni ${m(texDec(a.sub(ma)))} ilə ${m(texDec(a.add(ma)))} arasında. ${cap(c.az.y)} üçün: ${m(texDec(b.sub(mb)))} ilə ${m(texDec(b.add(mb)))} arasında.`,
          ru: `Правдоподобные значения для ${c.ru.x}: ${m(`${texDec(a)} \\pm ${texDec(ma)}`)}, то есть от ${m(texDec(a.sub(ma)))} до ${m(texDec(a.add(ma)))}. Для ${c.ru.y}: от ${m(texDec(b.sub(mb)))} до ${m(texDec(b.add(mb)))}.`,
        }),
        overlap
          ? loc({
              en: `The ranges overlap (${m(`${texDec(a.add(ma))} \\ge ${texDec(b.sub(mb))}`)}), so the two population means could be equal: the data do not support a difference.`,
              az: `Aralıqlar kəsişir (${m(`${texDec(a.add(ma))} \\ge ${texDec(b.sub(mb))}`)}), deməli, iki baş məcmunun orta qiymətləri bərabər ola bilər: verilənlər fərqi təsdiqləmir.`,
              ru: `Диапазоны пересекаются (${m(`${texDec(a.add(ma))} \\ge ${texDec(b.sub(mb))}`)}), поэтому средние значения двух генеральных совокупностей могут быть равны: данные не подтверждают различия.`,
            })
          : loc({
              en: `The ranges do not overlap (${m(`${texDec(a.add(ma))} \\lt ${texDec(b.sub(mb))}`)}): every plausible value for ${c.y} is greater than every plausible value for ${c.x}, so the data support that its population mean is greater.`,
              az: `Aralıqlar kəsişmir (${m(`${texDec(a.add(ma))} \\lt ${texDec(b.sub(mb))}`)}): ${c.az.y} üçün hər bir ağlabatan qiymət ${c.az.x} üçün istənilən ağlabatan qiymətdən böyükdür, deməli, verilənlər ${c.az.y} üçün baş məcmunun orta qiymətinin daha böyük olduğunu təsdiqləyir.`,
              ru: `Диапазоны не пересекаются (${m(`${texDec(a.add(ma))} \\lt ${texDec(b.sub(mb))}`)}): любое правдоподобное значение для ${c.ru.y} больше любого правдоподобного значения для ${c.ru.x}, поэтому данные подтверждают, что среднее значение генеральной совокупности для ${c.ru.y} больше.`,
            }),
        loc({ en: `So: “${keyText}”`, az: `Deməli, doğru cavab: «${keyText}»`, ru: `Итак, верный ответ: «${keyText}»` }),
      ],
      key: keyText,
      distractors: d,
    };
  },
);

export const SAMPLE_STATISTICS: MathGenerator[] = [estimateCount, intervalBound, countRange, smallerMargin, stratified, compareIntervals];
