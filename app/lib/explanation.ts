/**
 * A question's explanation in the student's language (issue 32, decision 0062). `questions.explanation` is the
 * English original; `questions.explanation_i18n` holds `{ az?, ru? }`. Every place that shows an explanation (the
 * result page and API, practice feedback, the notebook, review sheets, the teacher's question view, Lingo) sends
 * the English and, when the reader's language is az or ru and the question has it, the translation beside it;
 * the page shows the translation with "Show in English" one click away (app/ui/explanation.tsx), or the English
 * with a quiet note that it is not translated yet.
 */
export const EXPLANATION_LANGUAGES = ["az", "ru"] as const;
export type ExplanationLanguage = (typeof EXPLANATION_LANGUAGES)[number];
export type ExplanationI18n = Partial<Record<ExplanationLanguage, string>>;

/** The translation a reader of `lng` gets: `{ language, html }`, or null for English readers and untranslated questions. */
export type ExplanationTranslation = { language: ExplanationLanguage; html: string } | null;

export function isExplanationLanguage(lng: string): lng is ExplanationLanguage {
  return (EXPLANATION_LANGUAGES as readonly string[]).includes(lng);
}

/** The explanation's translation into `lng` (passed through `render`, e.g. KaTeX on the server), or null. */
export function explanationTranslation(
  i18n: ExplanationI18n | null | undefined,
  lng: string,
  render: (html: string) => string = (h) => h,
): ExplanationTranslation {
  if (!isExplanationLanguage(lng)) return null;
  const html = i18n?.[lng]?.trim();
  return html ? { language: lng, html: render(html) } : null;
}
