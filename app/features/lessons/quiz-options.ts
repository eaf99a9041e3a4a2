/** A quiz's options and size, apart from its zod schemas (lesson-input.ts, authoring-input.ts), which the forms load on first use. */
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** The most questions a lesson's quiz has. */
export const MAX_QUESTIONS = 10;
