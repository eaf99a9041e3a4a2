import { describe, expect, it } from "vitest";
import { addHighlight, snapToWords } from "~/features/question-view/highlights";

const text = "The small harbor town's fishermen—rarely idle—set out at dawn.";
const span = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
const cut = (r: { start: number; end: number } | null) => (r ? text.slice(r.start, r.end) : null);

describe("snapToWords (issue 30: a highlight never cuts a word)", () => {
  it("widens a selection that starts or ends inside a word to the whole word", () => {
    expect(cut(snapToWords(text, { start: span("small").start + 2, end: span("harbor").start + 3 }))).toBe("small harbor");
    expect(cut(snapToWords(text, { start: span("arb").start, end: span("arb").end }))).toBe("harbor");
  });
  it("keeps apostrophes and hyphens inside words, and stops at a dash or punctuation", () => {
    expect(cut(snapToWords(text, { start: span("town").start + 1, end: span("town").end }))).toBe("town's");
    expect(cut(snapToWords(text, { start: span("rarely").start + 1, end: span("rarely").start + 3 }))).toBe("rarely");
    expect(cut(snapToWords(text, { start: span("dawn").start, end: span("dawn").end + 1 }))).toBe("dawn.");
  });
  it("drops spaces at the ends, and a selection of spaces only is no highlight", () => {
    expect(cut(snapToWords(text, { start: span(" small ").start, end: span(" small ").end }))).toBe("small");
    expect(snapToWords(text, { start: 3, end: 4 })).toBeNull();
  });
  it("a snapped highlight replaces the ones it overlaps", () => {
    const first = { ...snapToWords(text, span("small"))!, color: "yellow" as const };
    const wider = { ...snapToWords(text, { start: span("small").start + 1, end: span("harbor").end - 1 })!, color: "blue" as const };
    expect(addHighlight([first], wider)).toEqual([wider]);
  });
});
