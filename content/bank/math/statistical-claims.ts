import type { MathGenerator } from "../types";
import { defineGenerator } from "./build";
import { m, mn } from "./explain";
import { loc } from "./localize";

const meta = { domain: "problem_solving_data", skill: "statistical_claims" } as const;

const SURVEYS = [
  {
    pop: "members of a city library",
    size: 1500,
    list: "the library's list of all its members",
    place: "at the library's front desk on one Saturday morning",
    sub: "the members who borrowed a book last week",
    topic: "how satisfied they are with the library's opening hours",
  },
  {
    pop: "employees of a hospital",
    size: 2400,
    list: "the hospital's list of all its employees",
    place: "in the hospital cafeteria during one lunch hour",
    sub: "the nurses who work the night shift",
    topic: "whether they would use a new staff parking garage",
  },
  {
    pop: "residents of an apartment complex",
    size: 900,
    list: "the complex's list of all its residents",
    place: "in the complex's fitness room one evening",
    sub: "the residents of the top floor",
    topic: "whether the complex should build a rooftop garden",
  },
  {
    pop: "students at a community college",
    size: 3200,
    list: "the college's list of all its enrolled students",
    place: "in the college's engineering building one afternoon",
    sub: "the students in evening classes",
    topic: "whether the college should extend the library's weekend hours",
  },
  {
    pop: "members of a regional hiking association",
    size: 1800,
    list: "the association's list of all its members",
    place: "at the start of one popular trail on a Sunday",
    sub: "the members who joined this year",
    topic: "which trails most need repair",
  },
] as const;

/** Which way of choosing a sample is most likely to represent the population? */
const representative = defineGenerator(
  {
    ...meta,
    id: "claims-representative-method",
    difficulty: "easy",
    shape: "Choose the sampling method most likely to give a sample that represents the population (random selection from a list of everyone).",
  },
  (r) => {
    const i = r.int(0, SURVEYS.length - 1);
    const s = SURVEYS[i]!;
    const n = r.pick([80, 100, 120, 150]);
    return {
      kind: "text",
      quote: true,
      params: { n, size: s.size, list: s.list, place: s.place, sub: s.sub },
      stem: r.pick([
        `<p>A manager wants to survey ${mn(n)} of the ${mn(s.size)} ${s.pop} about ${s.topic}. Which method of choosing the ${mn(n)} people is most likely to give a sample that represents all ${mn(s.size)} ${s.pop}?</p>`,
        `<p>There are ${mn(s.size)} ${s.pop}. To learn their opinions about ${s.topic}, an organizer will ask ${mn(n)} of them. Which way of selecting the ${mn(n)} people is most likely to produce a sample representative of all ${mn(s.size)} ${s.pop}?</p>`,
        `<p>A survey about ${s.topic} will be given to ${mn(n)} of the ${mn(s.size)} ${s.pop}. Which sampling method is most likely to give results that can be generalized to all ${mn(s.size)} ${s.pop}?</p>`,
      ]),
      steps: [
        loc({
          en: `A sample represents a population best when every member of the population has the same chance of being chosen: choose at random from a list of all members.`,
          az: `Seçmə baş məcmunu ən yaxşı o zaman təmsil edir ki, baş məcmunun hər bir üzvünün seçilmə şansı eyni olsun: bütün üzvlərin siyahısından təsadüfi seçin.`,
          ru: `Выборка лучше всего представляет генеральную совокупность, когда у каждого её члена одинаковые шансы попасть в выборку: выбирайте случайно из списка всех членов.`,
        }),
      ],
      key: `Choose ${mn(n)} people at random from ${s.list}.`,
      distractors: [
        {
          text: `Email all ${s.pop} and use the first ${mn(n)} who volunteer to answer.`,
          mistake: "volunteer-sample",
          why: loc({
            en: `uses volunteers, who choose themselves and may care more about the topic than others.`,
            az: `— könüllülərdən istifadə edir; onlar iştirak etməyi özləri seçir və mövzu ilə başqalarından daha çox maraqlana bilərlər.`,
            ru: `— здесь опрашивают добровольцев: они сами решают участвовать, и тема может волновать их больше, чем остальных.`,
          }),
        },
        {
          text: `Ask the first ${mn(n)} people seen ${s.place}.`,
          mistake: "convenience-sample",
          why: loc({
            en: `surveys only people who happen to be in one place at one time, who may differ from the rest.`,
            az: `— yalnız təsadüfən eyni vaxtda eyni yerdə olan insanları sorğulayır; onlar qalanlardan fərqlənə bilər.`,
            ru: `— опрошены только те, кто случайно оказался в одном месте в одно время, а они могут отличаться от остальных.`,
          }),
        },
        {
          text: `Choose ${mn(n)} people at random from ${s.sub}.`,
          mistake: "random-but-from-a-subgroup",
          why: loc({
            en: `is random but only within one group, so the others have no chance of being chosen.`,
            az: `— seçim təsadüfidir, amma yalnız bir qrup daxilində, ona görə də qalanların seçilmə şansı yoxdur.`,
            ru: `— выбор случайный, но только внутри одной группы, поэтому у остальных нет шансов попасть в выборку.`,
          }),
        },
      ],
    };
  },
);

