/**
 * Explanations in Azerbaijani and Russian (issue 32), keyed by question id (exam items such as
 * "pt1-rw-m1-01" and the Reading and Writing bank's items). The question text, passages and choices stay in
 * English as on the real test; only the explanation is translated. Each value is the whole explanation's
 * HTML with the same structure, numbers, TeX math (\( … \)) and quotations as the English original, in the
 * glossary's terms (docs/glossary.md). A question without an entry here shows its English explanation.
 */
import az from "./az";
import ru from "./ru";

export type ExplanationTranslations = Readonly<Record<string, string>>;

export const explanationTranslations: Readonly<Record<"az" | "ru", ExplanationTranslations>> = { az, ru };
