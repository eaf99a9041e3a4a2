import { describe, expect, it } from "vitest";
import { acceptedAnswerProblem, entryAdvice, entryPreview, gridInProblem, gridInValue, normalizeGridIn, readGridIn } from "#grading/grid-in";
import { AcceptedAnswerSchema, GridInEntrySchema } from "~/lib/grid-in-schemas";
import { isOpenEndedCorrect } from "#grading/answer-check";

describe("the grid-in rule (student-produced responses)", () => {
  it.each(["", "7", "3/4", ".75", "0.75", "12345", "-1234", "-3/4", "-.5", "100/3", "3/", "-", "."])("the box holds %j", (v) =>
    expect(gridInProblem(v)).toBeNull(),
  );

  it.each([
    ["123456", "length"],
    ["-123456", "length"],
    ["-12345a", "characters"],
    ["2%", "characters"],
    ["$3", "characters"],
    ["1e3", "characters"],
    ["1 1/2", "space"],
    ["1..2", "points"],
    ["1//2", "slashes"],
    ["--1", "minus"],
    ["1-2", "minus"],
    ["abc", "characters"],
  ])("refuses %j (%s)", (v, problem) => expect(gridInProblem(v)).toBe(problem));

  it("reads a decimal comma as a decimal point, so 0,5 is one half and never 5", () => {
    expect(normalizeGridIn("0,5")).toBe("0.5");
    expect(readGridIn("0,5")).toEqual({ ok: true, entry: "0.5" });
    expect(readGridIn(",75")).toEqual({ ok: true, entry: ".75" });
    expect(readGridIn("-2,5")).toEqual({ ok: true, entry: "-2.5" });
    expect(gridInValue("0,5")).toBe(0.5);
    expect(gridInValue("1,5/2")).toBe(0.75);
  });

  it("a comma counts as the one decimal point: 1,2.5 and 1,2,3 are refused, not joined", () => {
    expect(readGridIn("1,2.5")).toEqual({ ok: false, problem: "points" });
    expect(readGridIn("1,2,3")).toEqual({ ok: false, problem: "points" });
  });

  it("surrounding spaces are dropped, inner ones refused", () => {
    expect(readGridIn("  2.5 ")).toEqual({ ok: true, entry: "2.5" });
    expect(readGridIn("1 1/2")).toEqual({ ok: false, problem: "space" });
  });

  it("grades a comma entry like the point entry", () => {
    expect(isOpenEndedCorrect("0,5", "1/2")).toBe(true);
    expect(isOpenEndedCorrect("2,50", "5/2|||2.5")).toBe(true);
    expect(isOpenEndedCorrect("-0,75", "-3/4")).toBe(true);
    expect(isOpenEndedCorrect("0,5", "5")).toBe(false);
    // An accepted answer written with a comma (a teacher's) is read the same way.
    expect(isOpenEndedCorrect(".5", "0,5")).toBe(true);
  });

  it("the entry schema (autosave and submit) keeps the normalized entry and names the problem", () => {
    expect(GridInEntrySchema.parse(" 0,5")).toBe("0.5");
    expect(GridInEntrySchema.parse("3/")).toBe("3/");
    const refused = GridInEntrySchema.safeParse("1234567");
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe("exam.errors.gridIn.length");
    expect(GridInEntrySchema.safeParse("x".repeat(100_000)).error!.issues[0]!.message).toBe("exam.errors.gridIn.length");
  });

  it("an accepted answer must be a complete number that fits the box", () => {
    for (const ok of ["3/4", ".75", "0,75", "-2", "12345", "-1/3"]) expect(acceptedAnswerProblem(ok), ok).toBeNull();
    expect(acceptedAnswerProblem("3/")).toBe("notANumber");
    expect(acceptedAnswerProblem("-")).toBe("notANumber");
    expect(acceptedAnswerProblem("1/0")).toBe("notANumber");
    expect(acceptedAnswerProblem("")).toBe("notANumber");
    expect(acceptedAnswerProblem("123456")).toBe("length");
    expect(acceptedAnswerProblem("1 1/2")).toBe("space");
    expect(AcceptedAnswerSchema.parse("0,75")).toBe("0.75");
    expect(AcceptedAnswerSchema.safeParse("3/").error!.issues[0]!.message).toBe("exam.errors.gridIn.notANumber");
  });

  it("previews a fraction as numerator over denominator", () => {
    expect(entryPreview("-3/4")).toEqual({ kind: "fraction", sign: "-", num: "3", den: "4" });
    expect(entryPreview("2.5")).toEqual({ kind: "text", text: "2.5" });
    expect(entryPreview("")).toEqual({ kind: "empty" });
  });
});

describe("entryAdvice (issue 30: 1/0 is kept in the box but said to be impossible)", () => {
  it("names a fraction over zero, however the zero is written", () => {
    for (const e of ["1/0", "-3/0", "1/0.0", "2/00", "1,5/0,", ".5/0."]) expect(entryAdvice(e), e).toBe("zeroDenominator");
  });
  it("says nothing of numbers, unfinished entries or other denominators", () => {
    for (const e of ["", "0", "1/", "1/.", "3/4", "1/0.5", "10/10", "0/5", "-"]) expect(entryAdvice(e), e).toBeNull();
  });
});
