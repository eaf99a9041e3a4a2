import type { TFunction } from "i18next";
import { placeOfSkill, domainsOf } from "../options";
import { MATH_SKILLS, VERBAL_SKILLS } from "#content/skills";

/** A set's name for people: its skill, its domain, its test, "mixed" or "from your notebook". */
export function setTitle(set: { origin: string; test: "verbal" | "math" | null; skills: string[] }, t: TFunction<any, any>): string {
  if (set.origin === "notebook") return t("practice:titles.notebook");
  if (set.skills.length === 1) return t("practice:titles.skill", { skill: t(`results:skills.${set.skills[0]}`) });
  if (set.skills.length > 1 && set.test) {
    const all: Record<string, readonly string[]> = set.test === "verbal" ? VERBAL_SKILLS : MATH_SKILLS;
    const domain = domainsOf(set.test).find((d) => all[d]!.length === set.skills.length && all[d]!.every((s) => set.skills.includes(s)));
    if (domain) return t("practice:titles.skill", { skill: t(`results:domains.${domain}`) });
  }
  if (set.skills.length > 1) {
    const place = placeOfSkill(set.skills[0]!);
    if (place) return t("practice:titles.skill", { skill: t(`results:tests.${place.test}`) });
  }
  if (set.test) return t("practice:titles.skill", { skill: t(`results:tests.${set.test}`) });
  return t("practice:titles.mixed");
}
