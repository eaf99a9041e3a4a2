import { createInstance, type i18n as I18n } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import az from "~/locales/az/results.json";
import en from "~/locales/en/results.json";
import ru from "~/locales/ru/results.json";
import { ScoreSummary } from "~/features/results/score-summary";
import type { ResultSummary } from "~/features/results/result-types";

// The result page's score card shows each section's band and one sentence on what it means (issue 28, req. 7).
const summary: ResultSummary = {
  correct: 60,
  total: 98,
  percent: 61,
  by_difficulty: { easy: { correct: 30, total: 33 }, medium: { correct: 20, total: 38 }, hard: { correct: 10, total: 27 } },
  sections: [
    { test: "verbal", name: "Reading and Writing", raw: 37, total: 54, path: "harder", estimate: { score: 600, low: 560, high: 640, level: 0.8, se: 31 } },
    { test: "math", name: "Math", raw: 23, total: 44, path: "easier", estimate: { score: 480, low: 440, high: 520, level: 0.8, se: 30 } },
  ],
  total_estimate: { score: 1080, low: 1020, high: 1140, level: 0.8, se: 43 },
  domains: [],
};

async function render(lng: "az" | "en" | "ru") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { az: { results: az }, en: { results: en }, ru: { results: ru } }, defaultNS: "results" });
  return html(i18n, summary);
}

const html = (i18n: I18n, s: ResultSummary) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ScoreSummary, { summary: s })));

describe("the score card's band", () => {
  it("in English: '80% likely between 560 and 640' per section, and what the band means", async () => {
    const out = await render("en");
    expect(out).toContain("80% likely between 560 and 640");
    expect(out).toContain("80% likely between 440 and 520");
    expect(out).toContain("80% likely between 1020 and 1140");
    expect(out).toContain("of ten students shown such a band, about 8 have their true level inside it");
  });
  it.each([
    ["az", "80% ehtimalla 560 ilə 640 arasında", "təxminən 8 nəfərin"],
    ["ru", "С вероятностью 80% между 560 и 640", "примерно у 8"],
  ] as const)("in %s too", async (lng, band, meaning) => {
    const out = await render(lng);
    expect(out).toContain(band);
    expect(out).toContain(meaning);
  });
  it("a table estimate without a level shows its range but no band sentence", async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { results: en } }, defaultNS: "results" });
    const out = html(i18n, {
      ...summary,
      sections: summary.sections.map((s) => ({ ...s, estimate: { score: 600, low: 560, high: 640 } })),
      total_estimate: null,
    });
    expect(out).toContain("(560-640)");
    expect(out).not.toContain("80% likely between");
    expect(out).not.toContain('data-testid="band-meaning"');
  });
});