const SCHOOLS = ["Lakeview High School", "Riverside High School", "Hillcrest High School", "Maple Grove High School"] as const;

/** To which group can a random sample's results be generalized? */
const population = defineGenerator(
  {
    ...meta,
    id: "claims-generalize-population",
    difficulty: "easy",
    shape: "A random sample was drawn from one population; choose the largest group the results can be generalized to.",
  },
  (r) => {
    const school = r.pick(SCHOOLS);
    const N = r.int(8, 30) * 100;
    const n = r.pick([60, 80, 100, 120, 150, 200]);
    const topic = r.pick(["the amount of time they spend on homework each night", "how they usually get to school", "their favorite school lunch"]);
    return {
      kind: "text",
      quote: true,
      params: { N, n, school },
      stem: `<p>A random sample of ${mn(n)} of the ${mn(N)} students at ${school} were asked about ${topic}. To which group can the results of the survey be generalized?</p>`,
      steps: [
        loc({
          en: `The sample was chosen at random from the ${mn(N)} students at ${school}, so it represents that population, and only that one.`,
          az: `Seçmə ${school} adlı məktəbin ${mn(N)} tələbəsi arasından təsadüfi götürülüb, ona görə də o, məhz bu baş məcmunu təmsil edir, başqasını yox.`,
          ru: `Выборка сделана случайно из ${mn(N)} учеников школы ${school}, поэтому она представляет эту генеральную совокупность, и только её.`,
        }),
      ],
      key: `All ${mn(N)} students at ${school}`,
      distractors: [
        {
          text: `Only the ${mn(n)} students at ${school} who were surveyed`,
          mistake: "only-the-sample",
          why: loc({
            en: `is too narrow: a random sample is chosen so that its results can be generalized to the population it was drawn from.`,
            az: `— həddən artıq dardır: təsadüfi seçmə məhz ona görə götürülür ki, onun nəticələrini götürüldüyü baş məcmuya aid etmək mümkün olsun.`,
            ru: `— слишком узко: случайную выборку и делают для того, чтобы её результаты можно было распространить на генеральную совокупность, из которой она взята.`,
          }),
        },
        {
          text: `All high school students in the country`,
          mistake: "beyond-the-population",
          why: loc({
            en: `is too broad: students at other schools had no chance of being chosen.`,
            az: `— həddən artıq genişdir: başqa məktəblərin tələbələrinin seçilmə şansı olmayıb.`,
            ru: `— слишком широко: у учеников других школ не было шансов попасть в выборку.`,
          }),
        },
        {
          text: `All students at ${school} and at the schools nearby`,
          mistake: "added-nearby-schools",
          why: loc({
            en: `includes students at other schools, who were not part of the population sampled.`,
            az: `— başqa məktəblərin tələbələrini də daxil edir, halbuki onlar seçmənin götürüldüyü baş məcmuya aid deyildi.`,
            ru: `— сюда входят ученики других школ, а они не входили в генеральную совокупность, из которой делали выборку.`,
          }),
        },
      ],
    };
  },
);

