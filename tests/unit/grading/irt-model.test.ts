import { describe, expect, it } from "vitest";
import { D, bOfRating, itemInformation, itemPrior, outOfBounds, p3 } from "#grading/irt-model";
import { eap, quantile, sectionScore } from "#grading/irt-eap";
import { summedScoreLikelihood, rawScoreTable } from "#grading/irt-tables";
import { routeAfterModule1 } from "#grading/irt-routing";
import { applyLink, meanSigma } from "#grading/irt-linking";
import { totalEstimate, zOfLevel } from "#grading/scoring";

describe("the 3PL (Baker & Kim 2004, eq. 2.3)", () => {
  it("at θ = b the probability is halfway between c and 1", () => {
    expect(p3({ a: 1, b: 0, c: 0.25 }, 0)).toBeCloseTo(0.625, 12);
    expect(p3({ a: 2, b: 1.3, c: 0 }, 1.3)).toBeCloseTo(0.5, 12);
  });
  it("one unit above b with a = 1, c = 0: 1 / (1 + e^−1.7) = 0.8455", () => {
    expect(p3({ a: 1, b: 0, c: 0 }, 1)).toBeCloseTo(0.84553, 5);
  });
  it("a student-produced response cannot be guessed: far below b the probability goes to 0, a four-choice item's to c", () => {
    expect(p3({ a: 1, b: 0, c: 0 }, -8)).toBeLessThan(1e-5);
    expect(p3({ a: 1, b: 0, c: 0.25 }, -8)).toBeCloseTo(0.25, 4);
  });
  it("the 2PL information peaks at b with D²a²/4 (Baker & Kim eq. 2.17): 0.7225 for a = 1", () => {
    expect(itemInformation({ a: 1, b: 0.4, c: 0 }, 0.4)).toBeCloseTo((D * D) / 4, 10);
  });
  it("the 3PL information peaks at θ = b + ln[(1 + √(1 + 8c)) / 2] / (D a) (Birnbaum 1968; Lord 1980, ch. 10): 0.1835 above b for c = 1/4", () => {
    const item = { a: 1, b: 0, c: 0.25 };
    const grid = Array.from({ length: 2001 }, (_, k) => -1 + k * 0.001);
    const best = grid.reduce((x, y) => (itemInformation(item, y) > itemInformation(item, x) ? y : x));
    expect(best).toBeCloseTo(Math.log((1 + Math.sqrt(3)) / 2) / D, 2);
    expect(best).toBeCloseTo(0.1835, 3);
  });
});

describe("priors from the rating and the type", () => {
  it("a rated item: b = (rating − 4) / 2, prior SD 0.5", () => {
    expect(bOfRating(1)).toBe(-1.5);
    expect(bOfRating(7)).toBe(1.5);
    const p = itemPrior({ type: "SC", difficulty: "hard", rating: 6 });
    expect(p.mean).toEqual({ a: 1, b: 1, c: 0.25 });
    expect(p.sdB).toBe(0.5);
  });
  it("without a rating the label decides, with a wider prior; hard reads as 5 (the review found labels one level high)", () => {
    expect(itemPrior({ type: "SC", difficulty: "easy" }).mean.b).toBe(-1);
    expect(itemPrior({ type: "SC", difficulty: "medium" }).mean.b).toBe(0);
    expect(itemPrior({ type: "SC", difficulty: "hard" }).mean.b).toBe(0.5);
    expect(itemPrior({ type: "SC", difficulty: "hard", rating: null }).sdB).toBe(0.8);
  });
  it("a student-produced response has c = 0 and no guessing prior", () => {
    const p = itemPrior({ type: "OE", difficulty: "medium" });
    expect(p.mean.c).toBe(0);
    expect(p.cBeta).toBeNull();
  });
  it("refuses parameters outside the sane bounds, and a guessing floor on a student-produced response", () => {
    expect(outOfBounds({ a: 1, b: 0, c: 0.2 }, "SC")).toEqual([]);
    expect(outOfBounds({ a: 9, b: -7, c: 0.6 }, "SC")).toEqual(["a", "b", "c"]);
    expect(outOfBounds({ a: 1, b: 0, c: 0.1 }, "OE")).toEqual(["c"]);
    expect(outOfBounds({ a: Number.NaN, b: 0, c: 0 }, "OE")).toEqual(["a"]);
  });
});

