/**
 * Explanations of the Math generators in the student's language (issue 32, decision 0063). A step of the
 * method or a distractor's "why" is either an English string (not translated yet) or a `Localized` text:
 * the English and, where written, the Azerbaijani and Russian, each a template literal over the same
 * computed values, so every language shows the same numbers and the same TeX. build.ts puts a language's
 * explanation together only when every step and every chosen distractor's line has that language; otherwise
 * the question has no explanation in it and the student reads the English one (with a quiet note).
 *
 *   steps: [loc({
 *     en: `Divide both sides by ${mn(a)}: ${m(eq)}.`,
 *     az: `Hər iki tərəfi ${mn(a)} ədədinə bölün: ${m(eq)}.`,
 *     ru: `Разделите обе части на ${mn(a)}: ${m(eq)}.`,
 *   })]
 *
 * Words a generator draws (an item's name, a unit) are drawn as `Localized` too (`r.pick` of a list of them
 * takes the same draw as a list of strings, so the questions do not change) and put in each language's template.
 * tests/unit/explanations/ checks that each translation has the English's math and numbers.
 */
export const EXPLANATION_LANGUAGES = ["az", "ru"] as const;
export type ExplanationLanguage = (typeof EXPLANATION_LANGUAGES)[number];

export type Localized = { en: string } & Partial<Record<ExplanationLanguage, string>>;
/** A piece of an explanation: English only (a plain string) or localized. */
export type Text = string | Localized;

/** A localized text (the identity; it names the shape at the call). */
export const loc = (text: Localized): Localized => text;

/** The text in `lng`, or undefined when it is not written in it. English is always there. */
export function textIn(text: Text, lng: "en" | ExplanationLanguage): string | undefined {
  if (typeof text === "string") return lng === "en" ? text : undefined;
  return text[lng];
}

/** The English of a text. */
export const en = (text: Text): string => (typeof text === "string" ? text : text.en);

/**
 * Joins texts, keeping every language in which all of them are written: join([a, " ", b]). Plain strings
 * without letters (punctuation, TeX) count as written in every language.
 */
export function join(parts: readonly Text[], separator = ""): Localized {
  const out: Localized = { en: parts.map(en).join(separator) };
  for (const lng of EXPLANATION_LANGUAGES) {
    const each = parts.map((p) => (typeof p === "string" && !/\p{L}/u.test(p.replace(/\\\(.*?\\\)/g, "")) ? p : textIn(p, lng)));
    if (each.every((x) => x !== undefined)) out[lng] = each.join(separator);
  }
  return out;
}
