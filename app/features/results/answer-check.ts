/**
 * Grading of one answer, shared by the exam runtime and the result page.
 * Single choice: correct when the chosen choice is the correct one. Open ended: correct when the
 * entry equals an accepted answer, where numerically equal forms count as on the real test
 * ("1/2", ".5" and "0.5"; surrounding spaces ignored).
 */
export function parseStudentNumber(entry: string): number | null {
  const s = entry.trim().replace(/\s+/g, "");
  const m = s.match(/^(-)?(\d+(?:\.\d*)?|\.\d+)(?:\/(\d+(?:\.\d*)?|\.\d+))?$/);
  if (!m) return null;
  const num = Number(m[2]);
  const den = m[3] === undefined ? 1 : Number(m[3]);
  if (!Number.isFinite(num) || !Number.isFinite(den) || den === 0) return null;
  return (m[1] ? -1 : 1) * (num / den);
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
  const normalized = entry.trim().replace(/\s+/g, "");
  if (answers.some((a) => a.replace(/\s+/g, "") === normalized)) return true;
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
