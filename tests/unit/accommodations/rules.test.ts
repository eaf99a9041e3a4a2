import { describe, expect, test } from "vitest";
import { breakSeconds, moduleSeconds, pickAccommodation } from "../../../app/features/accommodations/rules";
import { AccommodationSchema } from "../../../app/features/accommodations/schema";

describe("accommodation rules (applied by the server)", () => {
  test("extended time multiplies each module's time", () => {
    expect(moduleSeconds(32 * 60, null)).toBe(1920);
    expect(moduleSeconds(32 * 60, { timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 })).toBe(2880);
    expect(moduleSeconds(35 * 60, { timePercent: 200, breakPercent: 100, extraBreakMinutes: 0 })).toBe(4200);
  });

  test("breaks: the scheduled one longer, an extra one where none is scheduled, none after the last module", () => {
    const a = { timePercent: 100, breakPercent: 200, extraBreakMinutes: 5 };
    expect(breakSeconds(600, false, a)).toBe(1200);
    expect(breakSeconds(0, false, a)).toBe(300);
    expect(breakSeconds(0, true, a)).toBe(0);
    expect(breakSeconds(600, false, null)).toBe(600);
    expect(breakSeconds(0, false, null)).toBe(0);
  });

  test("an exam's own row wins over the every-exam row; standard values mean none", () => {
    const all = { examId: null, timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 };
    const own = { examId: 7, timePercent: 100, breakPercent: 100, extraBreakMinutes: 0 };
    expect(pickAccommodation([all], 7)).toEqual({ timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 });
    expect(pickAccommodation([all, own], 7)).toBeNull();
    expect(pickAccommodation([all, own], 8)).toEqual({ timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 });
    expect(pickAccommodation([], 8)).toBeNull();
  });

  test("the form accepts only the offered values", () => {
    expect(AccommodationSchema.safeParse({ exam: "all", timePercent: "150", breakPercent: "200", extraBreakMinutes: "5" }).success).toBe(true);
    expect(AccommodationSchema.safeParse({ exam: "3", timePercent: "175", breakPercent: "100", extraBreakMinutes: "0" }).success).toBe(false);
    expect(AccommodationSchema.safeParse({ exam: "-1", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" }).success).toBe(false);
    expect(AccommodationSchema.safeParse({ exam: "all", timePercent: "150", breakPercent: "100", extraBreakMinutes: "7" }).success).toBe(false);
  });
});
