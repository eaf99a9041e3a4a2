import { describe, expect, it } from "vitest";
import { SAT_START, SAT_TEST_DATES } from "#content/sat-dates";
import { countdownParts, nextTestDate, pad2, testDayWindow } from "~/features/profile/countdown";

const BAKU = { hour: 8, minute: 0, utcOffsetMinutes: 240 };

describe("the SAT calendar", () => {
  it("lists real Saturdays in the weekend-administration months, 2026 to 2028", () => {
    expect(SAT_TEST_DATES.length).toBeGreaterThanOrEqual(21);
    for (const date of SAT_TEST_DATES) {
      const d = new Date(`${date}T00:00:00Z`);
      expect(d.toISOString().slice(0, 10), date).toBe(date);
      expect(d.getUTCDay(), `${date} is a Saturday`).toBe(6);
      expect([3, 5, 6, 8, 10, 11, 12], date).toContain(d.getUTCMonth() + 1);
    }
    const years = new Set(SAT_TEST_DATES.map((d) => d.slice(0, 4)));
    expect([...years].sort()).toEqual(["2026", "2027", "2028"]);
    expect(testDayWindow(SAT_TEST_DATES[0]!, SAT_START)).not.toBeNull();
  });
});

describe("testDayWindow", () => {
  it("starts at 08:00 Baku time (04:00 UTC) and ends at Baku midnight", () => {
    expect(testDayWindow("2026-12-05", BAKU)).toEqual({ startsAt: Date.parse("2026-12-05T04:00:00Z"), endsAt: Date.parse("2026-12-05T20:00:00Z") });
  });
  it("refuses strings that are not dates", () => {
    expect(testDayWindow("2026-02-30", BAKU)).toBeNull();
    expect(testDayWindow("next week", BAKU)).toBeNull();
  });
});

describe("nextTestDate", () => {
  const dates = ["2027-03-13", "2026-12-05", "2026-11-07", "bad"];
  it("is the earliest date still ahead, whatever the order of the list", () => {
    expect(nextTestDate(dates, Date.parse("2026-11-22T12:00:00Z"), BAKU)).toEqual({ date: "2026-12-05", startsAt: Date.parse("2026-12-05T04:00:00Z") });
  });
  it("stays on the test day until that day ends (the countdown shows NOW), then moves on", () => {
    const during = Date.parse("2026-12-05T10:00:00Z");
    expect(nextTestDate(dates, during, BAKU)?.date).toBe("2026-12-05");
    expect(nextTestDate(dates, Date.parse("2026-12-05T20:00:00Z"), BAKU)?.date).toBe("2027-03-13");
  });
  it("near the end of a month it does not jump to the wrong month (the old bug)", () => {
    expect(nextTestDate(["2026-11-28", "2026-12-05"], Date.parse("2026-11-29T09:00:00Z"), BAKU)?.date).toBe("2026-12-05");
  });
  it("is null when the calendar has no future date", () => {
    expect(nextTestDate(dates, Date.parse("2030-01-01T00:00:00Z"), BAKU)).toBeNull();
    expect(nextTestDate([], Date.now(), BAKU)).toBeNull();
  });
});

describe("countdownParts", () => {
  const target = Date.parse("2026-12-05T04:00:00Z");
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(target, Date.parse("2026-11-22T02:32:27Z"))).toEqual({ done: false, days: 13, hours: 1, minutes: 27, seconds: 33 });
    expect(countdownParts(target, target - 1500)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  it("is done (NOW) when no time remains", () => {
    expect(countdownParts(target, target - 999)).toMatchObject({ done: true, days: 0, seconds: 0 });
    expect(countdownParts(target, target + 60_000)).toEqual({ done: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it("pads to two digits", () => {
    expect([0, 5, 10, 123].map(pad2)).toEqual(["00", "05", "10", "123"]);
  });
});
