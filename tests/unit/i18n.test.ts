import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES, SUPPORTED_LANGUAGES } from "~/lib/i18n";

const dir = path.resolve("app/locales");
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), "utf8"));

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}[${i}]`)));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return { [prefix]: String(value) };
}
// Plural forms differ by language (Russian has _few and _many): compare the base keys.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (flat: Record<string, string>) => [...new Set(Object.keys(flat).map((k) => k.replace(PLURAL, "")))].sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe("translations", () => {
  it("every namespace in the list has a file per language, and no file is outside the list", () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const files = fs
        .readdirSync(path.join(dir, lng))
        .map((f) => f.replace(/\.json$/, ""))
        .sort();
      expect(files).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: az, en and ru have the same keys, none empty, with the same placeholders`, () => {
      const en = flatten(read("en", ns));
      for (const lng of SUPPORTED_LANGUAGES) {
        const other = flatten(read(lng, ns));
        expect(baseKeys(other), `${lng}/${ns}.json keys`).toEqual(baseKeys(en));
        for (const [k, v] of Object.entries(other)) {
          expect(v.trim(), `${lng}/${ns}.json ${k} is empty`).not.toBe("");
          const source = en[k] ?? en[`${k.replace(PLURAL, "")}_other`] ?? en[k.replace(PLURAL, "")] ?? "";
          expect(placeholders(v), `${lng}/${ns}.json ${k} placeholders`).toEqual(placeholders(source));
        }
      }
    });
  }
});

describe("counts through i18next's plural rules (issue 27: no '1 module(s)')", () => {
  it("the exam list's module and question counts agree with their number in az, en and ru", async () => {
    const { createInstance } = await import("i18next");
    const said: Record<string, string> = {};
    for (const lng of SUPPORTED_LANGUAGES) {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: { authoring: read(lng, "authoring") } }, defaultNS: "authoring", interpolation: { escapeValue: false } });
      const counts = (modules: number, questions: number) =>
        i18n.t("exams.counts", { modules: i18n.t("exams.modules", { count: modules }), questions: i18n.t("exams.questions", { count: questions }) });
      said[lng] = [counts(1, 1), counts(2, 22), counts(5, 98)].join(" | ");
      expect(said[lng]).not.toMatch(/\(s\)|\{\{/);
    }
    expect(said.en).toBe("1 module, 1 question | 2 modules, 22 questions | 5 modules, 98 questions");
    expect(said.ru).toBe("1 модуль, 1 вопрос | 2 модуля, 22 вопроса | 5 модулей, 98 вопросов");
    expect(said.az).toBe("1 modul, 1 sual | 2 modul, 22 sual | 5 modul, 98 sual");
  });
});
