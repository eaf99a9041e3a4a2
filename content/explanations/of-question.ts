import { explanationTranslations } from ".";

/**
 * A question's explanation in az and ru as the seed stores it (`questions.explanation_i18n`, decision 0062):
 * what the question brings itself (a Math generator's templates) with the written translations of
 * content/explanations/{az,ru}/ (by question id) over it.
 */
export function explanationI18nOf(q: { id: string; explanationI18n?: { az?: string; ru?: string } }): { az?: string; ru?: string } {
  const out: { az?: string; ru?: string } = { ...q.explanationI18n };
  for (const lng of ["az", "ru"] as const) {
    const written = explanationTranslations[lng][q.id];
    if (written?.trim()) out[lng] = written;
  }
  return out;
}