// The populations in az and ru (nominative; ru also the wider group after «на всех»).
const VOTES = [
  {
    pop: "registered voters in Elm County",
    wider: "registered voters in the state",
    plan: "support a plan to build a new public pool",
    az: { pop: "Elm qraflığının qeydiyyatdan keçmiş seçiciləri", wider: "ştatın qeydiyyatdan keçmiş seçiciləri" },
    ru: { pop: "зарегистрированные избиратели округа Элм", wider: "зарегистрированных избирателей всего штата" },
  },
  {
    pop: "customers of a regional grocery chain",
    wider: "grocery shoppers in the country",
    plan: "would use a home delivery service",
    az: { pop: "regional ərzaq mağazaları şəbəkəsinin müştəriləri", wider: "ölkədəki bütün ərzaq alıcıları" },
    ru: { pop: "покупатели региональной сети продуктовых магазинов", wider: "всех покупателей продуктов в стране" },
  },
  {
    pop: "students at a state university",
    wider: "university students in the country",
    plan: "prefer online course registration",
    az: { pop: "ştat universitetinin tələbələri", wider: "ölkədəki bütün universitet tələbələri" },
    ru: { pop: "студенты университета штата", wider: "всех студентов университетов страны" },
  },
] as const;

/** What does a random sample's percent support about the population? */
const scope = defineGenerator(
  {
    ...meta,
    id: "claims-random-sample-scope",
    difficulty: "medium",
    shape: "A random sample gives a percent; choose the conclusion that is supported (the sampled population, about that percent).",
  },
  (r) => {
    const v = r.pick(VOTES);
    const n = r.pick([400, 500, 600, 800, 1000]);
    const p = r.int(30, 75);
    return {
      kind: "text",
      quote: true,
      params: { n, p, pop: v.pop, wider: v.wider },
      stem: `<p>A random sample of ${mn(n)} ${v.pop} were asked whether they ${v.plan}; ${m(`${p}\\%`)} of them said yes. Which conclusion is best supported by this survey?</p>`,
      steps: [
        loc({
          en: `A random sample represents the population it was drawn from (${v.pop}), and a sample percent estimates the population percent approximately, not exactly.`,
          az: `Təsadüfi seçmə götürüldüyü baş məcmunu (${v.az.pop}) təmsil edir, seçmədəki faiz isə baş məcmudakı faizi dəqiq deyil, təqribən qiymətləndirir.`,
          ru: `Случайная выборка представляет генеральную совокупность, из которой она взята (${v.ru.pop}), а процент в выборке оценивает процент в генеральной совокупности приблизительно, а не точно.`,
        }),
      ],
      key: `About ${m(`${p}\\%`)} of all ${v.pop} ${v.plan}.`,
      distractors: [
        {
          text: `About ${m(`${p}\\%`)} of all ${v.wider} ${v.plan}.`,
          mistake: "generalized-beyond-population",
          why: loc({
            en: `generalizes to ${v.wider}, a larger group that was not sampled.`,
            az: `— nəticəni daha böyük qrupa (${v.az.wider}) aid edir, halbuki bu qrupdan seçmə götürülməyib.`,
            ru: `— вывод распространён на ${v.ru.wider}, более широкую группу, из которой выборку не делали.`,
          }),
        },
        {
          text: `Exactly ${m(`${p}\\%`)} of all ${v.pop} ${v.plan}.`,
          mistake: "estimate-treated-as-exact",
          why: loc({
            en: `treats the sample percent as exact; a different random sample would likely give a slightly different percent.`,
            az: `— seçmədəki faizi dəqiq hesab edir; başqa təsadüfi seçmə çox güman ki, bir qədər fərqli faiz verərdi.`,
            ru: `— процент в выборке принят за точный; другая случайная выборка, скорее всего, дала бы немного другой процент.`,
          }),
        },
        {
          text: `The survey says nothing about ${v.pop} who were not in the sample.`,
          mistake: "refused-to-generalize",
          why: loc({
            en: `ignores that the sample was random, which is what allows a conclusion about all ${v.pop}.`,
            az: `— seçmənin təsadüfi olduğunu nəzərə almır; halbuki məhz bu, bütün baş məcmu (${v.az.pop}) haqqında nəticə çıxarmağa imkan verir.`,
            ru: `— не учтено, что выборка случайная, а именно это позволяет сделать вывод обо всей генеральной совокупности (${v.ru.pop}).`,
          }),
        },
      ],
    };
  },
);

