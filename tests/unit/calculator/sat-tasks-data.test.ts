/**
 * SAT-style data questions answered with the calculator alone, as a student would with Desmos:
 * regressions on tables, and statistics on lists. Every expected number is worked out by hand
 * in the comment above it (sums of deviations, normal equations), not by the calculator.
 */
import { describe, expect, test } from "vitest";
import { calculate, fitOf, shownOf, valueOf } from "./sat-task-helpers";

describe("SAT tasks: regressions on a table", () => {
  test("1. slope and intercept of the line of best fit", () => {
    // (1,2) (2,4) (3,5) (4,4) (5,5): x̄ = 3, ȳ = 4; Sxy = 4+0+0+0+2 = 6, Sxx = 10, Syy = 4+0+1+0+1 = 6.
    // m = 6/10 = 0.6, b = 4 − 0.6·3 = 2.2, r² = 36/60 = 0.6.
    const fit = fitOf([{ x: [1, 2, 3, 4, 5], y: [2, 4, 5, 4, 5] }, "y1 ~ m x1 + b"]);
    expect(fit.values.m).toBeCloseTo(0.6, 12);
    expect(fit.values.b).toBeCloseTo(2.2, 12);
    expect(fit.statistic).toMatchObject({ kind: "r" });
    expect(fit.statistic.rSquared).toBeCloseTo(0.6, 12);
  });

  test("2. hours studied and test score: the predicted score for 10 hours", () => {
    // x 2,4,6,8; y 65,70,80,85: x̄ = 5, ȳ = 75; dx −3,−1,1,3; dy −10,−5,5,10.
    // Sxy = 30+5+5+30 = 70, Sxx = 20 → m = 3.5, b = 75 − 17.5 = 57.5; at 10 hours 35 + 57.5 = 92.5.
    expect(valueOf([{ x: [2, 4, 6, 8], y: [65, 70, 80, 85] }, "y1 ~ m x1 + b", "m*10 + b"])).toBeCloseTo(92.5, 10);
  });

  test("3. the same data: r² is 0.98, a strong positive correlation", () => {
    // Syy = 100+25+25+100 = 250; r² = 70²/(20·250) = 4900/5000 = 0.98; r = +√0.98.
    const { statistic } = fitOf([{ x: [2, 4, 6, 8], y: [65, 70, 80, 85] }, "y1 ~ m x1 + b"]);
    expect(statistic.rSquared).toBeCloseTo(0.98, 12);
    expect(statistic.kind === "r" && statistic.r).toBeCloseTo(Math.sqrt(0.98), 12);
  });

  test("4. a decreasing trend has a negative slope and a negative r", () => {
    // x 0,10,20,30,40; y 100,88,79,70,58: x̄ = 20, ȳ = 395/5 = 79; dy 21,9,0,−9,−21.
    // Sxy = −420−90+0−90−420 = −1020, Sxx = 1000 → m = −1.02, b = 79 + 20.4 = 99.4.
    // Syy = 441+81+0+81+441 = 1044 → r² = 1020²/(1000·1044) = 1040400/1044000.
    const fit = fitOf([{ x: [0, 10, 20, 30, 40], y: [100, 88, 79, 70, 58] }, "y1 ~ m x1 + b"]);
    expect(fit.values.m).toBeCloseTo(-1.02, 12);
    expect(fit.values.b).toBeCloseTo(99.4, 10);
    expect(fit.statistic.rSquared).toBeCloseTo(1040400 / 1044000, 12);
    expect(fit.statistic.kind === "r" && fit.statistic.r).toBeLessThan(0);
  });

  test("5. a proportional model y = k x through the origin", () => {
    // Minimise Σ(y − kx)²: k = Σxy/Σx² = (1·2 + 2·5 + 3·6)/(1+4+9) = 30/14 = 15/7.
    expect(fitOf([{ x: [1, 2, 3], y: [2, 5, 6] }, "y1 ~ k x1"]).values.k).toBeCloseTo(15 / 7, 12);
  });

  test("6. the residual of each data point from the fitted line", () => {
    // Task 2's line y = 3.5x + 57.5 predicts 64.5, 71.5, 78.5, 85.5: residuals 0.5, −1.5, 1.5, −0.5.
    expect(shownOf([{ x: [2, 4, 6, 8], y: [65, 70, 80, 85] }, "y1 ~ m x1 + b", "y1 - (m x1 + b)"])).toBe("[0.5, -1.5, 1.5, -0.5]");
  });

  test("7. a quadratic fit recovers y = 2x² − 3x + 1 and its vertex", () => {
    // y at x = −1,0,1,2,3: 2+3+1 = 6, 1, 0, 8−6+1 = 3, 18−9+1 = 10.
    // Vertex at x = 3/4, y = 2·9/16 − 9/4 + 1 = −1/8.
    const fit = fitOf([{ x: [-1, 0, 1, 2, 3], y: [6, 1, 0, 3, 10] }, "y1 ~ a x1^2 + b x1 + c"]);
    expect([fit.values.a, fit.values.b, fit.values.c].map((v) => Number(v.toFixed(9)))).toEqual([2, -3, 1]);
    expect(fit.statistic).toMatchObject({ kind: "R" });
    expect(fit.fn!(0.75)).toBeCloseTo(-0.125, 9);
  });

  test("8. the quadratic of best fit through (0,1) (1,2) (2,2) (3,1) has its maximum at x = 1.5", () => {
    // y = −x²/2 + 3x/2 + 1 passes through all four points (0→1, 1→2, 2→2, 3→1); maximum −9/8 + 9/4 + 1 = 2.125.
    const fit = fitOf([{ x: [0, 1, 2, 3], y: [1, 2, 2, 1] }, "y1 ~ a x1^2 + b x1 + c"]);
    expect(fit.values.a).toBeCloseTo(-0.5, 10);
    expect(fit.values.b).toBeCloseTo(1.5, 10);
    expect(fit.fn!(1.5)).toBeCloseTo(2.125, 10);
  });

  test("9. the growth factor of an exponential fit: 20% a year", () => {
    // 500·1.2^x at x = 0..4 is 500, 600, 720, 864, 1036.8: a = 500, growth factor b = 1.2.
    const fit = fitOf([{ x: [0, 1, 2, 3, 4], y: [500, 600, 720, 864, 1036.8] }, "y1 ~ a b^{x1}"]);
    expect(fit.values.a).toBeCloseTo(500, 8);
    expect(fit.values.b).toBeCloseTo(1.2, 10);
  });

  test("10. exponential decay: the amount halves each hour", () => {
    // 80, 40, 20, 10 is 80·(1/2)^x.
    const fit = fitOf([{ x: [0, 1, 2, 3], y: [80, 40, 20, 10] }, "y1 ~ a b^{x1}"]);
    expect(fit.values.a).toBeCloseTo(80, 8);
    expect(fit.values.b).toBeCloseTo(0.5, 10);
  });

  test("11. a continuous growth model a·e^(kx)", () => {
    // The cells are typed as 2e^(0.5x): a = 2, k = 0.5.
    const fit = fitOf([{ x: [0, 1, 2, 3], y: ["2e^0", "2e^0.5", "2e^1", "2e^1.5"] }, "y1 ~ a e^{k x1}"]);
    expect(fit.values.a).toBeCloseTo(2, 9);
    expect(fit.values.k).toBeCloseTo(0.5, 9);
  });

  test("12. noisy exponential data: about 3% growth, and the fit is a true least-squares minimum", () => {
    const xs = [0, 1, 2, 3, 4, 5];
    const ys = [1000, 1030, 1061, 1093, 1126, 1159];
    const { a, b } = fitOf([{ x: xs, y: ys }, "y1 ~ a b^{x1}"]).values;
    // Each year is 3.0–3.1% above the one before (1030/1000, 1061/1030 = 1.0301, …): b rounds to 1.03.
    expect(b).toBeCloseTo(1.03, 4);
    // At the minimum both partial derivatives of S = Σ(y − a bˣ)² vanish:
    // ∂S/∂a = −2Σ r bˣ and ∂S/∂b = −2Σ r a x bˣ⁻¹, with r = y − a bˣ (computed here, not by the calculator).
    const residuals = xs.map((x, i) => ys[i] - a * b ** x);
    const dA = residuals.reduce((sum, r, i) => sum - 2 * r * b ** xs[i], 0);
    const dB = residuals.reduce((sum, r, i) => sum - 2 * r * a * xs[i] * b ** (xs[i] - 1), 0);
    const scale = ys.reduce((sum, y) => sum + y * y, 0);
    expect(Math.abs(dA) / scale).toBeLessThan(1e-9);
    expect(Math.abs(dB) / scale).toBeLessThan(1e-9);
  });
});

