import { PLANS, planPrice, planSavingPercent } from "../billing/plans";
import type { LandingData, Localized } from "./types";

const monthly = { price: planPrice("monthly"), currency: "USD" } as const;
const yearly = { price: planPrice("yearly"), oldPrice: (PLANS.yearly.compareAtAmount ?? 0) / 100, currency: "USD" } as const;
const saving = planSavingPercent("yearly");

/** Landing page copy (part 1, sections 1, 2 and 9). Prices come from content/billing/plans.ts (section 9). */
export const landing: Localized<LandingData> = {
  az: {
    hero: {
      badge: "Süni intellektlə rəqəmsal SAT hazırlığı",
      title: "Daha yüksək SAT balı — sizə uyğun qurulmuş planla",
      subtitle:
        "İmtahan gününü xatırladan adaptiv testlərlə məşq edin, nəticənizi test bitən kimi görün. Çətin sual çıxsa, AI müəllim Lingo onu istənilən vaxt izah edəcək.",
      cta: "Başlayın",
      secondaryCta: "Necə işləyir?",
      stats: [
        { value: "Adaptiv", label: "real rəqəmsal SAT kimi iki modullu testlər" },
        { value: "Dərhal", label: "bal və izahlar test bitən kimi" },
        { value: "3 dil", label: "azərbaycan, ingilis və rus dilləri" },
      ],
    },
    whyUs: {
      title: "Niyə məhz SAT Lingo?",
      subtitle: "Hazırlıq üçün lazım olan hər şey bir yerdə.",
      items: [
        {
          icon: "plan",
          title: "Fərdi təhsil planı",
          text: "Süni intellekt diaqnostik testin nəticələrinə görə plan qurur ki, hər saatınız ən vacib mövzulara sərf olunsun.",
        },
        {
          icon: "test",
          title: "Əsl imtahan kimi testlər",
          text: "Adaptiv modullar, real vaxt limiti və tanış alətlər. Nəticəni isə test bitən kimi görürsünüz.",
        },
        {
          icon: "tutor",
          title: "AI müəllim Lingo",
          text: "Sual çətin gəldi? Lingo onu real vaxtda, lazım olduğu qədər izah edir.",
        },
        {
          icon: "video",
          title: "Ekspertlərdən dərslər",
          text: "Təcrübəli SAT müəllimlərinin hazırladığı video dərslər, tapşırıqlar və izahlar.",
        },
        {
          icon: "progress",
          title: "İrəliləyişinizi izləyin",
          text: "Ballarınızı, ardıcıl məşq günlərinizi və zəif mövzularınızı həftəbəhəftə görün.",
        },
        {
          icon: "community",
          title: "24/7 dəstək və zəmanət",
          text: "Komandamız gecə-gündüz yanınızdadır. Platforma sizə uyğun gəlməsə, pulunuzu geri qaytarırıq.",
        },
      ],
    },
    howItWorks: {
      title: "Necə işləyir",
      steps: [
        { title: "Qeydiyyatdan keçin", text: "Pulsuz hesabınızı bir dəqiqədən az vaxtda yaradın." },
        {
          title: "Diaqnostik testi keçin",
          text: "Qısa test Oxu və Yazı, eləcə də Riyaziyyat üzrə hansı səviyyədə olduğunuzu göstərəcək.",
        },
        {
          title: "Öyrənməyə başlayın",
          text: "Fərdi planınıza əməl edin, Lingo ilə məşq edin və balınızın necə artdığını izləyin.",
        },
      ],
    },
    pricing: {
      title: "Sadə qiymət",
      subtitle: "Hər şey daxil olan bir plan. İstədiyiniz vaxt imtina edə bilərsiniz, pulun geri qaytarılması zəmanəti də var.",
      planName: "SAT Premium",
      features: ["Real vaxtda AI müəllim", "Video dərslər", "Tam həcmli sınaq imtahanları", "Fərdi təhsil planı", "İrəliləyişin izlənməsi", "24/7 dəstək"],
      monthly: { label: "Aylıq", ...monthly },
      yearly: { label: "İllik", ...yearly, saveLabel: `${saving}% qənaət edirsiniz` },
    },
    reviews: {
      title: "Tələbələr nə deyir",
      items: [
        {
          stars: 5,
          text: "Sınaq testləri lap imtahan günü kimi idi. Əsl imtahanda nə taymer, nə də alətlər məni təəccübləndirmədi.",
          name: "Aysel M.",
          info: "1480 · Bakı, 2026",
        },
        {
          stars: 5,
          text: "Riyaziyyat zəif tərəfim idi. Lingo hər səhvimi tam başa düşənə qədər izah etdi, riyaziyyat balım 120 bal artdı.",
          name: "Murad H.",
          info: "1390 · Sumqayıt, 2025",
        },
        {
          stars: 5,
          text: "Hər testdən dərhal sonra nəticəmi görmək çox xoşuma gəlirdi. Bütün yay motivasiyamı məhz bu saxladı.",
          name: "Leyla A.",
          info: "1520 · Bakı, 2026",
        },
        {
          stars: 5,
          text: "Plan hər gün nə etməli olduğumu göstərirdi. Artıq bildiyim mövzulara vaxt itirməyi dayandırdım.",
          name: "Nikita S.",
          info: "1430 · Bakı, 2025",
        },
        {
          stars: 5,
          text: "Qısa video dərslər, aydın izahlar və gecə yarısı da cavab verən müəllim. Mənə məhz bu lazım idi.",
          name: "Kamran R.",
          info: "1350 · Gəncə, 2026",
        },
      ],
    },
    closing: {
      title: "Başlamağa hazırsınız?",
      text: "Diaqnostik testi bu gün keçin və yalnız sizin üçün qurulmuş təhsil planı əldə edin.",
      cta: "Hazırlığa başlayın",
    },
  },

  en: {
    hero: {
      badge: "Digital SAT prep, powered by AI",
      title: "Your higher SAT score, planned around you",
      subtitle:
        "Practise on adaptive tests that feel like exam day and see your score the moment you finish. Stuck on a question? Lingo, your AI tutor, explains it any time.",
      cta: "Get Started",
      secondaryCta: "See how it works",
      stats: [
        { value: "Adaptive", label: "two-module tests, like the real digital SAT" },
        { value: "Instant", label: "scores and explanations when you finish" },
        { value: "3 languages", label: "Azerbaijani, English and Russian" },
      ],
    },
    whyUs: {
      title: "Why SAT Lingo?",
      subtitle: "Everything you need to prepare, in one place.",
      items: [
        {
          icon: "plan",
          title: "A study plan made for you",
          text: "AI builds your plan from your diagnostic results, so every hour goes where it counts.",
        },
        {
          icon: "test",
          title: "Practice that feels real",
          text: "Adaptive modules, real timing and familiar tools, with your score the moment you finish.",
        },
        {
          icon: "tutor",
          title: "Lingo, your AI tutor",
          text: "Stuck on a question? Lingo explains it in real time, as many times as you need.",
        },
        {
          icon: "video",
          title: "Lessons from experts",
          text: "Video tutorials, questions and explanations written by experienced SAT teachers.",
        },
        {
          icon: "progress",
          title: "Progress you can see",
          text: "Follow your scores, streaks and weak spots week by week, and watch them turn into strengths.",
        },
        {
          icon: "community",
          title: "24/7 support, guaranteed",
          text: "Our team is here around the clock, and if SAT Lingo isn't right for you, you get your money back.",
        },
      ],
    },
    howItWorks: {
      title: "How it works",
      steps: [
        { title: "Sign up", text: "Create your free account in less than a minute." },
        {
          title: "Take a diagnostic assessment",
          text: "A short test shows where you stand in Reading and Writing and in Math.",
        },
        {
          title: "Start learning",
          text: "Follow your personal plan, practise with Lingo and watch your score climb.",
        },
      ],
    },
    pricing: {
      title: "Simple pricing",
      subtitle: "One plan with everything included. Cancel any time, backed by our money-back guarantee.",
      planName: "SAT Premium",
      features: ["Real-time AI tutoring", "Video tutorials", "Full-length practice tests", "Personalized study plan", "Progress tracking", "24/7 support"],
      monthly: { label: "Monthly", ...monthly },
      yearly: { label: "Yearly", ...yearly, saveLabel: `You save ${saving}%` },
    },
    reviews: {
      title: "What students say",
      items: [
        {
          stars: 5,
          text: "The practice tests felt just like test day. By the real exam, neither the timer nor the tools could surprise me.",
          name: "Aysel M.",
          info: "1480 · Baku, 2026",
        },
        {
          stars: 5,
          text: "Math was my weak side. Lingo went through every mistake until I really understood it, and my Math score rose by 120 points.",
          name: "Murad H.",
          info: "1390 · Sumgait, 2025",
        },
        {
          stars: 5,
          text: "I loved seeing my score right after every test. That is what kept me motivated all summer.",
          name: "Leyla A.",
          info: "1520 · Baku, 2026",
        },
        {
          stars: 5,
          text: "My plan told me what to do each day, so I stopped wasting time on topics I already knew.",
          name: "Nikita S.",
          info: "1430 · Baku, 2025",
        },
        {
          stars: 5,
          text: "Short video lessons, clear explanations and a tutor who answers even at midnight. Exactly what I needed.",
          name: "Kamran R.",
          info: "1350 · Ganja, 2026",
        },
      ],
    },
    closing: {
      title: "Ready to start?",
      text: "Take your diagnostic test today and get a study plan built just for you.",
      cta: "Start Your Journey",
    },
  },

  ru: {
    hero: {
      badge: "Подготовка к цифровому SAT с ИИ",
      title: "Высокий балл SAT — по плану, составленному для вас",
      subtitle:
        "Решайте адаптивные тесты, как на настоящем экзамене, и узнавайте результат сразу после финиша. Непонятное задание? ИИ-репетитор Lingo объяснит его в любое время.",
      cta: "Начать",
      secondaryCta: "Как это работает",
      stats: [
        { value: "Адаптивно", label: "два модуля в разделе, как на цифровом SAT" },
        { value: "Сразу", label: "баллы и разборы после теста" },
        { value: "3 языка", label: "азербайджанский, английский и русский" },
      ],
    },
    whyUs: {
      title: "Почему SAT Lingo?",
      subtitle: "Всё для подготовки — в одном месте.",
      items: [
        {
          icon: "plan",
          title: "Персональный план",
          text: "ИИ составляет план по итогам диагностики, чтобы каждый час занятий шёл в дело.",
        },
        {
          icon: "test",
          title: "Как на настоящем экзамене",
          text: "Адаптивные модули, реальный тайминг и привычные инструменты, а результат — сразу после теста.",
        },
        {
          icon: "tutor",
          title: "ИИ-репетитор Lingo",
          text: "Застряли на задании? Lingo объяснит его в реальном времени — столько раз, сколько нужно.",
        },
        {
          icon: "video",
          title: "Уроки от экспертов",
          text: "Видеоуроки, задания и разборы от опытных преподавателей SAT.",
        },
        {
          icon: "progress",
          title: "Прогресс на виду",
          text: "Следите за баллами, сериями занятий и слабыми местами неделя за неделей — и превращайте их в сильные.",
        },
        {
          icon: "community",
          title: "Поддержка 24/7 и гарантия",
          text: "Мы на связи круглосуточно, а если сервис вам не подойдёт, вернём деньги.",
        },
      ],
    },
    howItWorks: {
      title: "Как это работает",
      steps: [
        { title: "Зарегистрируйтесь", text: "Создайте бесплатный аккаунт меньше чем за минуту." },
        {
          title: "Пройдите диагностику",
          text: "Короткий тест покажет ваш уровень в разделах «Чтение и письмо» и «Математика».",
        },
        {
          title: "Начните заниматься",
          text: "Следуйте личному плану, тренируйтесь с Lingo и смотрите, как растёт ваш балл.",
        },
      ],
    },
    pricing: {
      title: "Простые цены",
      subtitle: "Один тариф, в котором есть всё. Отменить можно в любой момент, а гарантия возврата денег защищает ваш выбор.",
      planName: "SAT Premium",
      features: [
        "ИИ-репетитор в реальном времени",
        "Видеоуроки",
        "Полноформатные пробные тесты",
        "Персональный план подготовки",
        "Отслеживание прогресса",
        "Поддержка 24/7",
      ],
      monthly: { label: "На месяц", ...monthly },
      yearly: { label: "На год", ...yearly, saveLabel: `Экономия ${saving}%` },
    },
    reviews: {
      title: "Отзывы учеников",
      items: [
        {
          stars: 5,
          text: "Пробные тесты были точь-в-точь как настоящий экзамен. На SAT меня уже не удивили ни таймер, ни инструменты.",
          name: "Айсель М.",
          info: "1480 · Баку, 2026",
        },
        {
          stars: 5,
          text: "Математика была моим слабым местом. Lingo разбирал каждую ошибку, пока я по-настоящему не понимал, и балл по математике вырос на 120.",
          name: "Мурад Г.",
          info: "1390 · Сумгайыт, 2025",
        },
        {
          stars: 5,
          text: "Мне очень нравилось видеть результат сразу после каждого теста. Именно это держало мотивацию всё лето.",
          name: "Лейла А.",
          info: "1520 · Баку, 2026",
        },
        {
          stars: 5,
          text: "План подсказывал, чем заниматься каждый день, и я перестал тратить время на темы, которые уже знал.",
          name: "Никита С.",
          info: "1430 · Баку, 2025",
        },
        {
          stars: 5,
          text: "Короткие видеоуроки, понятные разборы и репетитор, который отвечает даже в полночь. Именно то, что мне было нужно.",
          name: "Камран Р.",
          info: "1350 · Гянджа, 2026",
        },
      ],
    },
    closing: {
      title: "Готовы начать?",
      text: "Пройдите диагностический тест сегодня и получите план подготовки, составленный именно для вас.",
      cta: "Начать подготовку",
    },
  },
};
