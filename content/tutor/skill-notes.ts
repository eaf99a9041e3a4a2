import { MATH_SKILLS, VERBAL_SKILLS } from "../schema";
import { SKILL_NOTES_AZ } from "./skill-notes-az";
import { SKILL_NOTES_EN } from "./skill-notes-en";
import { SKILL_NOTES_RU } from "./skill-notes-ru";
import type { SkillId, SkillNote, SkillNotes } from "./skill-note-schema";

export type { SkillId, SkillNote, SkillNotes };

const NOTES: Record<"az" | "en" | "ru", SkillNotes> = { az: SKILL_NOTES_AZ, en: SKILL_NOTES_EN, ru: SKILL_NOTES_RU };

/** The skill notes in one interface language. */
export function skillNotes(language: "az" | "en" | "ru"): SkillNotes {
  return NOTES[language];
}

/** The note of one skill (null for a skill without one). */
export function skillNote(language: "az" | "en" | "ru", skill: string): SkillNote | null {
  return (NOTES[language] as Record<string, SkillNote>)[skill] ?? null;
}

/** Every skill by test and domain, in the order of the SAT's own outline. */
export const SKILL_OUTLINE = [
  ...Object.entries(VERBAL_SKILLS).map(([domain, skills]) => ({ test: "verbal" as const, domain, skills: [...skills] as SkillId[] })),
  ...Object.entries(MATH_SKILLS).map(([domain, skills]) => ({ test: "math" as const, domain, skills: [...skills] as SkillId[] })),
];
