/* The plan forms' limits and choices, apart from their zod schemas (plan-schema.ts), which the forms load on first use. */

/** A target score: 400 to 1600 in steps of 10. */
export const TARGET_MIN = 400;
export const TARGET_MAX = 1600;
export const TARGET_STEP = 10;

/** The mentor's "assign a practice set" form: lengths, difficulties, the note's length. */
export const ASSIGN_LENGTHS = [5, 10, 20] as const;
export const ASSIGN_DIFFICULTIES = ["adaptive", "easy", "medium", "hard"] as const;
export const NOTE_MAX = 500;