// The variables in az and ru: the third (nominative) and the two it raises (accusative).
const CONFOUNDED = [
  {
    x: "ice cream sales",
    y: "cases of sunburn",
    third: "hot, sunny weather",
    unit: "beach towns in one summer",
    xs: "eating ice cream",
    ys: "sunburn",
    az: { third: "isti, günəşli hava", x: "dondurma satışlarını", y: "günəş yanığı hallarının sayını" },
    ru: { third: "жаркая солнечная погода", x: "продажи мороженого", y: "число случаев солнечных ожогов" },
  },
  {
    x: "the number of firefighters sent to a fire",
    y: "the amount of damage the fire causes",
    third: "the size of the fire",
    unit: "fires in a large city",
    xs: "sending more firefighters",
    ys: "more damage",
    az: { third: "yanğının miqyası", x: "yanğına göndərilən yanğınsöndürənlərin sayını", y: "yanğının vurduğu ziyanın həcmini" },
    ru: { third: "масштаб пожара", x: "число пожарных, отправленных на пожар", y: "размер ущерба от пожара" },
  },
  {
    x: "shoe size",
    y: "reading test score",
    third: "age",
    unit: "students in grades 1 through 6",
    xs: "having larger feet",
    ys: "better reading",
    az: { third: "yaş", x: "ayaqqabı ölçüsünü", y: "oxu testinin nəticəsini" },
    ru: { third: "возраст", x: "размер обуви", y: "результат теста по чтению" },
  },
  {
    x: "the number of umbrellas sold",
    y: "the number of traffic accidents",
    third: "rainy weather",
    unit: "days in a city",
    xs: "buying umbrellas",
    ys: "a rise in traffic accidents",
    az: { third: "yağışlı hava", x: "satılan çətirlərin sayını", y: "yol qəzalarının sayını" },
    ru: { third: "дождливая погода", x: "число проданных зонтов", y: "число дорожных аварий" },
  },
] as const;

/** A strong association explained by a third variable. */
const confounding = defineGenerator(
  {
    ...meta,
    id: "claims-confounding-explanation",
    difficulty: "medium",
    shape: "Two variables are strongly associated in observational data; choose the explanation that allows for a third, confounding variable.",
  },
  (r) => {
    const c = r.pick(CONFOUNDED);
    const n = r.pick([40, 60, 80, 120, 150, 200]);
    return {
      kind: "text",
      quote: true,
      params: { n, third: c.third, x: c.x, y: c.y },
      stem: `<p>Data collected for ${mn(n)} ${c.unit} show a strong positive association between ${c.x} and ${c.y}. Which of the following is the best explanation of this association?</p>`,
      steps: [
        loc({
          en: `The data are observational: nothing was assigned, so the association alone cannot show that one variable causes the other.`,
          az: `Verilənlər müşahidəyə əsaslanır: heç kimə heç nə təyin edilməyib, ona görə də təkcə əlaqə bir dəyişənin digərinə səbəb olduğunu göstərə bilməz.`,
          ru: `Данные получены наблюдением: ничего не назначалось, поэтому одна лишь связь не может показать, что одна переменная вызывает изменение другой.`,
        }),
        loc({
          en: `A third variable can raise both: here ${c.third} tends to increase ${c.x} and ${c.y} at the same time.`,
          az: `Üçüncü dəyişən hər ikisini artıra bilər: burada ${c.az.third} eyni zamanda həm ${c.az.x}, həm də ${c.az.y} artırmağa meyillidir.`,
          ru: `Третья переменная может увеличивать обе: здесь ${c.ru.third} обычно одновременно увеличивает и ${c.ru.x}, и ${c.ru.y}.`,
        }),
      ],
      key: `A third variable, ${c.third}, could increase both ${c.x} and ${c.y}, so neither needs to cause the other.`,
      distractors: [
        {
          text: `${cap(c.xs)} causes ${c.ys}, because the association between ${c.x} and ${c.y} in the data is strong.`,
          mistake: "causation-from-association",
          why: loc({
            en: `claims a cause from observational data; a strong association can come from a third variable.`,
            az: `— müşahidə verilənlərinə əsasən səbəb-nəticə əlaqəsi iddia edir; halbuki güclü əlaqə üçüncü dəyişəndən yarana bilər.`,
            ru: `— по данным наблюдения утверждается причинная связь; но сильная связь может возникнуть из-за третьей переменной.`,
          }),
        },
        {
          text: `${cap(c.ys)} causes an increase in ${c.x}, because the two always rise together in the data.`,
          mistake: "reversed-causation",
          why: loc({
            en: `claims a cause in the other direction, which the data cannot show either.`,
            az: `— əks istiqamətdə səbəb-nəticə əlaqəsi iddia edir; verilənlər bunu da göstərə bilməz.`,
            ru: `— утверждается причинная связь в обратную сторону, а её данные тоже не могут показать.`,
          }),
        },
        {
          text: `The association must be a coincidence of these ${mn(n)} cases, because ${c.x} and ${c.y} are unrelated.`,
          mistake: "dismissed-the-association",
          why: loc({
            en: `dismisses a strong association in many cases; it has a likely explanation, a third variable.`,
            az: `— çoxlu halda müşahidə olunan güclü əlaqəni rədd edir; halbuki onun ağlabatan izahı var — üçüncü dəyişən.`,
            ru: `— отвергается сильная связь, наблюдаемая во многих случаях; а у неё есть вероятное объяснение — третья переменная.`,
          }),
        },
      ],
    };
  },
);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TRIALS = [
  {
    vol: "adults who answered an advertisement for a study",
    t: "a 10-minute breathing exercise before bed",
    out: "fell asleep faster",
    pop: "adults in the country",
    az: { gen: "ölkədəki yetkinlərin", dat: "ölkədəki bütün yetkinlərə" },
    ru: { gen: "взрослых жителей страны", dat: "взрослым жителям страны" },
  },
  {
    vol: "students who signed up for a study at their college",
    t: "practice quizzes while studying",
    out: "scored higher on a final test",
    pop: "college students",
    az: { gen: "kollec tələbələrinin", dat: "bütün kollec tələbələrinə" },
    ru: { gen: "студентов колледжей", dat: "студентам колледжей" },
  },
  {
    vol: "gardeners who volunteered for a study",
    t: "a new plant food",
    out: "grew larger tomatoes",
    pop: "gardeners everywhere",
    az: { gen: "dünyanın hər yerindəki bağbanların", dat: "dünyanın hər yerindəki bütün bağbanlara" },
    ru: { gen: "садоводов по всему миру", dat: "садоводам по всему миру" },
  },
  {
    vol: "office workers who replied to a notice about a study",
    t: "a standing desk for two hours a day",
    out: "reported less back pain",
    pop: "office workers",
    az: { gen: "ofis işçilərinin", dat: "bütün ofis işçilərinə" },
    ru: { gen: "офисных работников", dat: "офисным работникам" },
  },
  {
    vol: "runners who signed up at a marathon expo",
    t: "a new stretching routine",
    out: "had fewer injuries over six months",
    pop: "runners",
    az: { gen: "qaçışçıların", dat: "bütün qaçışçılara" },
    ru: { gen: "бегунов", dat: "бегунам" },
  },
] as const;

