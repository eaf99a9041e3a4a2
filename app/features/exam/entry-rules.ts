/**
 * What the student-produced response box accepts, as on the SAT: digits, one '.', one '/', a
 * leading '-'; at most 5 characters, 6 when the answer starts with a minus sign.
 */
export function isAllowedEntry(value: string): boolean {
  if (value === "") return true;
  if (!/^-?[0-9./]*$/.test(value)) return false;
  const max = value.startsWith("-") ? 6 : 5;
  if (value.length > max) return false;
  if ((value.match(/\./g) ?? []).length > 1 || (value.match(/\//g) ?? []).length > 1) return false;
  return true;
}

/** How the entry reads as math, for the preview under the box: "3/4" -> fraction, else as typed. */
export function entryPreview(value: string): { kind: "empty" } | { kind: "fraction"; sign: string; num: string; den: string } | { kind: "text"; text: string } {
  if (!value) return { kind: "empty" };
  const m = value.match(/^(-?)([0-9.]*)\/([0-9.]*)$/);
  if (m) return { kind: "fraction", sign: m[1]!, num: m[2] || " ", den: m[3] || " " };
  return { kind: "text", text: value };
}
