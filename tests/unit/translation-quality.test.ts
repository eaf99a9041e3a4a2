import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { NAMESPACES } from "~/lib/i18n";

/**
 * What a native reader checks in every az and ru string (issue 32), beside tests/unit/i18n.test.ts (same
 * keys and placeholders) and tests/unit/first-languages.test.ts (counted strings of the core journey):
 * one term per thing as docs/glossary.md fixes it, no English left untranslated, the numbers of the
 * English, and plural forms wherever a count appears.
 */
const dir = path.resolve("app/locales");
type Flat = Record<string, string>;
function flatten(value: unknown, prefix = ""): Flat {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}.${i}`)));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return { [prefix]: String(value) };
}
const raw: Resource = {};
const all: Record<string, Flat> = {};
for (const lng of ["az", "en", "ru"]) {
  raw[lng] = {};
  all[lng] = {};
  for (const ns of NAMESPACES) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), "utf8"));
    raw[lng]![ns] = json;
    for (const [k, v] of Object.entries(flatten(json))) all[lng]![`${ns}:${k}`] = v;
  }
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");
/** The English a translated key renders from (a Russian _few/_many answers to the English _other). */
const english = (key: string) => all.en![key] ?? all.en![`${base(key)}_other`] ?? all.en![base(key)];
const entries = (lng: "az" | "ru") => Object.entries(all[lng]!);
const glossary = fs.readFileSync(path.resolve("docs/glossary.md"), "utf8");

const i18n: Record<string, I18n> = {};
beforeAll(async () => {
  for (const lng of ["az", "en", "ru"]) {
    i18n[lng] = createInstance({
      resources: raw,
      lng,
      fallbackLng: false,
      ns: [...NAMESPACES],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    await i18n[lng]!.init();
  }
});

/** Words the glossary fixes, and the variants it rules out, in every namespace. */
const TERMS: { lng: "az" | "ru"; thing: string; use: string; never: RegExp; except?: string[] }[] = [
  { lng: "az", thing: "student", use: "tələbə", never: /şagird/i },
  { lng: "az", thing: "Lingo, the AI tutor", use: "AI repetitor", never: /süni intellekt|AI müəllim|intellekt müəllimi/i },
  { lng: "az", thing: "Dashboard", use: "Şəxsi kabinet", never: /idarə panel/i },
  { lng: "az", thing: "pricing plan", use: "tarif", never: /pulsuz plan|premium plan|planlara|plandasınız|hesabın planı/i },
  { lng: "az", thing: "study plan", use: "hazırlıq planı", never: /təhsil plan/i },
  // Turkish, not Azerbaijani (the review found «Abonelik başlatılamadı»).
  { lng: "az", thing: "Azerbaijani, not Turkish", use: "abunəlik", never: /abonelik|başlatılamadı|lütfen|değil|\biçin\b|hesabınız bulunamadı/i },
  { lng: "az", thing: "Premium, a product name", use: "Premium", never: /\bpremium\b/ },
  { lng: "ru", thing: "Premium, a product name", use: "Premium", never: /премиум|\bpremium\b/ },
  { lng: "ru", thing: "mentor", use: "ментор", never: /наставни|учител/i },
  { lng: "ru", thing: "difficulty: hard", use: "сложный", never: /трудн(ый|ого|ая|ое|ые)\b(?! вопрос)/i },
  { lng: "ru", thing: "pricing plan", use: "тариф", never: /бесплатн(ый|ом) план|планы premium|посмотреть планы|в план этой/i },
  { lng: "ru", thing: "account", use: "аккаунт", never: /учётн(ая|ой|ую) запис/i },
  { lng: "ru", thing: "score estimate", use: "примерный балл", never: /оценк[аиу] балла/i },
  { lng: "ru", thing: "e-mail", use: "электронная почта", never: /\be-?mail\b/i },
];

describe("glossary terms (docs/glossary.md) in every namespace", () => {
  for (const term of TERMS) {
    it(`${term.lng}: ${term.thing} is «${term.use}»`, () => {
      expect(glossary.toLowerCase(), `the glossary names «${term.use}»`).toContain(term.use.toLowerCase());
      // Placeholders, tags and section anchors are names in code, not words a reader sees.
      const wrong = entries(term.lng).filter(([k, v]) => !/\.id$/.test(k) && term.never.test(v.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, " ")));
      expect(wrong.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    });
  }

  it("the user type pre_teacher is one name (the mentor) wherever a role is named", () => {
    for (const lng of ["az", "en", "ru"]) {
      expect(all[lng]!["billing:admin.types.pre_teacher"], lng).toBe(all[lng]!["profile:roles.pre_teacher"]);
    }
    expect(all.ru!["profile:roles.pre_teacher"]).toBe("Ментор");
  });

  it("ru: a domain is «Область» on the teacher pages, as in the results", () => {
    expect(all.ru!["authoring:fields.domain"]).toBe("Область");
    expect(all.ru!["authoring:difficulty.hard"]).toBe("Сложный");
  });

  it("az: no suffix is glued to a number a placeholder fills (vowel harmony cannot be known in advance)", () => {
    const glued = entries("az").filter(([, v]) => /\}\}\s?[-'’][a-zəıöüçşğ]/i.test(v));
    expect(glued.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("the navigator's title has one colon: the section's own («…Reading and Writing: …» never)", () => {
    const section = "Section 1, Module 1: Reading and Writing";
    for (const lng of ["az", "en", "ru"]) {
      const title = i18n[lng]!.t("exam:navigator.title", { section });
      expect(title.split(":").length, `${lng}: ${title}`).toBe(2);
    }
  });

  it("e-mails quote the username, so a name like 'premium' never reads as part of the sentence", () => {
    for (const key of ["auth:email.reset.body.0", "auth:email.emailChange.body.0", "auth:email.emailChangeNotice.body.0"]) {
      expect(i18n.en!.t(key, { username: "premium", email: "x@y.az" }), key).toContain("“premium”");
      for (const lng of ["az", "ru"]) expect(i18n[lng]!.t(key, { username: "premium", email: "x@y.az" }), `${lng} ${key}`).toContain("«premium»");
    }
  });
});

/** Words that stay as they are in az and ru: brands, file formats, keys, the Bluebook names the help quotes. */
const SHARED = new Set(
  (
    "sat lingo premium bluebook college board vimeo youtube stripe google analytics gmail outlook ios android json csv pdf html svg png jpg gif webp avif mp webm " +
    "vtt webvtt utc azn usd id url api smtp latex katex tex alt shift escape home nul rad pi beta ga https mailto httponly multipart " +
    // The exam's help gives the Bluebook English name of each tool in brackets.
    "hide question of go to review page mark for answer eliminator abc highlight annotate calculator reference submit next n m " +
    // Identifiers the teacher pages quote as they are typed (actions, JSON fields, the bank's skill names, examples).
    "submit approve request changes retire questions modules questionid content algebra linear math words in context transitions equations one variable " +
    "frac sqrt nthroot le slug services sat cookie enter signature multipart"
  ).split(" "),
);
const AZ_SHARED = new Set(["test", "status", "mentor", "administrator", "forum", "video", "server", "model", "plan"]);
/** Latin words of a Russian string outside placeholders, tags, paths and JSON examples. */
const latinWords = (s: string) =>
  (
    s
      .replace(/\{\{[^}]*\}\}|<\/?\w+>|\{"[^]*\}|\S*\/\S*|\$[^$]*\$/g, " ")
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).filter((w) => w.length > 1);

describe("nothing left in English", () => {
  it("no az or ru string is a copy of the English, apart from brand names and words both languages share", () => {
    for (const lng of ["az", "ru"] as const) {
      const copies = entries(lng).filter(([k, v]) => {
        if (/\.id$/.test(k) || v.trim() !== english(k)?.trim()) return false; // section anchors are addresses, not text
        const words = (v.replace(/\{\{[^}]*\}\}/g, " ").match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1);
        return words.some((w) => !SHARED.has(w.toLowerCase()) && !(lng === "az" && AZ_SHARED.has(w.toLowerCase())));
      });
      expect(copies.map(([k, v]) => `${lng} ${k}: ${v}`)).toEqual([]);
    }
  });

  it("ru: every Latin word is a reviewed one (a brand, a format, a key, a Bluebook name the help quotes)", () => {
    const stray = entries("ru").flatMap(([k, v]) =>
      /\.id$/.test(k)
        ? []
        : latinWords(v)
            .filter((w) => !SHARED.has(w))
            .map((w) => `${k}: ${w}`),
    );
    expect(stray).toEqual([]);
  });

  it("az: no English sentence left (function words of English outside the Bluebook names in brackets)", () => {
    const english = entries("az").filter(([, v]) => / (the|and|of|your|with|is|are|to) [a-z]/.test(v.replace(/\([^)]*\)|«[^»]*»|\{\{[^}]*\}\}/g, " ")));
    expect(english.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

/** The digits of a string outside placeholders: "2,000" and "2 000" both give [2, 000]... compared joined. */
const digits = (s: string) => (s.replace(/\{\{[^}]*\}\}/g, " ").match(/\d+/g) ?? []).join("").split("").sort().join("");
/** Strings whose English spells a number out or where the translation names its base (reviewed). */
const NUMBERS_REVIEWED = new Set(["az calculator:keys.tenPower", "ru calculator:keys.log"]);

describe("numbers", () => {
  it("every az and ru string has the digits of its English (2,000 = 2.000 = 2 000)", () => {
    for (const lng of ["az", "ru"] as const) {
      const differ = entries(lng).filter(([k, v]) => english(k) !== undefined && !NUMBERS_REVIEWED.has(`${lng} ${k}`) && digits(v) !== digits(english(k)!));
      expect(differ.map(([k, v]) => `${lng} ${k}: ${v} ≠ ${english(k)}`)).toEqual([]);
    }
  });
});

/** English strings where {{count}} stands alone ("Exams: 3", "All (3)"): no noun agrees with it. */
const COUNT_ALONE = new Set([
  "calculator:graph.poi.summary",
  "landing:stars",
  "plan:notebook.more",
  "practice:notebook.counts",
  "profile:overview.exams",
  "profile:history.shown",
  "services:inbox.filter.all",
  "services:inbox.filter.new",
  "services:inbox.filter.contacted",
  "services:inbox.filter.closed",
]);
/** A Russian noun after a placeholder that is not a count: only fixed limits whose form is right for their value (reviewed). */
/** Placeholders a person's name fills («{{name}} ответил(а)»). */
const NAMES = new Set(["name", "student", "mentor", "user", "username", "actor", "author"]);
const FIXED_LIMITS = new Set(["auth:passwordRule", "authoring:coverage.hint", "forum:composer.tagsHint", "services:form.phoneHint"]);

describe("plurals through i18next's rules wherever a count appears", () => {
  it("every English string with {{count}} has _one and _other, unless the count stands alone", () => {
    const bare = Object.keys(all.en!).filter((k) => all.en![k]!.includes("{{count}}") && !PLURAL.test(k) && !COUNT_ALONE.has(k));
    expect(bare).toEqual([]);
  });

  it("plural forms are complete: en _one and _other, ru _one, _few, _many and _other; az one form (a noun after a number stays singular)", () => {
    const bases = new Set(
      Object.keys(all.en!)
        .filter((k) => PLURAL.test(k))
        .map(base),
    );
    for (const b of bases) {
      for (const form of ["one", "other"]) expect(all.en![`${b}_${form}`], `en ${b}_${form}`).toBeTruthy();
      for (const form of ["one", "few", "many", "other"]) expect(all.ru![`${b}_${form}`], `ru ${b}_${form}`).toBeTruthy();
      expect(all.az![b] ?? all.az![`${b}_other`], `az ${b}`).toBeTruthy();
    }
  });

  it("ru: a counted noun after a placeholder is a plural key fed by {{count}} (no «до 61 баллов»)", () => {
    const noun =
      /\{\{(\w+)\}\} (балл|вопрос|минут|секунд|час|дн|день|дня|комментари|пользовател|ответ|экзамен|тест|урок|символ|тег|цифр|ученик|звезд|звёзд|неде|модул|навык|набор)/;
    const wrong = entries("ru").filter(([k, v]) => {
      const m = v.match(noun);
      return m && !NAMES.has(m[1]!) && !FIXED_LIMITS.has(k) && !(PLURAL.test(k) && m[1] === "count");
    });
    expect(wrong.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("every counted string renders its number and no placeholder, in every namespace and language, for 0, 1, 2, 5, 21 and 61", () => {
    for (const key of new Set(
      Object.keys(all.en!)
        .filter((k) => all.en![k]!.includes("{{count}}"))
        .map(base),
    )) {
      const vars = Object.fromEntries([...(english(`${key}_other`) ?? english(key) ?? "").matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => [m[1]!, "X"]));
      for (const lng of ["az", "en", "ru"]) {
        for (const n of [0, 1, 2, 5, 21, 61]) {
          const text = i18n[lng]!.t(key, { ...vars, count: n });
          expect(text, `${lng} ${key} ${n}`).toContain(String(n));
          expect(text, `${lng} ${key} ${n}`).not.toMatch(/\{\{|_one|_other|_few|_many/);
        }
      }
    }
  });

  it("ru reads right for 1, 2, 5, 21 and 61 where the review found it wrong", () => {
    const ru = i18n.ru!;
    expect([1, 2, 5, 21, 61].map((n) => ru.t("plan:priorities.gainValue", { count: n }))).toEqual([
      "до 1 балла",
      "до 2 баллов",
      "до 5 баллов",
      "до 21 балла",
      "до 61 балла",
    ]);
    expect([1, 2, 5, 21].map((n) => ru.t("forum:comments.viewAll", { count: n }))).toEqual([
      "Показать 1 комментарий",
      "Показать все 2 комментария",
      "Показать все 5 комментариев",
      "Показать 21 комментарий",
    ]);
    expect([1, 3, 5, 21].map((n) => ru.t("plan:summary.gapUp", { count: n }))).toEqual([
      "До цели 1 балл",
      "До цели 3 балла",
      "До цели 5 баллов",
      "До цели 21 балл",
    ]);
  });
});
