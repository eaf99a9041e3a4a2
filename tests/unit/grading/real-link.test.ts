import { describe, expect, it } from "vitest";
import { linkedTotal, linkReports, MIN_REPORTS, SLOPE_PRIOR, type LinkPair } from "#grading/real-link";
import { OfficialScoreSchema, latestToday } from "~/features/real-scores/official-score-input";

/** n pairs whose practice totals spread evenly over 900-1400 and whose official total is f(practice) + noise. */
function pairs(n: number, f: (p: number) => number, noise: (i: number) => number = () => 0): LinkPair[] {
  return Array.from({ length: n }, (_, i) => {
    const practice = 900 + Math.round((500 * i) / (n - 1) / 10) * 10;
    return { practice, official: f(practice) + noise(i) };
  });
}

describe("how a practice test predicts the real SAT (decision 0051)", () => {
  it("says nothing below 30 reports, and how many it has", () => {
    expect(linkReports(pairs(29, (p) => p - 30))).toEqual({ known: false, reports: 29, needed: MIN_REPORTS });
    expect(linkReports([])).toEqual({ known: false, reports: 0, needed: 30 });
  });

  it("a test that runs 30 high: bias 30, spread from the differences, link = shift by 30", () => {
    // Differences alternate 10 and 50: mean 30, sample SD 20·√(n/(n−1)).
    const n = 30;
    const link = linkReports(
      pairs(
        n,
        (p) => p - 30,
        (i) => (i % 2 ? 20 : -20),
      ),
    );
    expect(link.known).toBe(true);
    if (!link.known) return;
    expect(link.bias).toBeCloseTo(30, 9);
    expect(link.sd).toBeCloseTo(20 * Math.sqrt(n / (n - 1)), 9);
    expect(linkedTotal(link, 1200)?.score).toBe(1170);
  });

  it("worked example: the slope is shrunk towards 1 by n/(n+100), the line goes through the means", () => {
    // official = 600 + 0.5·practice exactly: the least-squares slope is 0.5.
    const data = pairs(100, (p) => 600 + 0.5 * p);
    const link = linkReports(data);
    if (!link.known) throw new Error("known");
    const w = 100 / (100 + SLOPE_PRIOR);
    expect(link.slope).toBeCloseTo(w * 0.5 + (1 - w), 9);
    const mp = data.reduce((s, x) => s + x.practice, 0) / data.length;
    const mo = data.reduce((s, x) => s + x.official, 0) / data.length;
    expect(link.intercept + link.slope * mp).toBeCloseTo(mo, 9);
    // With 30 reports the link stays closer to a pure mean shift (slope nearer 1) than with 100.
    const few = linkReports(pairs(30, (p) => 600 + 0.5 * p));
    if (!few.known) throw new Error("known");
    expect(few.slope).toBeGreaterThan(link.slope);
    expect(few.slope).toBeCloseTo((30 / 130) * 0.5 + 100 / 130, 9);
  });

  it("the linked band holds 80% under normal errors: ±1.28 residual SDs, rounded to 10, within 400-1600", () => {
    const link = linkReports(
      pairs(
        40,
        (p) => p - 40,
        (i) => (i % 2 ? 50 : -50),
      ),
    );
    if (!link.known) throw new Error("known");
    const total = linkedTotal(link, 1300)!;
    expect(total.level).toBe(0.8);
    expect(total.score).toBe(1260);
    expect(total.high - total.score).toBe(Math.round((1.2816 * link.error) / 10) * 10);
    expect(linkedTotal(link, 1600)!.high).toBeLessThanOrEqual(1600);
    expect(linkedTotal({ known: false, reports: 3, needed: 30 }, 1300)).toBeNull();
  });
});

describe("an official score as typed (one schema for the form and the API)", () => {
  const ok = { date: "2025-10-04", reading_writing: "650", math: 700 };
  const errors = (v: unknown) => {
    const r = OfficialScoreSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("takes digits or numbers in steps of 10 from 200 to 800 and a real past date", () => {
    expect(OfficialScoreSchema.parse(ok)).toEqual({ date: "2025-10-04", reading_writing: 650, math: 700 });
  });
  it("refuses a score off the scale or between steps, a future or impossible date, missing fields", () => {
    expect(errors({ ...ok, math: 810 })).toEqual({ math: "profile:official.errors.score" });
    expect(errors({ ...ok, math: 190 })).toEqual({ math: "profile:official.errors.score" });
    expect(errors({ ...ok, reading_writing: "655" })).toEqual({ reading_writing: "profile:official.errors.score" });
    const tomorrow = new Date(Date.parse(`${latestToday()}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);
    expect(errors({ ...ok, date: tomorrow })).toEqual({ date: "profile:official.errors.future" });
    expect(errors({ ...ok, date: "2025-02-30" })).toEqual({ date: "profile:official.errors.date" });
    expect(errors({ ...ok, date: "2015-12-05" })).toEqual({ date: "profile:official.errors.tooEarly" });
    expect(Object.keys(errors({}))).toEqual(["date", "reading_writing", "math"]);
  });
});
