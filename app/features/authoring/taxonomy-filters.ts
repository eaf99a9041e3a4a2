import { DIFFICULTIES } from "./taxonomy";

type Translate = (key: string) => string;

/**
 * The taxonomy's filters of a bank search as FilterSelect props (name, label, values and what each
 * reads as), the same in the bank and in the exam builder's question picker.
 */
export function taxonomyFilters(t: Translate) {
  return {
    domain: (domains: readonly string[]) => ({
      name: "domain",
      label: t("fields.domain"),
      values: domains,
      optionLabel: (d: string) => t(`results:domains.${d}`),
    }),
    skill: (skills: readonly string[]) => ({ name: "skill", label: t("fields.skill"), values: skills, optionLabel: (s: string) => t(`results:skills.${s}`) }),
    difficulty: { name: "difficulty", label: t("fields.difficulty"), values: DIFFICULTIES, optionLabel: (d: string) => t(`difficulty.${d}`) },
  };
}
