import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, localized } from "../../content/localized";
import { EXAMS } from "../../content/exams";
import { ExamSchema } from "../../content/exam-schema";
import { NAMESPACES, SUPPORTED_LANGUAGES } from "~/lib/i18n";

const dir = path.resolve("app/locales");
const resources: Resource = {};
for (const lng of SUPPORTED_LANGUAGES) {
  resources[lng] = {};
  for (const ns of NAMESPACES) resources[lng]![ns] = JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), "utf8"));
}
const i18n: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of SUPPORTED_LANGUAGES) {
    i18n[lng] = createInstance({ resources, lng, fallbackLng: false, ns: [...NAMESPACES], interpolation: { escapeValue: false }, showSupportNotice: false });
    await i18n[lng]!.init();
  }
});

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}.${i}`)));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return { [prefix]: String(value) };
}
const COUNTS = [1, 2, 5, 21, 0] as const;
/** The Russian form for the counts above: one (1, 21), few (2), many (5, 0). */
const ruForm = (n: number, one: string, few: string, many: string) => (n % 10 === 1 && n % 100 !== 11 ? one : n === 2 ? few : many);

/** Every counted string of the core journey, rendered for 1, 2, 5, 21 and 0: what a reader sees. */
const COUNTED: { key: string; vars?: Record<string, unknown>; expect: Record<string, (n: number) => string> }[] = [
  {
    key: "profile:overview.changeNotEnoughHint",
    expect: {
      az: (n) => `ən azı ${n} tam test bitirin`,
      en: (n) => `Finish at least ${n} full ${n === 1 ? "test" : "tests"} to see it.`,
      ru: (n) =>
        `хотя бы ${n} ${({ 1: "полный тест", 2: "полных теста", 5: "полных тестов", 21: "полный тест", 0: "полных тестов" } as Record<number, string>)[n]},`,
    },
  },
  {
    key: "profile:stats.shortSets",
    expect: {
      az: (n) => `Həmçinin ${n} qısa dəst`,
      en: (n) => `Also ${n} ${n === 1 ? "shorter set" : "shorter sets"}, counted apart below.`,
      ru: (n) =>
        `И ещё ${n} ${({ 1: "короткий набор, он учтён", 2: "коротких набора, они учтены", 5: "коротких наборов, они учтены", 21: "короткий набор, он учтён", 0: "коротких наборов, они учтены" } as Record<number, string>)[n]}`,
    },
  },
  {
    key: "profile:invite.text",
    expect: {
      az: (n) => `${n} gün etibarlıdır`,
      en: (n) => `expires in ${n} ${n === 1 ? "day" : "days"}.`,
      ru: (n) => `действует ${n} ${({ 1: "день", 2: "дня", 5: "дней", 21: "день", 0: "дней" } as Record<number, string>)[n]}.`,
    },
  },
  ...(["save.offlineBanner", "save.errorBanner"] as const).map((k) => ({
    key: `exam:${k}`,
    expect: {
      az: (n: number) => `(göndərilməyi gözləyən dəyişiklik: ${n})`,
      en: (n: number) => `(${n} ${n === 1 ? "change" : "changes"} waiting)`,
      ru: (n: number) =>
        `(в очереди ${n} ${({ 1: "изменение", 2: "изменения", 5: "изменений", 21: "изменение", 0: "изменений" } as Record<number, string>)[n]})`,
    },
  })),
  {
    key: "results:pacing.sinks",
    expect: {
      az: (n) => `${n} vaxt aparan sual`,
      en: (n) => `${n} ${n === 1 ? "time sink" : "time sinks"}`,
      ru: (n) =>
        `${n} ${({ 1: "поглотитель времени", 2: "поглотителя времени", 5: "поглотителей времени", 21: "поглотитель времени", 0: "поглотителей времени" } as Record<number, string>)[n]}`,
    },
  },
  {
    key: "results:pacing.rushed",
    expect: {
      az: (n) => `${n} tələsik və səhv`,
      en: (n) => `${n} rushed and wrong`,
      ru: (n) =>
        `${n} ${({ 1: "поспешный и неверный", 2: "поспешных и неверных", 5: "поспешных и неверных", 21: "поспешный и неверный", 0: "поспешных и неверных" } as Record<number, string>)[n]}`,
    },
  },
  {
    key: "results:pacing.left",
    expect: {
      az: (n) => `Vaxt bitəndə ${n} sual qaldı`,
      en: (n) => `${n} left when time ran out`,
      ru: (n) =>
        `${n} ${({ 1: "вопрос остался", 2: "вопроса остались", 5: "вопросов остались", 21: "вопрос остался", 0: "вопросов остались" } as Record<number, string>)[n]}`,
    },
  },
  { key: "profile:overview.exams", expect: { az: (n) => `İmtahan sayı: ${n}`, en: (n) => `Exams: ${n}`, ru: (n) => `Экзаменов: ${n}` } },
  {
    key: "profile:history.shown",
    vars: { shown: 1 },
    expect: { az: (n) => `Göstərilir: 1 / ${n}`, en: (n) => `Showing 1 of ${n}`, ru: (n) => `Показано 1 из ${n}` },
  },
  { key: "landing:stars", expect: { az: (n) => `5 ulduzdan ${n}`, en: (n) => `${n} out of 5 stars`, ru: (n) => `${n} из 5 звёзд` } },
  // Issue 30: the exam cards, the ready screen, the submit confirmation and the dashboard's unfinished test.
  {
    key: "exam:cards.inProgress",
    expect: {
      az: (n) => `Davam edir, ${n} dəqiqə qalıb`,
      en: (n) => `In progress, ${n} ${n === 1 ? "minute" : "minutes"} left`,
      ru: (n) => `Не завершён, ${ruForm(n, "осталась", "осталось", "осталось")} ${n} ${ruForm(n, "минута", "минуты", "минут")}`,
    },
  },
  {
    key: "profile:unfinished.left",
    expect: {
      az: (n) => `Davam edir, ${n} dəqiqə qalıb.`,
      en: (n) => `In progress, ${n} ${n === 1 ? "minute" : "minutes"} left.`,
      ru: (n) => `Не завершён, ${ruForm(n, "осталась", "осталось", "осталось")} ${n} ${ruForm(n, "минута", "минуты", "минут")}.`,
    },
  },
  {
    key: "exam:cards.length",
    vars: { minutes: 30 },
    expect: {
      az: (n) => `${n} modul · 30 dəq`,
      en: (n) => `${n} ${n === 1 ? "module" : "modules"} · 30 min`,
      ru: (n) => `${n} ${ruForm(n, "модуль", "модуля", "модулей")} · 30 мин`,
    },
  },
  {
    key: "exam:ready.total",
    vars: { minutes: 30 },
    expect: {
      az: (n) => `${n} modul · fasilələr nəzərə alınmadan 30 dəqiqə test`,
      en: (n) => `${n} ${n === 1 ? "module" : "modules"} · 30 minutes of testing, breaks apart`,
      ru: (n) => `${n} ${ruForm(n, "модуль", "модуля", "модулей")} · 30 мин тестирования без учёта перерывов`,
    },
  },
  { key: "exam:ready.minutes", expect: { az: (n) => `${n} dəq`, en: (n) => `${n} min`, ru: (n) => `${n} мин` } },
  {
    key: "exam:confirm.unanswered",
    expect: {
      az: (n) => `${n} sual cavabsızdır:`,
      en: (n) => `${n} ${n === 1 ? "question" : "questions"} unanswered:`,
      ru: (n) => `Без ответа ${n} ${ruForm(n, "вопрос", "вопроса", "вопросов")}:`,
    },
  },
  {
    key: "exam:confirm.marked",
    expect: {
      az: (n) => `${n} sual yoxlama üçün işarələnib:`,
      en: (n) => `${n} ${n === 1 ? "question" : "questions"} marked for review:`,
      ru: (n) => `${ruForm(n, "Отмечен", "Отмечены", "Отмечены")} для проверки ${n} ${ruForm(n, "вопрос", "вопроса", "вопросов")}:`,
    },
  },
  // Issue 31: the weekly digest's e-mail.
  {
    key: "profile:digest.mail.effort.tests",
    expect: {
      az: (n) => `Bitirilmiş test: ${n}`,
      en: (n) => `${n} ${n === 1 ? "test" : "tests"} finished`,
      ru: (n) => `${ruForm(n, "Завершён", "Завершено", "Завершено")} ${n} ${ruForm(n, "тест", "теста", "тестов")}`,
    },
  },
  {
    key: "profile:digest.mail.effort.sets",
    expect: {
      az: (n) => `Bitirilmiş məşq dəsti: ${n}`,
      en: (n) => `${n} practice ${n === 1 ? "set" : "sets"} finished`,
      ru: (n) => `${ruForm(n, "Завершён", "Завершено", "Завершено")} ${n} ${ruForm(n, "набор", "набора", "наборов")} вопросов`,
    },
  },
  {
    key: "profile:digest.mail.effort.questions",
    expect: {
      az: (n) => `Cavab verilmiş sual: ${n}`,
      en: (n) => `${n} ${n === 1 ? "question" : "questions"} answered`,
      ru: (n) => `${ruForm(n, "Дан ответ", "Даны ответы", "Даны ответы")} на ${n} ${ruForm(n, "вопрос", "вопроса", "вопросов")}`,
    },
  },
  {
    key: "profile:digest.mail.effort.minutes",
    expect: {
      az: (n) => `Suallara sərf olunan vaxt: ${n} dəqiqə`,
      en: (n) => `${n} ${n === 1 ? "minute" : "minutes"} on questions`,
      ru: (n) => `${n} ${ruForm(n, "минута", "минуты", "минут")} на вопросах`,
    },
  },
  {
    key: "profile:digest.mail.pacing.line",
    vars: { test: "Math", average: 80, budget: 95, sinks: 1, rushed: 0 },
    expect: {
      az: (n) => `vaxtı ölçülmüş ${n} sual üzrə`,
      en: (n) => `over ${n} timed ${n === 1 ? "question" : "questions"} (budget 95 s)`,
      ru: (n) => `по ${n} ${ruForm(n, "вопросу", "вопросам", "вопросам")} со временем`,
    },
  },
  {
    key: "profile:digest.mail.plan.practice",
    vars: { skill: "Circles", questions: 20 },
    expect: {
      az: (n) => `Circles məşqi: ${n} dəst (20 sual)`,
      en: (n) => `Practise Circles: ${n} ${n === 1 ? "set" : "sets"} (20 questions)`,
      ru: (n) => `Тренировка «Circles»: ${n} ${ruForm(n, "набор", "набора", "наборов")} (вопросов: 20)`,
    },
  },
  {
    key: "calculator:graph.poi.summary",
    expect: { az: (n) => `Xüsusi nöqtələr (${n})`, en: (n) => `Points of interest (${n})`, ru: (n) => `Особые точки (${n})` },
  },
];

describe("counted strings", () => {
  for (const c of COUNTED) {
    it(`${c.key} reads right for 1, 2, 5, 21 and 0 in az, en and ru`, () => {
      for (const lng of SUPPORTED_LANGUAGES) {
        for (const n of COUNTS) expect(i18n[lng]!.t(c.key, { count: n, ...c.vars }), `${lng} ${n}`).toContain(c.expect[lng]!(n));
      }
    });
  }

  it("every string of these namespaces that takes a count is in the list above", () => {
    const mine = ["auth", "calculator", "common", "exam", "landing", "pages", "profile", "results"];
    const counted = mine.flatMap((ns) =>
      Object.entries(flatten(resources.en![ns]))
        .filter(([, v]) => v.includes("{{count}}"))
        .map(([k]) => `${ns}:${k.replace(/_(one|other)$/, "")}`),
    );
    expect([...new Set(counted)].sort()).toEqual(COUNTED.map((c) => c.key).sort());
  });

  it("where English has plural forms, Russian has one, few, many and other (in every namespace)", () => {
    for (const ns of NAMESPACES) {
      const en = flatten(resources.en![ns]);
      const ru = flatten(resources.ru![ns]);
      for (const key of Object.keys(en)
        .filter((k) => k.endsWith("_one"))
        .map((k) => k.slice(0, -4))) {
        for (const form of ["one", "few", "many", "other"]) expect(ru[`${key}_${form}`], `ru/${ns}.json ${key}_${form}`).toBeTruthy();
      }
    }
  });

  it("a counted string renders its number and no placeholder in every language", () => {
    for (const ns of ["auth", "calculator", "common", "exam", "landing", "pages", "profile", "results"]) {
      const counted = Object.entries(flatten(resources.en![ns])).filter(([, v]) => v.includes("{{count}}"));
      for (const [enKey, enText] of counted) {
        const key = enKey.replace(/_(one|other)$/, "");
        // The string's other placeholders get a stand-in.
        const vars = Object.fromEntries([...enText.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => [m[1]!, "X"]));
        for (const lng of SUPPORTED_LANGUAGES) {
          for (const n of COUNTS) {
            const text = i18n[lng]!.t(`${ns}:${key}`, { ...vars, count: n });
            expect(text, `${lng} ${ns}:${key} ${n}`).toContain(String(n));
            expect(text, `${lng} ${ns}:${key} ${n}`).not.toMatch(/\{\{|_one|_other/);
          }
        }
      }
    }
  });
});

describe("one term per thing (az and ru)", () => {
  const text = (lng: string, ns: string) => Object.values(flatten(resources[lng]![ns])).join("\n");
  const core = ["auth", "calculator", "common", "exam", "landing", "pages", "profile", "results"];

  it("az: the Reference tool is Düsturlar, never İstinad (a citation)", () => {
    expect(i18n.az!.t("exam:tools.reference")).toBe("Düsturlar");
    expect(i18n.az!.t("calculator:reference.title")).toBe("Düsturlar vərəqi");
    for (const ns of core) expect(text("az", ns), ns).not.toMatch(/istinad/i);
  });

  it("az: the dashboard is Şəxsi kabinet everywhere; Undo is Geri al, Cancel is Ləğv et", () => {
    for (const key of ["common:header.profile", "common:bottomNav.profile"]) expect(i18n.az!.t(key)).toBe("Şəxsi kabinet");
    for (const key of ["results:errors.dashboard", "exam:finished.dashboard", "profile:backToProfile", "profile:tabs.label"])
      expect(i18n.az!.t(key), key).toMatch(/^Şəxsi kabinet/);
    for (const ns of core) expect(text("az", ns), ns).not.toMatch(/idarə panel|panelin/i);
    expect(i18n.az!.t("exam:eliminator.undo")).toBe("Geri al");
    expect(i18n.az!.t("profile:edit.cancel")).toBe("Ləğv et");
  });

  it("az: calculator operator keys are nouns (a screen reader must not read 'Çıx' = 'Exit!')", () => {
    expect(["divide", "multiply", "minus", "plus"].map((k) => i18n.az!.t(`calculator:keys.${k}`))).toEqual(["Bölmə", "Vurma", "Mənfi", "Üstəgəl"]);
  });

  it("az: no calques a native reader flags", () => {
    expect(i18n.az!.t("auth:login.noAccount")).toBe("Hesabınız yoxdur?");
    // The panel's move hint names the title bar and the keys in plain Azerbaijani (not a word-for-word "drag me" calque).
    expect(i18n.az!.t("calculator:moveHint")).toMatch(/^Başlıq zolağını sürüşdürün/);
    for (const ns of core) expect(text("az", ns), ns).not.toMatch(/eyni vaxtlı|Burada yenisiniz/);
  });

  it("ru: one name for the reference sheet, «Примерный балл» for the estimate, app points are not «баллы»", () => {
    for (const ns of core) expect(text("ru", ns), ns).not.toMatch(/справочн|оценк[аиу] балла/i);
    expect(i18n.ru!.t("results:score.heading")).toBe("Примерный балл");
    expect(i18n.ru!.t("profile:stats.totalPoints")).not.toMatch(/балл/);
    expect(i18n.ru!.t("profile:stats.totalPointsHint")).not.toMatch(/балл/);
    expect(i18n.ru!.t("exam:eliminator.undo")).toBe("Вернуть");
  });

  it("the help gives the Bluebook English name of every tool it names in az and ru", () => {
    for (const lng of ["az", "ru"]) {
      const help = ["timer", "navigator", "mark", "tools", "submit"].map((k) => i18n[lng]!.t(`exam:help.${k}`)).join(" ");
      for (const term of [
        "(Hide)",
        "(Question N of M)",
        "(Go to Review Page)",
        "(Mark for Review)",
        "(Highlight)",
        "(Reference)",
        "(Calculator)",
        "(Submit)",
        "(Next)",
      ])
        expect(help, `${lng} ${term}`).toContain(term);
    }
  });

  it("the calculator's decimal toggle shows 0.5 in every language, as the answer box does", () => {
    for (const lng of SUPPORTED_LANGUAGES) expect(i18n[lng]!.t("calculator:scientific.decimalShort")).toBe("0.5");
  });
});

describe("translated content: one shape, one fallback order", () => {
  it("the content languages are the interface languages, in the same order", () => {
    expect([...CONTENT_LANGUAGES]).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it("falls back from a missing or blank language to az, then en, then ru", () => {
    expect(localized({ az: "A", en: "E", ru: "R" }, "ru")).toBe("R");
    expect(localized({ az: "A", en: "E", ru: " " }, "ru")).toBe("A");
    expect(localized({ en: "E", ru: "R" }, "az")).toBe("E");
    expect(localized({ ru: "R" }, "en")).toBe("R");
    expect(localized({}, "az")).toBe("");
    expect(localized(null, "az")).toBe("");
  });

  it("every shipped exam has its name and description in az, en and ru", () => {
    for (const exam of EXAMS.map((e) => ExamSchema.parse(e))) {
      for (const lng of SUPPORTED_LANGUAGES) {
        expect(exam.name[lng], `${exam.slug} name ${lng}`).toBeTruthy();
        expect(exam.description?.[lng], `${exam.slug} description ${lng}`).toBeTruthy();
      }
      expect(exam.name.az).not.toBe(exam.name.en);
      expect(exam.name.ru).not.toBe(exam.name.en);
    }
  });

  it("a plain string name is the English text", () => {
    const parsed = ExamSchema.shape.name.parse("Practice Set");
    expect(parsed).toEqual({ en: "Practice Set" });
  });
});
