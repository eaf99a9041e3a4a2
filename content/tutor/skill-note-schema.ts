import type { MATH_SKILLS, VERBAL_SKILLS } from "../schema";

export type SkillId = (typeof VERBAL_SKILLS)[keyof typeof VERBAL_SKILLS][number] | (typeof MATH_SKILLS)[keyof typeof MATH_SKILLS][number];

/**
 * A short study note per SAT skill, in each interface language: what the skill asks (`summary`), how to
 * work such a question step by step (`steps`), and words a student may use for it (`keywords`, lower case,
 * for Lingo's offline mode to find the note a message is about). Markdown; math as $…$ TeX.
 */
export type SkillNote = { summary: string; steps: string[]; keywords: string[] };
export type SkillNotes = Record<SkillId, SkillNote>;
