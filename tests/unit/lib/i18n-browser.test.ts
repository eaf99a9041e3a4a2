import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider as RealProvider, Trans as RealTrans, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { NAMESPACES, SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { BrowserI18n, I18nextProvider, Trans, useTranslation } from "~/lib/i18n-browser";

/**
 * Issue 30: the browser translates with app/lib/i18n-browser.tsx, the server with i18next. A page rendered
 * by one and hydrated by the other must read the same, so every key of every namespace and language is
 * translated by both, with the options the app passes (counts for plurals, values, returnObjects, a
 * namespace in the key or the hook's), and the answers compared.
 */
const dir = path.resolve("app/locales");
type Tree = Record<string, unknown>;
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), "utf8")) as Tree;

function leaves(tree: unknown, prefix = ""): [string, unknown][] {
  if (tree !== null && typeof tree === "object" && !Array.isArray(tree))
    return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, tree]];
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5];

const real = new Map<string, I18n>();
const ours = new Map<string, BrowserI18n>();
beforeAll(async () => {
  for (const lng of SUPPORTED_LANGUAGES) {
    const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, read(lng, ns)]));
    // As the server sets i18next up (app/lib/i18n.server.ts).
    const instance = createInstance();
    await instance.use(initReactI18next).init({
      lng,
      resources: { [lng]: resources },
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    real.set(lng, instance);
    ours.set(lng, new BrowserI18n({ lng, resources }));
  }
});

describe("the browser's translator answers as i18next", () => {
  for (const lng of SUPPORTED_LANGUAGES)
    for (const ns of NAMESPACES)
      it(`${lng}/${ns}: every key, with and without counts and values`, () => {
        const theirs = real.get(lng)!;
        const mine = ours.get(lng)!;
        const keys = new Set<string>();
        for (const [key, value] of leaves(read(lng, ns))) {
          keys.add(key);
          keys.add(key.replace(PLURAL, ""));
          // An object (returnObjects) one level up, as info pages and the speech words read them.
          if (key.includes(".")) keys.add(key.slice(0, key.lastIndexOf(".")));
          void value;
        }
        let compared = 0;
        for (const key of keys) {
          const vars = Object.fromEntries([...JSON.stringify(read(lng, ns)).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => [m[1]!, `«${m[1]}»`]));
          const optionSets: Record<string, unknown>[] = [{}, vars, { returnObjects: true, ...vars }, ...COUNTS.map((count) => ({ ...vars, count }))];
          for (const options of optionSets) {
            expect(mine.t(`${ns}:${key}`, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(theirs.t(`${ns}:${key}`, options));
            expect(mine.getFixedT(null, ns)(key, options)).toEqual(theirs.getFixedT(null, ns)(key, options));
            compared++;
          }
        }
        expect(compared).toBeGreaterThan(keys.size * 3);
      });

  it("a key of another namespace, a missing key, a default value and a sentence as a key", () => {
    const theirs = real.get("en")!.getFixedT(null, "exam");
    const mine = ours.get("en")!.getFixedT(null, "exam");
    for (const key of ["common:header.lessons", "exam:next", "next", "no.such.key", "results:no.such", "Something went wrong: try again.", "a:b:c"])
      expect(mine(key), key).toBe(theirs(key));
    expect(mine("no.such.key", { defaultValue: "Fallback {{n}}", n: 3 })).toBe(theirs("no.such.key", { defaultValue: "Fallback {{n}}", n: 3 }));
    expect(mine("no.such.key", "Plain default")).toBe(theirs("no.such.key", "Plain default"));
    expect(mine("questionOf", { n: 2 })).toBe(theirs("questionOf", { n: 2 }));
    expect(mine("questionOf", { n: 2 })).toBe("Question 2 of {{m}}");
  });

  it("<Trans> renders the same markup as react-i18next's, in every language", () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const props = {
        i18nKey: "supportText",
        values: { email: "help@example.org" },
        components: { mail: createElement("a", { href: "mailto:help@example.org" }) },
      };
      const theirs = renderToStaticMarkup(
        createElement(RealProvider, { i18n: real.get(lng)! }, createElement(RealTrans, { ...props, t: real.get(lng)!.getFixedT(null, "auth") })),
      );
      const mine = renderToStaticMarkup(
        createElement(I18nextProvider, { i18n: ours.get(lng)! }, createElement(Trans, { ...props, t: ours.get(lng)!.getFixedT(null, "auth") })),
      );
      expect(mine).toBe(theirs);
      expect(mine).toContain('<a href="mailto:help@example.org">help@example.org</a>');
    }
  });

  it("useTranslation gives t fixed to its first namespace, and loads a namespace the page did not bring", async () => {
    const asked: string[] = [];
    const i18n = new BrowserI18n({
      lng: "en",
      resources: { common: read("en", "common") },
      load: async (lng, ns) => {
        asked.push(`${lng}/${ns}`);
        return read(lng, ns);
      },
    });
    function Probe() {
      const { t, ready } = useTranslation(["exam", "common"]);
      return createElement("p", null, `${ready}|${t("next")}|${t("common:header.lessons")}`);
    }
    expect(renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe)))).toBe("<p>false|next|Lessons</p>");
    await i18n.loadNamespaces(["exam", "common"]);
    expect(asked).toEqual(["en/exam"]);
    expect(renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe)))).toBe("<p>true|Next|Lessons</p>");
  });
});
