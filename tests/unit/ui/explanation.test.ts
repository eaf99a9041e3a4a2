import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n.server";
import { Explanation } from "~/ui/explanation";
import type { ExplanationTranslation } from "~/lib/explanation";

/** The explanation as a page first renders it (decision 0062): the translation with "Show in English", or the English with a note. */
async function render(lng: "az" | "en" | "ru", translation: ExplanationTranslation) {
  const i18n = await i18nFor(lng);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Explanation, { english: "<p>Add 2.</p>", translation })));
}

describe("an explanation in the reader's language", () => {
  it("shows the translation first, in its language, with a toggle button to the English", async () => {
    const html = await render("ru", { language: "ru", html: "<p>Прибавьте 2.</p>" });
    expect(html).toContain('lang="ru"');
    expect(html).toContain("<p>Прибавьте 2.</p>");
    expect(html).not.toContain("Add 2.");
    expect(html).toMatch(/<button type="button" aria-pressed="false" aria-controls="[^"]+"[^>]*>Показать на английском<\/button>/);
    expect(html).not.toContain("только на английском");
  });

  it("without a translation: the English, marked as English, with a quiet note for az and ru readers", async () => {
    const az = await render("az", null);
    expect(az).toContain('lang="en"');
    expect(az).toContain("<p>Add 2.</p>");
    expect(az).toContain("Bu izah hələlik yalnız ingilis dilindədir.");
    expect(az).not.toContain("<button");
    const en = await render("en", null);
    expect(en).not.toContain("English only");
    expect(en).not.toContain("<button");
  });
});
