import { describe, expect, it } from "vitest";
import { entryPreview, isAllowedEntry } from "~/features/exam/entry-rules";

describe("student-produced response entry", () => {
  it.each(["", "7", "3/4", ".75", "0.75", "12345", "-1234", "-3/4", "-.5", "100/3"])("accepts %j", (v) => expect(isAllowedEntry(v)).toBe(true));
  it.each(["123456", "-12345a", "1,5", "2%", "$3", "1 1/2", "1..2", "1//2", "--1", "1-2", "abc", "-123456"])("refuses %j", (v) => expect(isAllowedEntry(v)).toBe(false));
  it("previews a fraction as numerator over denominator", () => {
    expect(entryPreview("-3/4")).toEqual({ kind: "fraction", sign: "-", num: "3", den: "4" });
    expect(entryPreview("2.5")).toEqual({ kind: "text", text: "2.5" });
    expect(entryPreview("")).toEqual({ kind: "empty" });
  });
});
