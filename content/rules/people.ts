/**
 * The reviewed ledger of people that passages credit with work, and real findings with the people who made
 * them (content/rules/sources.ts). Reviewed by hand: add a name only after checking that the credit is right.
 * `real: false` is for invented people whom a passage credits with nothing real (a student, a designer in a
 * made-up scenario); an invented person never gets a real finding.
 */
export type Person = { name: string; real: boolean; note: string };

export const REVIEWED_PEOPLE: Person[] = [];

export type RealFinding = {
  finding: string;
  /** All must match the passage's plain text for the finding to be "stated". */
  match: RegExp[];
  /** Who made it, in words, and a pattern every credited name must match. */
  by: string;
  credit: RegExp;
};

export const REAL_FINDINGS: RealFinding[] = [];