/** An experiment with random assignment but volunteer participants. */
const experiment = defineGenerator(
  {
    ...meta,
    id: "claims-experiment-volunteers",
    difficulty: "hard",
    shape:
      "Volunteers are randomly assigned to a treatment or not; choose the conclusion (a cause for people like the volunteers, not generalizable to everyone).",
  },
  (r) => {
    const t = r.pick(TRIALS);
    const n = r.pick([60, 80, 100, 120, 160, 200]);
    return {
      kind: "text",
      quote: true,
      params: { n, vol: t.vol, pop: t.pop },
      stem: `<p>In a study, ${mn(n)} ${t.vol} were randomly assigned to two groups of ${mn(n / 2)}. One group used ${t.t} and the other did not. The group that used ${t.t} ${t.out}, on average, and the difference was too large to be explained by chance alone. Which conclusion is best supported?</p>`,
      steps: [
        loc({
          en: `The groups were formed by random assignment, so the difference can be attributed to the treatment: a cause-and-effect conclusion is supported.`,
          az: `Qruplar təsadüfi bölgü ilə yaradılıb, ona görə də fərqi tətbiq olunan üsulun təsiri ilə izah etmək olar: səbəb-nəticə əlaqəsi haqqında nəticə əsaslıdır.`,
          ru: `Группы сформированы случайным распределением, поэтому разницу можно объяснить воздействием: вывод о причинно-следственной связи обоснован.`,
        }),
        loc({
          en: `But the participants were volunteers, not a random sample of ${t.pop}, so the conclusion applies to people like the volunteers, not necessarily to all ${t.pop}.`,
          az: `Lakin iştirakçılar ${t.az.gen} təsadüfi seçməsi deyil, könüllülər idi, ona görə də nəticə könüllülərə bənzər insanlara aiddir, ${t.az.dat} isə mütləq aid deyil.`,
          ru: `Но участники были добровольцами, а не случайной выборкой ${t.ru.gen}, поэтому вывод относится к людям, похожим на добровольцев, и не обязательно ко всем ${t.ru.dat}.`,
        }),
      ],
      key: `For people like the volunteers, using ${t.t} caused the improvement, but the result may not apply to all ${t.pop}.`,
      distractors: [
        {
          text: `Using ${t.t} would cause the same improvement for all ${t.pop}, since the volunteers were assigned to the two groups at random.`,
          mistake: "generalized-volunteers-to-everyone",
          why: loc({
            en: `generalizes to all ${t.pop}; random assignment supports a cause, but the volunteers were not a random sample of that population.`,
            az: `— nəticəni ${t.az.dat} aid edir; təsadüfi bölgü səbəbi əsaslandırır, amma könüllülər bu baş məcmudan təsadüfi seçmə deyildi.`,
            ru: `— вывод распространён на всех ${t.ru.gen}; случайное распределение обосновывает причину, но добровольцы не были случайной выборкой из этой совокупности.`,
          }),
        },
        {
          text: `The study shows only an association between ${t.t} and the result, since the people in it were volunteers rather than a random sample.`,
          mistake: "volunteers-rule-out-causation",
          why: loc({
            en: `confuses the two kinds of randomness: volunteers limit whom the result applies to, while random assignment is what supports a cause.`,
            az: `— iki növ təsadüfiliyi qarışdırır: könüllülər nəticənin kimlərə aid olduğunu məhdudlaşdırır, səbəbi isə məhz təsadüfi bölgü əsaslandırır.`,
            ru: `— здесь смешаны два вида случайности: добровольцы ограничивают, на кого распространяется результат, а причину обосновывает именно случайное распределение.`,
          }),
        },
        {
          text: `No conclusion about the effect of ${t.t} can be drawn at all, since the people in the study were put into the two groups by chance.`,
          mistake: "misread-random-assignment",
          why: loc({
            en: `has it backwards: assigning people to groups by chance is what makes a cause-and-effect conclusion possible.`,
            az: `— məsələni tərsinə anlayır: səbəb-nəticə əlaqəsi haqqında nəticəni məhz insanların qruplara təsadüfi bölünməsi mümkün edir.`,
            ru: `— всё наоборот: именно случайное распределение людей по группам делает возможным вывод о причинно-следственной связи.`,
          }),
        },
      ],
    };
  },
);