describe("EAP (Bock & Mislevy 1982)", () => {
  it("with no responses it is the prior: θ = 0, SD = 1, 500 with an 80% band of ±1.2816 SD → 370-630", () => {
    const s = sectionScore([]);
    expect(s.theta).toBeCloseTo(0, 6);
    expect(s.sd).toBeCloseTo(1, 4);
    expect(s).toMatchObject({ score: 500, low: 370, high: 630, se: 100, level: 0.8 });
  });
  it("one right answer to a logistic item with D·a = 1, b = 0: EAP = 2·E[σ(1 − σ)] = 0.4132 (Stein's lemma)", () => {
    // E[θ σ(θ)] = E[σ'(θ)] for θ ~ N(0,1) and E[σ(θ)] = 1/2, so EAP = 2 E[σ(θ)(1 − σ(θ))] = 2 × 0.20662.
    expect(eap([{ item: { a: 1 / D, b: 0, c: 0 }, correct: true }]).theta).toBeCloseTo(0.4132, 3);
  });
  it("one wrong answer mirrors it", () => {
    expect(eap([{ item: { a: 1 / D, b: 0, c: 0 }, correct: false }]).theta).toBeCloseTo(-0.4132, 3);
  });
  it("more evidence narrows the band; the same raw score on harder items scores higher", () => {
    const easy = { a: 1, b: -1, c: 0.25 };
    const hard = { a: 1, b: 1, c: 0.25 };
    const few = sectionScore(Array.from({ length: 5 }, () => ({ item: easy, correct: true })));
    const many = sectionScore(Array.from({ length: 40 }, (_, i) => ({ item: easy, correct: i % 2 === 0 })));
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    const onEasy = sectionScore(Array.from({ length: 10 }, (_, i) => ({ item: easy, correct: i < 6 })));
    const onHard = sectionScore(Array.from({ length: 10 }, (_, i) => ({ item: hard, correct: i < 6 })));
    expect(onHard.score).toBeGreaterThan(onEasy.score);
  });
  it("the posterior quantiles of the prior are the normal ones: 10% at −1.2816", () => {
    expect(quantile(eap([]).posterior, 0.1)).toBeCloseTo(-1.2816, 2);
    expect(quantile(eap([]).posterior, 0.5)).toBeCloseTo(0, 6);
  });
});

describe("raw-to-score tables generated from the model (Lord & Wingersky 1984)", () => {
  it("two items at their b: P(X = 0, 1, 2) = 1/4, 1/2, 1/4", () => {
    const d = summedScoreLikelihood(
      [
        { a: 1, b: 0, c: 0 },
        { a: 2, b: 0, c: 0 },
      ],
      0,
    );
    expect(d.map((x) => Number(x.toFixed(6)))).toEqual([0.25, 0.5, 0.25]);
  });
  it("scores rise with the raw score and every band holds its score", () => {
    const items = Array.from({ length: 20 }, (_, j) => ({ a: 1, b: -1 + j / 10, c: j % 4 ? 0.25 : 0 }));
    const rows = rawScoreTable(items);
    expect(rows).toHaveLength(21);
    rows.forEach((r, i) => {
      expect(r.low).toBeLessThanOrEqual(r.score);
      expect(r.high).toBeGreaterThanOrEqual(r.score);
      if (i) expect(r.score).toBeGreaterThanOrEqual(rows[i - 1]!.score);
    });
  });
});

describe("routing by posterior-weighted information", () => {
  const prior = (d: "easy" | "medium" | "hard", n: number) => Array.from({ length: n }, () => itemPrior({ type: "SC", difficulty: d }).mean);
  const m1 = [...prior("easy", 9), ...prior("medium", 10), ...prior("hard", 8)];
  const easier = [...prior("easy", 13), ...prior("medium", 10), ...prior("hard", 4)];
  const harder = [...prior("medium", 10), ...prior("hard", 17)];
  const answers = (right: number) => m1.map((item, i) => ({ item, correct: i < right }));
  it("with the label priors the harder module starts at 17 of 27 right (easy items first), near the old 16", () => {
    expect(routeAfterModule1(answers(16), easier, harder).variant).toBe("easier");
    expect(routeAfterModule1(answers(17), easier, harder).variant).toBe("harder");
  });
  it("a strong pattern goes to the harder module, a weak one to the easier", () => {
    expect(routeAfterModule1(answers(26), easier, harder).variant).toBe("harder");
    expect(routeAfterModule1(answers(5), easier, harder).variant).toBe("easier");
  });
});

describe("mean/sigma linking (Kolen & Brennan 2014, §6.2)", () => {
  it("anchors at twice the spread: A = 2, B = 0; b doubles and a halves", () => {
    const link = meanSigma([0, 1, 2, 3, 4], [0, 0.5, 1, 1.5, 2]);
    expect(link).toEqual({ A: 2, B: 0, anchors: 5 });
    expect(applyLink({ a: 1, b: 1, c: 0.2 }, link)).toEqual({ a: 0.5, b: 2, c: 0.2 });
  });
  it("a shift only: A = 1, B = the shift", () => {
    const link = meanSigma([1, 2, 3, 4, 5], [0.5, 1.5, 2.5, 3.5, 4.5])!;
    expect(link.A).toBeCloseTo(1, 12);
    expect(link.B).toBeCloseTo(0.5, 12);
  });
  it("fewer than five anchors: no linking", () => {
    expect(meanSigma([0, 1], [0, 1])).toBeNull();
  });
});

describe("the total of two pattern scores", () => {
  it("adds the scores and combines the errors as independent: ±1.2816·√(30² + 40²) = ±64 → ±60", () => {
    const t = totalEstimate({ score: 500, low: 460, high: 540, level: 0.8, se: 30 }, { score: 600, low: 550, high: 650, level: 0.8, se: 40 });
    expect(t).toEqual({ score: 1100, low: 1040, high: 1160, level: 0.8, se: 50 });
    expect(zOfLevel(0.8)).toBeCloseTo(1.2816, 3);
  });
  it("table estimates without an error still add their ends", () => {
    expect(totalEstimate({ score: 500, low: 450, high: 550 }, { score: 600, low: 560, high: 640 })).toEqual({ score: 1100, low: 1010, high: 1190 });
  });
});
