import { gridInValue, normalizeGridIn } from "./grid-in";

/**
 * Grading of one answer, shared by the exam runtime, the result page, practice sets and the tutor.
 * Single choice: correct when the chosen choice is the correct one. Open ended: correct when the
 * entry equals an accepted answer, where numerically equal forms count as on the real test
 * ("1/2", ".5" and "0.5"). Entries and accepted answers are read by the grid-in rule
 * (grid-in.ts): surrounding spaces ignored, a decimal comma is a point ("0,5").
 */
export function parseStudentNumber(entry: string): number | null {
  return gridInValue(entry);
}

export function acceptedAnswers(list: string | null | undefined): string[] {
  return (list ?? "")
    .split("|||")
    .map((a) => a.trim())
    .filter(Boolean);
}

export function isOpenEndedCorrect(entry: string | null | undefined, accepted: string | null | undefined): boolean {
  if (entry == null || entry.trim() === "") return false;
  const answers = acceptedAnswers(accepted);
  const normalized = normalizeGridIn(entry);
  if (answers.some((a) => normalizeGridIn(a) === normalized)) return true;
  const value = parseStudentNumber(normalized);
  if (value === null) return false;
  return answers.some((a) => {
    const v = parseStudentNumber(a);
    return v !== null && Math.abs(v - value) < 1e-9;
  });
}

export function isChoiceCorrect(selectedChoiceId: number | null | undefined, correctChoiceId: number | null | undefined) {
  return selectedChoiceId != null && correctChoiceId != null && selectedChoiceId === correctChoiceId;
}