const BIASED = [
  {
    goal: "the mean number of hours per week that adults in Westford exercise",
    where: "at a gym in Westford",
    dir: "high",
    why: "people at a gym probably exercise more than most adults in Westford",
    az: {
      where: "Westford şəhərindəki idman zalında",
      why: "İdman zalındakı insanlar, yəqin ki, Westford şəhərinin yetkin sakinlərinin çoxundan daha çox idmanla məşğul olur",
    },
    ru: { where: "в спортзале в Уэстфорде", why: "Люди в спортзале, вероятно, занимаются спортом больше, чем большинство взрослых жителей Уэстфорда" },
  },
  {
    goal: "the mean number of books read last year by residents of Carver",
    where: "at the Carver public library",
    dir: "high",
    why: "people at a library probably read more books than typical residents of Carver",
    az: { where: "Carver ictimai kitabxanasında", why: "Kitabxanadakı insanlar, yəqin ki, Carver şəhərinin adi sakinlərindən daha çox kitab oxuyur" },
    ru: { where: "в публичной библиотеке Карвера", why: "Люди в библиотеке, вероятно, читают больше книг, чем типичные жители Карвера" },
  },
  {
    goal: "the percent of households in Dunmore that own a car",
    where: "at the Dunmore train station",
    dir: "low",
    why: "people taking the train are probably less likely to own a car than typical residents of Dunmore",
    az: {
      where: "Dunmore dəmiryol vağzalında",
      why: "Qatarla gedən insanlar arasında avtomobil sahibləri, yəqin ki, Dunmore şəhərinin adi sakinləri arasında olduğundan azdır",
    },
    ru: { where: "на вокзале Данмора", why: "Люди, которые ездят на поезде, вероятно, реже владеют машиной, чем типичные жители Данмора" },
  },
  {
    goal: "the mean number of hours per week that teenagers in Ashby spend playing sports",
    where: "in the Ashby library's quiet study room",
    dir: "low",
    why: "teenagers in a quiet study room probably spend less time on sports than typical teenagers in Ashby",
    az: {
      where: "Ashby kitabxanasının sakit oxu zalında",
      why: "Sakit oxu zalındakı yeniyetmələr, yəqin ki, idmana Ashby şəhərinin adi yeniyetmələrindən daha az vaxt sərf edir",
    },
    ru: {
      where: "в тихом читальном зале библиотеки Эшби",
      why: "Подростки в тихом читальном зале, вероятно, тратят на спорт меньше времени, чем типичные подростки Эшби",
    },
  },
] as const;

