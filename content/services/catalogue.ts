import type { ServiceGroupContent } from "./schema";

/**
 * The services catalogue the seed loads once (an item is created when its slug is missing and never
 * overwritten: after that the back office owns it). Prices are in manats (AZN); null is "on request".
 */
export const CATALOGUE: ServiceGroupContent[] = [
  {
    slug: "sat-tutoring",
    title: { az: "SAT üzrə fərdi dərslər", en: "SAT tutoring", ru: "Репетиторство по SAT" },
    subtitle: {
      az: "Təcrübəli müəllimlərlə təkbətək və ya kiçik qrupda hazırlıq",
      en: "One-to-one and small-group preparation with experienced tutors",
      ru: "Индивидуальная подготовка и занятия в мини-группах с опытными преподавателями",
    },
    cover: { motif: "target", hue: 222 },
    services: [
      {
        slug: "sat-math-lessons",
        title: { az: "SAT Riyaziyyat: fərdi dərslər", en: "SAT Math: private lessons", ru: "SAT Math: индивидуальные занятия" },
        subtitle: {
          az: "Cəbr, məsələ həlli və qabaqcıl riyaziyyat — zəif mövzulardan başlayaraq",
          en: "Algebra, problem solving and advanced math, starting from your weak spots",
          ru: "Алгебра, анализ данных и продвинутая математика — начиная со слабых тем",
        },
        description: {
          az: "Hər dərs 60 dəqiqədir və diaqnostik testinizin nəticəsinə əsasən planlaşdırılır. Müəllim həll yollarını addım-addım göstərir, kalkulyatordan səmərəli istifadəni öyrədir və hər dərsdən sonra ev tapşırığı verir.\n\nDərslər onlayn və ya Bakıdakı ofisimizdə keçirilir. İlk zəngdə sizə uyğun vaxtı və müəllimi birlikdə seçəcəyik.",
          en: "Each lesson lasts 60 minutes and is planned from your diagnostic test. Your tutor walks through solutions step by step, shows how to use the built-in calculator well and sets practice after every lesson.\n\nLessons run online or at our office in Baku. On the first call we choose a tutor and a time that suit you.",
          ru: "Каждое занятие длится 60 минут и строится по результатам вашего диагностического теста. Преподаватель разбирает решения шаг за шагом, учит эффективно пользоваться встроенным калькулятором и после каждого занятия даёт практику.\n\nЗанятия проходят онлайн или в нашем офисе в Баку. При первом звонке мы вместе подберём преподавателя и удобное время.",
        },
        price: 40,
        unit: "lesson",
        cover: { motif: "math", hue: 222 },
      },
      {
        slug: "sat-reading-writing-lessons",
        title: { az: "SAT Oxu və Yazı: fərdi dərslər", en: "SAT Reading and Writing: private lessons", ru: "SAT Reading and Writing: индивидуальные занятия" },
        subtitle: {
          az: "Qısa mətnlər, lüğət və qrammatika üzrə məqsədyönlü məşq",
          en: "Focused practice on short passages, vocabulary and grammar",
          ru: "Целенаправленная практика: короткие тексты, лексика и грамматика",
        },
        description: {
          az: "Rəqəmsal SAT-ın oxu bölməsində hər sualın öz qısa mətni var. Dərslərdə mətnin əsas fikrini tez tapmağı, sübutlara əsaslanmağı və ingilis dilinin qrammatik qaydalarını sistemli şəkildə öyrənirsiniz.\n\nHər dərs 60 dəqiqədir; ingilis, azərbaycan və ya rus dilində izah istəyə bilərsiniz.",
          en: "Every Reading and Writing question of the digital SAT comes with its own short passage. In these lessons you learn to find the main idea quickly, argue from evidence and master the grammar rules the test checks.\n\nEach lesson lasts 60 minutes; explanations can be in English, Azerbaijani or Russian.",
          ru: "В цифровом SAT у каждого вопроса раздела Reading and Writing свой короткий текст. На занятиях вы учитесь быстро находить главную мысль, опираться на доказательства и системно осваиваете грамматику, которую проверяет тест.\n\nКаждое занятие длится 60 минут; объяснения — на английском, азербайджанском или русском.",
        },
        price: 40,
        unit: "lesson",
        cover: { motif: "reading", hue: 262 },
      },
      {
        slug: "sat-group-course",
        title: { az: "SAT qrup kursu (8 həftə)", en: "SAT group course (8 weeks)", ru: "Групповой курс SAT (8 недель)" },
        subtitle: {
          az: "Ən çoxu 6 nəfərlik qruplarda həftədə iki dərs",
          en: "Two sessions a week in groups of at most six",
          ru: "Два занятия в неделю в группах до шести человек",
        },
        description: {
          az: "Kurs imtahanın hər iki bölməsini əhatə edir: 16 dərs, 4 tam sınaq imtahanı və hər sınaqdan sonra nəticələrin təhlili. Qruplar səviyyəyə görə formalaşdırılır.\n\nYeni qruplar hər ayın əvvəlində başlayır.",
          en: "The course covers both sections of the test: 16 sessions, 4 full practice tests and a review of the results after each one. Groups are formed by level.\n\nNew groups start at the beginning of every month.",
          ru: "Курс охватывает оба раздела теста: 16 занятий, 4 полных пробных экзамена и разбор результатов после каждого. Группы формируются по уровню.\n\nНовые группы стартуют в начале каждого месяца.",
        },
        price: 480,
        unit: "course",
        cover: { motif: "group", hue: 200 },
      },
      {
        slug: "sat-intensive",
        title: { az: "İmtahandan əvvəl intensiv kurs", en: "Pre-test intensive", ru: "Интенсив перед экзаменом" },
        subtitle: {
          az: "İmtahana iki həftə qalmış gündəlik məşq",
          en: "Daily practice in the two weeks before your test date",
          ru: "Ежедневная практика за две недели до экзамена",
        },
        description: {
          az: "Son iki həftədə vaxtı düzgün bölmək, çətin modula hazır olmaq və imtahan günü sakit qalmaq vacibdir. Hər gün 90 dəqiqəlik məşğələ və iki tam sınaq imtahanı.",
          en: "In the last two weeks what matters is pacing, being ready for the harder module and staying calm on test day. A 90-minute session every day and two full practice tests.",
          ru: "В последние две недели важно правильно распределять время, быть готовым к сложному модулю и сохранять спокойствие в день экзамена. Ежедневное занятие по 90 минут и два полных пробных теста.",
        },
        price: 350,
        unit: "course",
        cover: { motif: "clock", hue: 12 },
      },
      {
        slug: "diagnostic-review",
        title: { az: "Diaqnostik testin müəllimlə təhlili", en: "Diagnostic review with a tutor", ru: "Разбор диагностики с преподавателем" },
        subtitle: {
          az: "Nəticələrinizi 45 dəqiqəyə birlikdə oxuyaq",
          en: "We read your results together in 45 minutes",
          ru: "Разберём ваши результаты вместе за 45 минут",
        },
        description: {
          az: "SAT Lingo-da diaqnostik testi keçin, sonra müəllim sizinlə hər bölməni nəzərdən keçirsin və imtahan tarixinizə qədər real hazırlıq planı təklif etsin.",
          en: "Take the diagnostic test on SAT Lingo, then a tutor goes through each section with you and proposes a realistic plan up to your test date.",
          ru: "Пройдите диагностический тест в SAT Lingo, а затем преподаватель разберёт с вами каждый раздел и предложит реалистичный план до даты экзамена.",
        },
        price: 30,
        unit: "fixed",
        cover: { motif: "compass", hue: 172 },
      },
    ],
  },
  {
    slug: "admissions",
    title: { az: "Universitetə qəbul məsləhəti", en: "Admissions counselling", ru: "Консультации по поступлению" },
    subtitle: {
      az: "Universitet seçimindən təqaüdə və vizaya qədər",
      en: "From choosing universities to scholarships and the student visa",
      ru: "От выбора университетов до стипендий и студенческой визы",
    },
    cover: { motif: "cap", hue: 150 },
    services: [
      {
        slug: "university-shortlist",
        title: { az: "Universitet siyahısının tərtibi", en: "University shortlist", ru: "Подбор университетов" },
        subtitle: {
          az: "Ballarınıza, büdcənizə və maraqlarınıza uyğun 8–12 universitet",
          en: "8 to 12 universities that fit your scores, budget and interests",
          ru: "8–12 университетов под ваши баллы, бюджет и интересы",
        },
        description: {
          az: "Məsləhətçi sizinlə iki görüş keçirir: birincidə hədəflərinizi, ikincidə hazır siyahını və hər universitetin tələblərini müzakirə edirsiniz. Qiymət ölkələrin sayından asılıdır, ona görə zəng zamanı dəqiqləşdirilir.",
          en: "A counsellor meets you twice: first to talk about your goals, then to go through the finished list and what each university asks for. The price depends on how many countries you consider, so we agree it on the call.",
          ru: "Консультант проводит с вами две встречи: на первой обсуждаете цели, на второй — готовый список и требования каждого университета. Стоимость зависит от числа стран, поэтому мы согласуем её по телефону.",
        },
        price: null,
        unit: "fixed",
        cover: { motif: "book", hue: 150 },
      },
      {
        slug: "application-essays",
        title: { az: "Motivasiya esseləri üzrə məşğələlər", en: "Application essay coaching", ru: "Помощь с мотивационными эссе" },
        subtitle: {
          az: "Mövzu seçimindən son redaktəyə qədər",
          en: "From picking a topic to the final edit",
          ru: "От выбора темы до финальной редактуры",
        },
        description: {
          az: "Esseni sizin yerinizə yazmırıq: sualları birlikdə təhlil edir, öz hekayənizi tapmağa kömək edir və hər qaralamaya ətraflı rəy veririk.",
          en: "We do not write the essay for you: we work through the prompts together, help you find your own story and give detailed feedback on every draft.",
          ru: "Мы не пишем эссе за вас: вместе разбираем вопросы, помогаем найти вашу собственную историю и подробно комментируем каждый черновик.",
        },
        price: 60,
        unit: "hour",
        cover: { motif: "pen", hue: 32 },
      },
      {
        slug: "scholarships",
        title: { az: "Təqaüd və maliyyə yardımı", en: "Scholarships and financial aid", ru: "Стипендии и финансовая помощь" },
        subtitle: {
          az: "Hansı təqaüdlərə müraciət edə biləcəyinizi öyrənin",
          en: "Find out which scholarships you can apply for",
          ru: "Узнайте, на какие стипендии вы можете подать заявку",
        },
        description: {
          az: "Dövlət proqramlarını, universitetlərin öz təqaüdlərini və maliyyə yardımı formalarını izah edirik, son tarixlərin təqvimini tərtib edirik.",
          en: "We explain government programmes, universities' own scholarships and financial aid forms, and draw up a calendar of deadlines.",
          ru: "Объясняем государственные программы, собственные стипендии университетов и формы финансовой помощи, составляем календарь дедлайнов.",
        },
        price: null,
        unit: "fixed",
        cover: { motif: "coins", hue: 45 },
      },
      {
        slug: "visa-interview",
        title: { az: "Tələbə vizası müsahibəsinə hazırlıq", en: "Student visa interview practice", ru: "Подготовка к визовому собеседованию" },
        subtitle: {
          az: "Tezliklə: sınaq müsahibələri və sənədlərin yoxlanması",
          en: "Coming soon: mock interviews and a document check",
          ru: "Скоро: пробные собеседования и проверка документов",
        },
        description: {
          az: "Bu xidmət hazırlanır. Tezliklə burada sınaq müsahibəsinə yazıla biləcəksiniz.",
          en: "This service is being prepared. Soon you will be able to book a mock interview here.",
          ru: "Эта услуга готовится. Скоро здесь можно будет записаться на пробное собеседование.",
        },
        price: null,
        unit: "fixed",
        status: "soon",
        cover: { motif: "passport", hue: 280 },
      },
    ],
  },
  {
    slug: "courses",
    title: { az: "Kurslar və seminarlar", en: "Courses and workshops", ru: "Курсы и семинары" },
    subtitle: {
      az: "Həftəsonu intensivləri və akademik ingilis dili",
      en: "Weekend bootcamps and academic English",
      ru: "Интенсивы выходного дня и академический английский",
    },
    cover: { motif: "calendar", hue: 330 },
    services: [
      {
        slug: "weekend-bootcamp",
        title: { az: "Rəqəmsal SAT həftəsonu düşərgəsi", en: "Digital SAT weekend bootcamp", ru: "Буткемп по цифровому SAT на выходных" },
        subtitle: {
          az: "İki gündə imtahan formatı, strategiyalar və tam sınaq",
          en: "The test format, strategies and a full practice test in two days",
          ru: "Формат экзамена, стратегии и полный пробный тест за два дня",
        },
        description: {
          az: "Şənbə günü imtahanın quruluşunu və hər bölmə üçün strategiyaları öyrənirsiniz, bazar günü tam sınaq imtahanı yazır və nəticələri müəllimlə təhlil edirsiniz.",
          en: "On Saturday you learn how the test is built and the strategies for each section; on Sunday you sit a full practice test and review it with a tutor.",
          ru: "В субботу вы изучаете устройство экзамена и стратегии для каждого раздела, в воскресенье пишете полный пробный тест и разбираете его с преподавателем.",
        },
        price: 150,
        unit: "fixed",
        cover: { motif: "trophy", hue: 330 },
      },
      {
        slug: "academic-english",
        title: { az: "SAT üçün akademik ingilis dili", en: "Academic English for the SAT", ru: "Академический английский для SAT" },
        subtitle: {
          az: "Lüğət və oxu sürəti üzrə aylıq proqram",
          en: "A monthly programme for vocabulary and reading speed",
          ru: "Ежемесячная программа: лексика и скорость чтения",
        },
        description: {
          az: "Həftədə üç qrup dərsi: elmi və ədəbi mətnlərin oxunuşu, akademik lüğət və qısa yazı tapşırıqları. İngilis dili səviyyəsi B1 və yuxarı olanlar üçün.",
          en: "Three group lessons a week: reading scientific and literary texts, academic vocabulary and short writing tasks. For students at B1 level of English or above.",
          ru: "Три групповых занятия в неделю: чтение научных и художественных текстов, академическая лексика и короткие письменные задания. Для уровня английского B1 и выше.",
        },
        price: 120,
        unit: "month",
        cover: { motif: "chat", hue: 300 },
      },
      {
        slug: "parents-workshop",
        title: { az: "Valideynlər üçün seminar", en: "Workshop for parents", ru: "Семинар для родителей" },
        subtitle: {
          az: "Tezliklə: SAT və xaricdə təhsil haqqında sual-cavab",
          en: "Coming soon: questions and answers on the SAT and studying abroad",
          ru: "Скоро: вопросы и ответы о SAT и учёбе за рубежом",
        },
        description: {
          az: "Bu seminarın tarixi hələ müəyyən edilməyib.",
          en: "The date of this workshop has not been set yet.",
          ru: "Дата этого семинара пока не назначена.",
        },
        price: null,
        unit: "fixed",
        status: "soon",
        cover: { motif: "group", hue: 15 },
      },
    ],
  },
];
