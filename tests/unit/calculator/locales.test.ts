import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { CalcErrorCode } from "../../../app/features/calculator/calc-error";
import type { PoiKind } from "../../../app/features/calculator/points-of-interest";

const root = join(__dirname, "../../..");
type Tree = { [key: string]: string | Tree };
const load = (language: string): Tree => JSON.parse(readFileSync(join(root, `app/locales/${language}/calculator.json`), "utf8"));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const languages = { az: flatten(load("az")), en: flatten(load("en")), ru: flatten(load("ru")) };
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

const errorCodes: Record<CalcErrorCode, true> = {
  syntax: true,
  unknownSymbol: true,
  unknownFunction: true,
  needsParentheses: true,
  wrongArgumentCount: true,
  divisionByZero: true,
  undefinedResult: true,
  tooLarge: true,
  unsupported: true,
  circular: true,
  duplicateDefinition: true,
  reservedName: true,
  noVariables: true,
  regressionNeedsLists: true,
  regressionLengths: true,
  regressionTooFewPoints: true,
  regressionFailed: true,
};
const poiKinds: Record<PoiKind, true> = { xIntercept: true, yIntercept: true, intersection: true, minimum: true, maximum: true };

describe("calculator translations", () => {
  test("az, en and ru have the same keys, none empty, with the same placeholders", () => {
    const english = [...languages.en.keys()].sort();
    for (const [language, entries] of Object.entries(languages)) {
      expect([...entries.keys()].sort(), language).toEqual(english);
      for (const [key, text] of entries) {
        expect(text.trim(), `${language}:${key}`).not.toBe("");
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(languages.en.get(key)!));
      }
    }
  });

  test("az and ru are translated, not copies of English", () => {
    for (const key of ["title", "tabs.graphing", "errors.syntax", "errors.divisionByZero", "reference.facts.triangle"]) {
      expect(languages.az.get(key), key).not.toBe(languages.en.get(key));
      expect(languages.ru.get(key), key).not.toBe(languages.en.get(key));
    }
  });

  test("every error code and point-of-interest kind has a message", () => {
    for (const code of Object.keys(errorCodes)) expect(languages.en.has(`errors.${code}`), code).toBe(true);
    for (const kind of Object.keys(poiKinds)) expect(languages.en.has(`graph.poi.${kind}`), kind).toBe(true);
    for (const side of ["above", "below", "left", "right", "holds"]) expect(languages.en.has(`graph.shading.${side}`), side).toBe(true);
  });

  test("every literal key used by the components exists", () => {
    const folders = ["app/features/calculator", "app/features/reference-sheet"];
    const used = new Set<string>();
    for (const folder of folders) {
      for (const file of readdirSync(join(root, folder)).filter((name) => /\.tsx?$/.test(name))) {
        const source = readFileSync(join(root, folder, file), "utf8");
        for (const match of source.matchAll(/\bt\(\s*"([\w.]+)"/g)) used.add(match[1]);
        for (const match of source.matchAll(/\bname: "(keys\.\w+)"/g)) used.add(match[1]);
        for (const match of source.matchAll(/\? "([a-z]+\.[\w.]+)" : "([a-z]+\.[\w.]+)"/g)) used.add(match[1]).add(match[2]);
      }
    }
    expect(used.size).toBeGreaterThan(60);
    for (const key of used) expect(languages.en.has(key), key).toBe(true);
  });
});
