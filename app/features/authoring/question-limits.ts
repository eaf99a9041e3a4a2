/**
 * An authored question's limits and patterns, apart from its zod schema (question-schema.ts): the form
 * reads them when it renders and loads the schema when first used (issue 30, `useLazyChecks`).
 */

export const LIMITS = {
  identifier: 64,
  title: 2_000,
  html: 20_000,
  // A choice may be a graph drawn by the figure module (an SVG of a few thousand characters).
  choice: 20_000,
  passageTitle: 200,
  tag: 40,
  tags: 20,
  answers: 10,
  svg: 200_000,
  alt: 1_000,
  ordering: 1_000_000,
} as const;

/** As in content/: lower-case words and digits joined by "-" ("pt1-math-m1-06"). */
export const IDENTIFIER_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ANSWER_SEPARATOR = "|||";

/** The words of HTML, without markup: used to tell an empty editor ("<p></p>") from text. */
export function visibleText(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/gi, " figure ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
