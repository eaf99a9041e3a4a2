import { describe, expect, it } from "vitest";
import { calibrate, MIN_RESPONSES, type CalItem, type CalPerson } from "#grading/irt-calibrate";
import { checkItem, pointBiserial } from "#grading/irt-item-checks";
import { itemPrior, p3, type ItemParams } from "#grading/irt-model";

/** A small seeded generator (mulberry32) and a normal draw (Box-Muller), so the test is the same every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  const u = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
  return { u, normal };
}

function simulate(truth: ItemParams[], persons: number, seed: number) {
  const r = rng(seed);
  const thetas: number[] = [];
  const data: CalPerson[] = [];
  for (let i = 0; i < persons; i++) {
    const t = r.normal();
    thetas.push(t);
    data.push(truth.map((item, j) => ({ item: j, correct: r.u() < p3(item, t) })));
  }
  return { thetas, data };
}

describe("MML-EM calibration with priors (Bock & Aitkin 1981; Mislevy 1986)", () => {
  const truth: ItemParams[] = Array.from({ length: 16 }, (_, j) => ({ a: 0.6 + (j % 4) * 0.4, b: -1.5 + j * 0.2, c: j % 2 ? 0.2 : 0 }));
  const items: CalItem[] = truth.map((t, j) => {
    const prior = itemPrior({ type: t.c ? "SC" : "OE", difficulty: j < 5 ? "easy" : j < 11 ? "medium" : "hard" });
    return { type: t.c ? "SC" : "OE", prior, current: prior.mean };
  });

  it("recovers b within 0.2 RMSE and a within 0.3 from 1,500 simulated students", () => {
    const { data } = simulate(truth, 1500, 7);
    const result = calibrate(items, data);
    expect(result.converged).toBe(true);
    const rmse = (f: (p: ItemParams) => number) => Math.sqrt(result.items.reduce((s, it, j) => s + (f(it.params) - f(truth[j]!)) ** 2, 0) / truth.length);
    expect(rmse((p) => p.b)).toBeLessThan(0.2);
    expect(rmse((p) => p.a)).toBeLessThan(0.3);
    expect(result.items.every((it) => it.free && it.responses === 1500)).toBe(true);
    // c stays 0 for the student-produced responses.
    result.items.forEach((it, j) => {
      if (!truth[j]!.c) expect(it.params.c).toBe(0);
    });
  });

  it(`an item with fewer than ${MIN_RESPONSES} responses keeps its prior`, () => {
    const { data } = simulate(truth, 150, 11);
    const result = calibrate(items, data);
    result.items.forEach((it, j) => {
      expect(it.free).toBe(false);
      expect(it.params).toEqual(items[j]!.current);
    });
  });
});

describe("items whose responses contradict their key", () => {
  it("point-biserial: +1 when exactly the stronger half is right, negative when the weaker half is", () => {
    const rows = [-1, -1, 1, 1].map((theta) => ({ theta, correct: theta > 0 }));
    expect(pointBiserial(rows)).toBeCloseTo(1, 12);
    expect(pointBiserial(rows.map((r) => ({ ...r, correct: !r.correct })))).toBeCloseTo(-1, 12);
  });

  it("a planted wrong key: strong students choose another option, the point-biserial is negative", () => {
    const r = rng(3);
    // Choice 1 is truly right, the key says 2.
    const rows = Array.from({ length: 400 }, () => {
      const theta = r.normal();
      const knows = r.u() < p3({ a: 1.2, b: 0, c: 0 }, theta);
      const choice = knows ? 1 : 1 + Math.floor(r.u() * 4);
      return { theta, choice, correct: choice === 2 };
    });
    const check = checkItem(rows, 2, null);
    expect(check.pointBiserial).toBeLessThan(0);
    expect(check.reasons).toEqual(["negative_point_biserial", "distractor_beats_key"]);
  });

  it("a good item raises nothing; too few responses raise nothing; poor fit is its own reason", () => {
    const r = rng(5);
    const rows = Array.from({ length: 400 }, () => {
      const theta = r.normal();
      const knows = r.u() < p3({ a: 1.2, b: 0, c: 0 }, theta);
      const choice = knows ? 1 : 1 + Math.floor(r.u() * 4);
      return { theta, choice, correct: choice === 1 };
    });
    expect(checkItem(rows, 1, 0.03).reasons).toEqual([]);
    expect(checkItem(rows, 1, 0.2).reasons).toEqual(["poor_fit"]);
    expect(checkItem(rows.slice(0, 50), 3, 0.5).reasons).toEqual([]);
  });
});
