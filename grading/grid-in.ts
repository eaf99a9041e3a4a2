/**
 * The one rule for a student-produced response ("grid-in"), as on the digital SAT: digits, one
 * decimal point, one fraction bar and a leading minus sign; at most 5 characters, 6 with the minus.
 * The answer box, autosave, submit, grading and the teachers' accepted answers all read entries
 * through this file, so an entry means the same number everywhere.
 *
 * A decimal comma is a decimal point (decision 0023): students in Azerbaijan and Russia write 0,5,
 * and their phones' decimal keypads offer only a comma. The box shows the point at once.
 */

export const GRID_IN_MAX = 5;
export const GRID_IN_MAX_WITH_MINUS = 6;

/** Why an entry cannot stand in the box; each has a message `exam.errors.gridIn.<problem>` (common). */
export type GridInProblem = "characters" | "space" | "minus" | "points" | "slashes" | "length";
/** An accepted answer must also be a whole number expression ("3/", "-" and "1/0" are not). */
export type AcceptedAnswerProblem = GridInProblem | "notANumber";

export const gridInMessage = (problem: AcceptedAnswerProblem) => `exam.errors.gridIn.${problem}`;

/** The entry as it is kept and graded: surrounding spaces dropped, every comma read as a decimal point. */
export function normalizeGridIn(raw: string): string {
  return raw.trim().replace(/,/g, ".");
}

/**
 * Why a normalized entry cannot stand in the box, or null when it can. Unfinished entries ("3/",
 * "-", ".") can: the box holds them while the student types, and they are graded as wrong.
 */
export function gridInProblem(entry: string): GridInProblem | null {
  if (/\s/.test(entry)) return "space";
  if (!/^[-0-9./]*$/.test(entry)) return "characters";
  if (entry.lastIndexOf("-") > 0) return "minus";
  if ((entry.match(/\./g) ?? []).length > 1) return "points";
  if ((entry.match(/\//g) ?? []).length > 1) return "slashes";
  if (entry.length > (entry.startsWith("-") ? GRID_IN_MAX_WITH_MINUS : GRID_IN_MAX)) return "length";
  return null;
}

/** Reads what the student typed: the entry to keep, or why it is refused. */
export function readGridIn(raw: string): { ok: true; entry: string } | { ok: false; problem: GridInProblem } {
  const entry = normalizeGridIn(raw);
  const problem = gridInProblem(entry);
  return problem ? { ok: false, problem } : { ok: true, entry };
}

/** The number an entry stands for ("3/4", "-.5", "0,5"), or null when it is not (yet) a number. */
export function gridInValue(raw: string): number | null {
  const m = normalizeGridIn(raw).match(/^(-)?(\d+(?:\.\d*)?|\.\d+)(?:\/(\d+(?:\.\d*)?|\.\d+))?$/);
  if (!m) return null;
  const num = Number(m[2]);
  const den = m[3] === undefined ? 1 : Number(m[3]);
  if (!Number.isFinite(num) || !Number.isFinite(den) || den === 0) return null;
  return (m[1] ? -1 : 1) * (num / den);
}

/**
 * What the student should know of an entry the box holds but that can never be right: a fraction over
 * zero ("1/0", "3/0.0"). Null otherwise (unfinished entries such as "3/" are still being typed).
 */
export function entryAdvice(entry: string): "zeroDenominator" | null {
  const m = normalizeGridIn(entry).match(/\/([0-9.]*)$/);
  return m && /\d/.test(m[1]!) && Number(m[1]) === 0 ? "zeroDenominator" : null;
}

/** Why a teacher's accepted answer is not a complete grid-in entry, or null when it is. */
export function acceptedAnswerProblem(raw: string): AcceptedAnswerProblem | null {
  const read = readGridIn(raw);
  if (!read.ok) return read.problem;
  return gridInValue(read.entry) === null ? "notANumber" : null;
}

/** How the entry reads as math, for the preview under the box: "3/4" -> fraction, else as kept. */
export function entryPreview(value: string): { kind: "empty" } | { kind: "fraction"; sign: string; num: string; den: string } | { kind: "text"; text: string } {
  if (!value) return { kind: "empty" };
  const m = value.match(/^(-?)([0-9.]*)\/([0-9.]*)$/);
  if (m) return { kind: "fraction", sign: m[1]!, num: m[2] || " ", den: m[3] || " " };
  return { kind: "text", text: value };
}