/** A convenience sample: which way is the estimate biased? */
const biasDirection = defineGenerator(
  {
    ...meta,
    id: "claims-sampling-bias-direction",
    difficulty: "hard",
    shape: "A sample taken at one place is biased; choose the statement that gives the likely direction of the bias and the reason.",
  },
  (r) => {
    const b = r.pick(BIASED);
    const n = r.pick([150, 200, 250, 300, 400]);
    const other = b.dir === "high" ? "low" : "high";
    return {
      kind: "text",
      quote: true,
      params: { n, dir: b.dir, where: b.where },
      stem: `<p>To estimate ${b.goal}, a researcher surveyed ${mn(n)} people ${b.where} on several different days, choosing people at random times. Which statement about the researcher's estimate is most likely true?</p>`,
      steps: [
        loc({
          en: `The people were chosen from those ${b.where}, not from the whole population, so the sample is not representative.`,
          az: `İnsanlar bütün baş məcmudan deyil, yalnız ${b.az.where} olanlardan seçilib, ona görə də seçmə reprezentativ deyil.`,
          ru: `Людей выбирали из тех, кто был ${b.ru.where}, а не из всей генеральной совокупности, поэтому выборка не репрезентативна.`,
        }),
        loc({
          en: `${b.why.charAt(0).toUpperCase() + b.why.slice(1)}, so the estimate is likely too ${b.dir}.`,
          az: `${b.az.why}, ona görə də təxmin, çox güman ki, həddən artıq ${b.dir === "high" ? "yüksək" : "aşağı"} olacaq.`,
          ru: `${b.ru.why}, поэтому оценка, скорее всего, ${b.dir === "high" ? "завышена" : "занижена"}.`,
        }),
      ],
      key: `The estimate is likely too ${b.dir}, because ${b.why}.`,
      distractors: [
        {
          text: `The estimate is likely too ${other}, because people who are surveyed by a stranger in a public place tend to understate their answers.`,
          mistake: "wrong-direction",
          why: loc({
            en: `gets the direction of the bias wrong: the place where the sample was taken pushes the estimate too ${b.dir}.`,
            az: `— sistematik xətanın istiqamətini səhv göstərir: seçmənin götürüldüyü yer təxmini həddən artıq ${b.dir === "high" ? "yüksəldir" : "aşağı salır"}.`,
            ru: `— направление смещения указано неверно: место, где делали выборку, делает оценку ${b.dir === "high" ? "завышенной" : "заниженной"}.`,
          }),
        },
        {
          text: `The estimate is likely accurate, because ${mn(n)} people is a large enough sample to represent everyone in the population being studied.`,
          mistake: "size-fixes-bias",
          why: loc({
            en: `relies on the sample size; a larger sample from the same place would have the same bias.`,
            az: `— seçmənin həcminə güvənir; halbuki eyni yerdən götürülən daha böyük seçmədə də eyni sistematik xəta olardı.`,
            ru: `— здесь расчёт на размер выборки; но у большей выборки из того же места было бы то же смещение.`,
          }),
        },
        {
          text: `The estimate is likely accurate, because the people were chosen at random times on several different days, which removes any bias.`,
          mistake: "random-times-fix-bias",
          why: loc({
            en: `relies on the random times; the people still came only from one place, which is not the population.`,
            az: `— təsadüfi vaxtlara güvənir; halbuki insanlar yenə də yalnız bir yerdən seçilib, o yer isə baş məcmu deyil.`,
            ru: `— здесь расчёт на случайное время; но люди всё равно были только из одного места, а это не генеральная совокупность.`,
          }),
        },
      ],
    };
  },
);

export const STATISTICAL_CLAIMS: MathGenerator[] = [representative, population, scope, confounding, experiment, biasDirection];
