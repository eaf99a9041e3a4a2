import { describe, expect, it } from "vitest";
import { parseRange } from "~/features/lessons/range";

describe("HTTP Range headers for lesson videos", () => {
  it("reads the forms browsers send", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("shortens a long range to the largest piece an answer carries", () => {
    expect(parseRange("bytes=0-", 10_000_000, 2_000_000)).toEqual({ start: 0, end: 1_999_999 });
  });

  it("answers the whole file for no header, several ranges or nonsense, and 416 past the end", () => {
    for (const header of [null, "", "bytes=0-1,5-9", "items=0-5", "bytes=-", "bytes=9-2"]) expect(parseRange(header, 1000), String(header)).toBeNull();
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
