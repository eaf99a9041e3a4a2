import { achievements } from "#content/site/achievements";
import { commonQuestions } from "#content/site/common-questions";
import { landing } from "#content/site/landing";
import type { Language } from "~/lib/i18n";

/** The three public datasets of part 1 (landing data, achievements, common questions), per language. */
export const siteData = {
  landing: (lng: Language) => landing[lng],
  achievements: (lng: Language) => achievements[lng],
  commonQuestions: (lng: Language) => commonQuestions[lng],
};
