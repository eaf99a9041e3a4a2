import { ALLOWED_EMAIL_DOMAINS } from "./email-domains";
import type { CommonQuestion, Localized } from "./types";

/** Frequently asked questions; the ids are stable and identical in every language. */
export const commonQuestions: Localized<CommonQuestion[]> = {
  az: [
    {
      id: "real-exam-similarity",
      question: "Buradakı testlər real rəqəmsal SAT-a nə qədər yaxındır?",
      answer:
        "Çox yaxındır. Hər tam sınaq testi rəqəmsal SAT-ın quruluşunu təkrarlayır: əvvəlcə Oxu və Yazı, sonra Riyaziyyat. Hər bölmə iki moduldan ibarətdir və ikinci modul birincidəki nəticənizə uyğunlaşır. Vaxt limitləri rəsmi formata uyğundur, bölmələr arasında 10 dəqiqəlik fasilə var. Bluebook-dan tanış olan alətlər də buradadır: gizlədilə bilən taymer, qrafik kalkulyator, düsturlar vərəqi, mətni rənglə seçmə, cavab variantlarını xətləmə və sualları sonradan yoxlamaq üçün işarələmə.",
    },
    {
      id: "score-estimates",
      question: "Balım necə hesablanır?",
      answer:
        "Test bitəndən sonra cavablarınızın mənzərəsini (yalnız neçə deyil, hansı suallara düzgün cavab verdiyinizi) rəqəmsal SAT kimi suala cavab nəzəriyyəsi modeli ilə hər bölmə üçün 200–800, ümumilikdə isə 400–1600 şkalasında təxmini bala çeviririk. Model tələbələrimizin cavablarına görə kalibrlənir və təxmini balı 80% ehtimallı diapazonla birlikdə göstəririk. Bu, səviyyənizi yaxşı göstərir, amma College Board-un rəsmi balı deyil.",
    },
    {
      id: "free-vs-premium",
      question: "Nə pulsuzdur, Premium-a isə nə daxildir?",
      answer:
        "Pulsuz hesabla sınaq testlərini keçə və nəticələrinizi görə bilərsiniz. SAT Premium-da bunlardan əlavə real vaxtda cavab verən AI müəllim Lingo, testli video dərslər və fərdi təhsil planı var. Qiyməti ayda 89 ABŞ dolları və ya ildə 240 ABŞ dollarıdır.",
    },
    {
      id: "cancel-and-refund",
      question: "Abunəliyi ləğv edə bilərəmmi? Pulun geri qaytarılması zəmanəti necə işləyir?",
      answer:
        "Bəli. Ləğv etmək üçün dəstək xidmətinə yazın, bundan sonra heç bir ödəniş tutulmayacaq. Ödənişdən sonrakı 14 gün ərzində fikrinizi dəyişsəniz, zəmanətimizə əsasən bütün məbləği geri qaytarırıq.",
    },
    {
      id: "languages",
      question: "Hansı dillərdən istifadə edə bilərəm?",
      answer:
        "Sayt azərbaycan, ingilis və rus dillərində işləyir, dili istənilən vaxt dil menyusundan dəyişə bilərsiniz. Test sualları isə əsl SAT-da olduğu kimi ingilis dilindədir.",
    },
    {
      id: "devices",
      question: "Hansı cihazlarda məşq edə bilərəm?",
      answer:
        "SAT Lingo brauzerdə işləyir, heç nə quraşdırmaq lazım deyil. Kompüter və ya planşet ən yaxşı seçimdir. Telefonda da işləyir, amma testləri kompüterdə keçməyi tövsiyə edirik, çünki imtahan günü də belə olacaq.",
    },
    {
      id: "connection-lost",
      question: "Test zamanı internet kəsilsə nə olacaq?",
      answer:
        "Heç nə itməyəcək. Cavablarınız həm serverimizdə, həm də cihazınızda yadda saxlanılır. Bağlantı bərpa olunanda testi yenidən açın: dayandığınız yerdən eyni bölmə taymeri ilə davam edəcəksiniz.",
    },
    {
      id: "forgot-password",
      question: "Şifrəmi unutmuşam. Nə etməliyəm?",
      answer:
        "Giriş səhifəsində «Şifrəni unutmusunuz?» keçidinə basın və hesabınıza bağlı e-poçt ünvanını yazın. Sizə bir saat ərzində keçərli olan keçid göndərəcəyik; onunla yeni şifrə təyin edin. Məktub gəlməsə, «Spam» qovluğuna baxın və ya dəstək xidmətinə yazın (ünvan hər səhifənin aşağısında göstərilib).",
    },
    {
      id: "email-addresses",
      question: "Hansı e-poçt ünvanı ilə qeydiyyatdan keçə bilərəm?",
      answer: `Şəxsi e-poçt ünvanı ilə, məsələn Gmail, Outlook və ya Yandex. Məktublarımızın (şifrənin bərpası, e-poçtun təsdiqi) çatması üçün bu populyar poçt xidmətlərini qəbul edirik: ${ALLOWED_EMAIL_DOMAINS.join(", ")}. Məktəb və universitet ünvanları da olar (məsələn, ad@mekteb.edu.az, .edu və .ac.uk kimi təhsil domenləri).`,
    },
  ],

  en: [
    {
      id: "real-exam-similarity",
      question: "How close is the practice to the real digital SAT?",
      answer:
        "Very close. Each full practice test follows the digital SAT: Reading and Writing first, then Math, each split into two modules, and the second module adapts to how you did in the first. The timing matches the official format, with a 10-minute break between the sections, and you get the tools you know from Bluebook: a timer you can hide, a graphing calculator, the reference sheet, highlighting, crossing out answer choices and marking questions for review.",
    },
    {
      id: "score-estimates",
      question: "How is my score calculated?",
      answer:
        "When you finish, we turn your pattern of answers (which questions you got right, not only how many) into an estimated 200–800 score for each section and a 400–1600 total, with an item response theory model like the digital SAT's, calibrated on our students' answers. We show the estimate with the range it is 80% likely to fall in. It is a good guide to where you stand, but it is not an official College Board score.",
    },
    {
      id: "free-vs-premium",
      question: "What is free and what comes with Premium?",
      answer:
        "With a free account you can take the practice tests and see your results. SAT Premium adds Lingo, the real-time AI tutor, the video lessons with their quizzes and your personalized study plan. It costs 89 USD a month or 240 USD a year.",
    },
    {
      id: "cancel-and-refund",
      question: "Can I cancel, and how does the money-back guarantee work?",
      answer:
        "Yes. To cancel, write to our support team and no further payments will be taken. If you change your mind within 14 days of a payment, we refund the full amount under our money-back guarantee.",
    },
    {
      id: "languages",
      question: "Which languages can I use?",
      answer:
        "The site works in Azerbaijani, English and Russian, and you can switch at any time from the language menu. The test questions themselves are in English, just as on the real SAT.",
    },
    {
      id: "devices",
      question: "Which devices can I practise on?",
      answer:
        "SAT Lingo runs in your web browser, so there is nothing to install. A computer or a tablet works best. A phone works too, but we recommend taking tests on a computer, because that is how you will sit the exam on test day.",
    },
    {
      id: "connection-lost",
      question: "What happens if my connection drops during a test?",
      answer:
        "Nothing is lost. Your answers are saved both on our server and on your device as you go. When you are back online, open the test again and you will continue where you stopped, on the same section timer.",
    },
    {
      id: "forgot-password",
      question: "I forgot my password. What should I do?",
      answer:
        'Choose "Forgot password?" on the sign-in page and enter the e-mail address on your account. We will send you a link that works for one hour; open it and set a new password. If the message does not arrive, check your spam folder or write to our support team (the address is at the bottom of every page).',
    },
    {
      id: "email-addresses",
      question: "Which e-mail addresses can I sign up with?",
      answer: `A personal address, such as Gmail, Outlook or Yandex. So that our messages (password reset, e-mail confirmation) reach you, we accept these common mail services: ${ALLOWED_EMAIL_DOMAINS.join(", ")}. School and university addresses work too (for example name@school.edu.az, or any .edu or .ac.uk address).`,
    },
  ],

  ru: [
    {
      id: "real-exam-similarity",
      question: "Насколько тренировка похожа на настоящий цифровой SAT?",
      answer:
        "Очень похожа. Каждый полный пробный тест повторяет структуру цифрового SAT: сначала «Чтение и письмо», затем «Математика». Каждый раздел состоит из двух модулей, и второй модуль подстраивается под результат первого. Время соответствует официальному формату, между разделами — 10-минутный перерыв. Есть и привычные по Bluebook инструменты: скрываемый таймер, графический калькулятор, справочные формулы, выделение текста, зачёркивание вариантов ответа и отметка вопросов для проверки.",
    },
    {
      id: "score-estimates",
      question: "Как рассчитывается мой балл?",
      answer:
        "После теста мы переводим картину ваших ответов (какие вопросы решены верно, а не только сколько) в оценку от 200 до 800 по каждому разделу и от 400 до 1600 в сумме по модели теории ответа на задание, как в цифровом SAT, откалиброванной на ответах наших учеников. Оценку мы показываем вместе с диапазоном, в который она попадает с вероятностью 80%. Это хороший ориентир, но не официальный балл College Board.",
    },
    {
      id: "free-vs-premium",
      question: "Что бесплатно, а что входит в Premium?",
      answer:
        "С бесплатным аккаунтом можно проходить пробные тесты и смотреть результаты. SAT Premium добавляет ИИ-репетитора Lingo, который отвечает в реальном времени, видеоуроки с тестами и персональный план подготовки. Стоимость — 89 долларов США в месяц или 240 долларов США в год.",
    },
    {
      id: "cancel-and-refund",
      question: "Можно ли отменить подписку и как работает гарантия возврата денег?",
      answer:
        "Да. Чтобы отменить подписку, напишите в поддержку — после этого списаний больше не будет. Если передумаете в течение 14 дней после оплаты, мы вернём всю сумму по гарантии возврата денег.",
    },
    {
      id: "languages",
      question: "На каких языках работает сайт?",
      answer:
        "Интерфейс доступен на азербайджанском, английском и русском, переключить язык можно в любой момент в меню языка. Сами задания, как и на настоящем SAT, на английском.",
    },
    {
      id: "devices",
      question: "С каких устройств можно заниматься?",
      answer:
        "SAT Lingo работает в браузере, ничего устанавливать не нужно. Лучше всего подойдут компьютер или планшет. С телефона тоже можно, но тесты советуем проходить на компьютере — так же, как в день экзамена.",
    },
    {
      id: "connection-lost",
      question: "Что будет, если во время теста пропадёт интернет?",
      answer:
        "Ничего не потеряется. Ответы сохраняются и на нашем сервере, и на вашем устройстве. Когда связь восстановится, снова откройте тест: вы продолжите с того же места с тем же таймером раздела.",
    },
    {
      id: "forgot-password",
      question: "Как восстановить забытый пароль?",
      answer:
        "На странице входа нажмите «Забыли пароль?» и укажите адрес электронной почты, привязанный к аккаунту. Мы пришлём ссылку, которая действует один час: откройте её и задайте новый пароль. Если письмо не пришло, проверьте папку «Спам» или напишите в поддержку (адрес указан внизу каждой страницы).",
    },
    {
      id: "email-addresses",
      question: "С какой электронной почтой можно зарегистрироваться?",
      answer: `С личным адресом, например Gmail, Outlook или Яндекс. Чтобы наши письма (восстановление пароля, подтверждение адреса) доходили, мы принимаем адреса этих популярных почтовых сервисов: ${ALLOWED_EMAIL_DOMAINS.join(", ")}. Подойдут и адреса школ и университетов (например, name@school.edu.az или любой адрес в доменах .edu и .ac.uk).`,
    },
  ],
};
