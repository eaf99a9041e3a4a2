import type { WrittenSkill } from "../types";

/** Every Reading and Writing skill's written bank questions (one file per skill). */
export const WRITTEN_SKILLS: WrittenSkill[] = [];