describe("SAT tasks: statistics on lists", () => {
  test("13. the mean of 12, 15, 18, 21, 24 is 18", () => {
    // 12+15+18+21+24 = 90; 90/5 = 18.
    expect(shownOf(["mean([12, 15, 18, 21, 24])"])).toBe("18");
  });

  test("14. the median of an even number of values is the mean of the middle two", () => {
    // 7,3,9,1,5,11 sorted: 1,3,5,7,9,11 → (5+7)/2 = 6.
    expect(shownOf(["L = [7, 3, 9, 1, 5, 11]", "median(L)"])).toBe("6");
  });

  test("15. mean and standard deviations of 2, 4, 4, 4, 5, 5, 7, 9", () => {
    // Mean 40/8 = 5; squared deviations 9,1,1,1,0,0,4,16 sum to 32.
    // Population: √(32/8) = 2; sample: √(32/7) ≈ 2.13809.
    const rows = ["L = [2, 4, 4, 4, 5, 5, 7, 9]"];
    expect(shownOf([...rows, "mean(L)"])).toBe("5");
    expect(shownOf([...rows, "stdevp(L)"])).toBe("2");
    expect(valueOf([...rows, "stdev(L)"])).toBeCloseTo(Math.sqrt(32 / 7), 12);
  });

  test("16. adding a score of 60 to 70, 80, 90, 100 lowers the mean from 85 to 80", () => {
    // 340/4 = 85; (340 + 60)/5 = 80.
    expect(shownOf(["mean([70, 80, 90, 100])"])).toBe("85");
    expect(shownOf(["mean([70, 80, 90, 100, 60])"])).toBe("80");
  });

  test("17. the range of 13, 8, 21, 5, 17 is 16", () => {
    // max 21 − min 5 = 16.
    expect(shownOf(["L = [13, 8, 21, 5, 17]", "max(L) - min(L)"])).toBe("16");
  });

  test("18. the mean of a frequency table", () => {
    // Values 1, 2, 3 with frequencies 4, 3, 3: (4 + 6 + 9)/10 = 19/10 = 1.9.
    expect(shownOf(["v = [1, 2, 3]", "f = [4, 3, 3]", "total(v f)/total(f)"])).toBe("1.9");
  });

  test("19. a mean that is not a terminating decimal is shown exactly", () => {
    // (1 + 2 + 2)/3 = 5/3.
    expect(shownOf(["mean(1, 2, 2)"])).toBe("5/3 ≈ 1.66666666667");
  });

  test("20. which data set is more spread out", () => {
    // 10,10,10 has no spread; 9,10,11 has population SD √((1+0+1)/3) = √(2/3) ≈ 0.816497.
    expect(shownOf(["stdevp([10, 10, 10])"])).toBe("0");
    expect(valueOf(["stdevp([9, 10, 11])"])).toBeCloseTo(Math.sqrt(2 / 3), 12);
  });

  test("21. the sample variance of 2, 4, 6 is 4", () => {
    // Mean 4; (4 + 0 + 4)/(3 − 1) = 4.
    expect(shownOf(["var([2, 4, 6])"])).toBe("4");
  });

  test("22. sorting a list and counting its values", () => {
    expect(shownOf(["sort([5, 2, 8, 1])"])).toBe("[1, 2, 5, 8]");
    expect(shownOf(["length([5, 2, 8, 1])"])).toBe("4");
  });

  test("23. the mean of a table column", () => {
    // y1 = 3, 7, 8: (3 + 7 + 8)/3 = 6.
    expect(shownOf([{ x: [1, 2, 3], y: [3, 7, 8] }, "mean(y1)"])).toBe("6");
    expect(calculate([{ x: [1, 2, 3], y: [3, 7, 8] }])[0]).toEqual({
      type: "points",
      points: [
        { x: 1, y: 3 },
        { x: 2, y: 7 },
        { x: 3, y: 8 },
      ],
    });
  });
});
