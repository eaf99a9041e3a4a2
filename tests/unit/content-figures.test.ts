import { describe, expect, test } from "vitest";
import { barGraph, boxPlot, dotPlot, histogram, lineGraph, plane, planeFrame, sampleCurve, scatterPlot } from "../../content/figures";
import { textBox, type Box } from "../../content/figures/plane";
import { svgAccessibilityProblems } from "../../content/rules/figures";

// The shared figure module (content/figures, decision 0047): where things land, and what a screen reader gets.

const meta = (id: string) => ({
  id,
  title: "A test figure",
  desc: "A figure drawn for the unit test, with its axes, units and every value stated in words here.",
});
const num = (s: string) => Number(s);
const attr = (el: string, name: string) => num(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(el)![1]!);

describe("xy-plane geometry", () => {
  const spec = { ...meta("p"), x: { min: -5, max: 5 }, y: { min: -5, max: 5 }, points: [{ at: [2, 3] as const }] };
  const svg = plane(spec);

  test("the point (2, 3) sits where the gridline x = 2 meets the gridline y = 3, numbered 2 and 4 on the axes", () => {
    const circle = /<circle [^>]*>/.exec(svg)![0];
    const [cx, cy] = [attr(circle, "cx"), attr(circle, "cy")];
    // The numbers "2" under the x-axis and "4" beside the y-axis (labels every 2 units), read from the drawing.
    const xTwo = /<text x="([-\d.]+)" y="[-\d.]+"[^>]*>2<\/text>/.exec(svg)!;
    const yFour = /<text x="[-\d.]+" y="([-\d.]+)"[^>]*text-anchor="end"[^>]*>4<\/text>/.exec(svg)!;
    expect(cx).toBeCloseTo(num(xTwo[1]!), 1);
    const { toPx } = planeFrame(spec);
    const unit = toPx(1, 0)[0] - toPx(0, 0)[0];
    expect(unit).toBeGreaterThan(0);
    // "4" is drawn 4 px below its gridline (baseline); y = 3 is one unit below y = 4.
    expect(cy).toBeCloseTo(num(yFour[1]!) - 4 + unit, 1);
    // the origin is the centre of a symmetric window, and y grows upwards
    const [ox, oy] = toPx(0, 0);
    expect(cx - ox).toBeCloseTo(2 * unit, 1);
    expect(oy - cy).toBeCloseTo(3 * unit, 1);
    expect(svg).toContain(`M${cx} 28V`); // a vertical gridline through the point
  });

  test("a line is clipped to the window, and a parabola is cut where it leaves it", () => {
    const runs = sampleCurve((x) => x * x, -5, 5, -5, 5);
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run[0]![1]).toBeCloseTo(5, 6);
    expect(run[0]![0]).toBeCloseTo(-Math.sqrt(5), 2);
    expect(run[run.length - 1]![0]).toBeCloseTo(Math.sqrt(5), 2);
    expect(Math.max(...run.map((p) => p[1]))).toBeLessThanOrEqual(5 + 1e-9);
    // y = 2^x leaves the top at x = log2 5 and never enters below
    const exp = sampleCurve((x) => 2 ** x, -5, 5, -5, 5);
    expect(exp[0]![exp[0]!.length - 1]![0]).toBeCloseTo(Math.log2(5), 2);
  });
});

describe("point labels in the xy-plane", () => {
  const overlaps = (a: Box, b: Box) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
  const texts = (svg: string) =>
    [...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*font-size="(\d+)" text-anchor="(\w+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
      size: Number(m[3]),
      text: m[5]!,
      box: textBox([Number(m[1]), Number(m[2])], m[5]!, Number(m[3]), m[4] as "start" | "middle" | "end"),
    }));
  // Points beside the axes' numbers: (1.5, −0.6) under the x-axis just left of the number 2, (−0.4, 3.6) just
  // right of the y-axis's 4, and two points so close that their labels would cover each other.
  const points = [
    { at: [1.5, -0.6] as const, label: "(1.5, −0.6)" },
    { at: [-0.4, 3.6] as const, label: "Q" },
    { at: [3, 3] as const, label: "(3, 3)" },
    { at: [3.4, 3.4] as const, label: "R" },
    { at: [-3, -1] as const, label: "S" },
  ];
  const spec = { ...meta("lbl"), x: { min: -5, max: 5 }, y: { min: -5, max: 5 }, graphs: [{ line: { slope: 1, intercept: 0 } }], points };
  const svg = plane(spec);
  const all = texts(svg);
  const pointLabels = all.filter((t) => t.size === 13);
  const axisTexts = all.filter((t) => t.size !== 13);

  test("the case is a real one: above right of its dot, a label would cover a number of the axes or another label", () => {
    const { toPx } = planeFrame(spec);
    const above = points.map((p) => textBox([toPx(p.at[0], p.at[1])[0] + 7, toPx(p.at[0], p.at[1])[1] - 7], p.label, 13, "start"));
    expect(above.filter((b) => axisTexts.some((t) => overlaps(b, t.box))).length).toBeGreaterThanOrEqual(2);
    expect(
      overlaps(above[2]!, above[3]!) ||
        overlaps(above[2]!, { x0: toPx(3.4, 0)[0] - 5, y0: toPx(0, 3.4)[1] - 5, x1: toPx(3.4, 0)[0] + 5, y1: toPx(0, 3.4)[1] + 5 }),
    ).toBe(true);
  });

  test("no point label covers a number or letter of the axes, another label or a dot, and each stays inside the figure", () => {
    expect(pointLabels.map((t) => t.text)).toEqual(points.map((p) => p.label));
    const { toPx, width, height } = planeFrame(spec);
    const dots = points.map((p) => toPx(p.at[0], p.at[1])).map(([x, y]) => ({ x0: x - 4, y0: y - 4, x1: x + 4, y1: y + 4 }));
    for (const [i, l] of pointLabels.entries()) {
      expect(
        axisTexts.filter((t) => overlaps(l.box, t.box)).map((t) => t.text),
        l.text,
      ).toEqual([]);
      expect(
        pointLabels.filter((o, j) => j !== i && overlaps(l.box, o.box)).map((o) => o.text),
        l.text,
      ).toEqual([]);
      expect(
        dots.filter((d) => overlaps(l.box, d)),
        l.text,
      ).toEqual([]);
      expect(l.box.x0).toBeGreaterThanOrEqual(0);
      expect(l.box.y0).toBeGreaterThanOrEqual(0);
      expect(l.box.x1).toBeLessThanOrEqual(width);
      expect(l.box.y1).toBeLessThanOrEqual(height);
    }
  });

  test("a label with room keeps its place above and to the right of its dot, beside it", () => {
    const { toPx } = planeFrame(spec);
    const [x, y] = toPx(-3, -1);
    expect(svg).toContain(
      `<text x="${Math.round((x + 7) * 10) / 10}" y="${Math.round((y - 7) * 10) / 10}" font-family="sans-serif" font-size="13" text-anchor="start">S</text>`,
    );
    for (const [i, l] of pointLabels.entries()) {
      const [px, py] = toPx(points[i]!.at[0], points[i]!.at[1]);
      // near its own dot: the label's box is within 25 px of the dot
      expect(Math.max(l.box.x0 - px, px - l.box.x1, 0)).toBeLessThan(25);
      expect(Math.max(l.box.y0 - py, py - l.box.y1, 0)).toBeLessThan(25);
    }
  });
});

describe("charts put data where the axes say", () => {
  test("a scatterplot's point (4, 40) is under the x number 4 and beside the y number 40, and the fit passes (0, 50)", () => {
    const svg = scatterPlot({
      ...meta("s"),
      x: { label: "Time (hours)", min: 0, max: 16, step: 2, labelEvery: 4 },
      y: { label: "Depth (cm)", min: 0, max: 60, step: 10 },
      points: [[4, 40]],
      fit: { slope: -2.5, intercept: 50 },
    });
    const circle = /<circle [^>]*>/.exec(svg)![0];
    const xFour = num(/<text x="([-\d.]+)"[^>]*>4<\/text>/.exec(svg)![1]!);
    const yForty = num(/<text x="[-\d.]+" y="([-\d.]+)"[^>]*>40<\/text>/.exec(svg)![1]!);
    expect(attr(circle, "cx")).toBeCloseTo(xFour, 1);
    expect(attr(circle, "cy")).toBeCloseTo(yForty - 4, 1);
    const yFifty = num(/<text x="[-\d.]+" y="([-\d.]+)"[^>]*>50<\/text>/.exec(svg)![1]!);
    const fit = /<path d="M([-\d.]+) ([-\d.]+)L[-\d. ]+" stroke="#000" stroke-width="2"/.exec(svg)!;
    expect(num(fit[2]!)).toBeCloseTo(yFifty - 4, 1);
  });

  test("a histogram's bars touch and have heights in proportion to the counts", () => {
    const svg = histogram({
      ...meta("h"),
      x: { label: "Score", min: 0, max: 30, step: 10 },
      y: { label: "Students", min: 0, max: 8, step: 2 },
      bins: [
        { from: 0, to: 10, count: 2 },
        { from: 10, to: 20, count: 6 },
        { from: 20, to: 30, count: 4 },
      ],
    });
    const rects = [...svg.matchAll(/<rect [^>]*>/g)].map((m) => m[0]);
    expect(rects).toHaveLength(3);
    const h = rects.map((r) => attr(r, "height"));
    expect(h[1]! / h[0]!).toBeCloseTo(3, 1);
    expect(attr(rects[0]!, "x") + attr(rects[0]!, "width")).toBeCloseTo(attr(rects[1]!, "x"), 1);
  });

  test("a grouped bar graph draws one bar per series in each category, side by side, and a legend", () => {
    const svg = barGraph({
      ...meta("g"),
      xLabel: "Species",
      y: { label: "Survival (%)", min: 0, max: 100, step: 10 },
      series: ["Without", "With"],
      bars: [
        { label: "Oak", values: [20, 80] },
        { label: "Pine", values: [50, 60] },
      ],
    });
    const rects = [...svg.matchAll(/<rect [^>]*>/g)].map((m) => m[0]);
    expect(rects).toHaveLength(4 + 2); // four bars and two legend keys
    const [oakWithout, oakWith] = [rects[0]!, rects[1]!];
    expect(attr(oakWithout, "x") + attr(oakWithout, "width")).toBeCloseTo(attr(oakWith, "x"), 1);
    expect(attr(oakWith, "height") / attr(oakWithout, "height")).toBeCloseTo(4, 1);
    expect(svg).toContain(">Without</text>");
    expect(svg).toContain(">With</text>");
  });

  test("a dot plot stacks repeated values, a box plot's box spans the quartiles", () => {
    const dots = dotPlot({ ...meta("d"), x: { label: "Goals", min: 0, max: 4, step: 1 }, values: [1, 1, 1, 2, 4] });
    const cys = [...dots.matchAll(/<circle [^>]*>/g)].map((m) => attr(m[0], "cy"));
    expect(new Set(cys).size).toBe(3);
    const box = boxPlot({ ...meta("b"), x: { label: "Minutes", min: 0, max: 40, step: 5, labelEvery: 10 }, boxes: [{ five: [5, 10, 20, 30, 40] }] });
    const rect = /<rect [^>]*>/.exec(box)![0];
    const x10 = num(/<text x="([-\d.]+)"[^>]*>10<\/text>/.exec(box)![1]!);
    const x30 = num(/<text x="([-\d.]+)"[^>]*>30<\/text>/.exec(box)![1]!);
    expect(attr(rect, "x")).toBeCloseTo(x10, 1);
    expect(attr(rect, "x") + attr(rect, "width")).toBeCloseTo(x30, 1);
  });
});

test("an axis may print thousands with a separator (4,000), and years stay plain", () => {
  const svg = lineGraph({
    ...meta("t"),
    x: { label: "Year", min: 2000, max: 2010, step: 5 },
    y: { label: "Feet", min: 0, max: 4000, step: 1000, thousands: true },
    series: [
      {
        points: [
          [2000, 0],
          [2010, 4000],
        ],
      },
    ],
  });
  expect(svg).toContain(">4,000</text>");
  expect(svg).toContain(">2010</text>");
});

test("an axis may carry labels that are not numbers, and a scatterplot a second, open group and a reference line", () => {
  const line = lineGraph({
    ...meta("c"),
    x: { label: "Time of day", min: 0, max: 2, step: 1, ticks: ["6:00", "9:00", "12:00"] },
    y: { label: "Temperature", min: 0, max: 30, step: 10 },
    series: [
      {
        points: [
          [0, 10],
          [2, 20],
        ],
      },
    ],
  });
  expect(line).toContain(">9:00</text>");
  const two = scatterPlot({
    ...meta("o"),
    x: { label: "Before", min: 0, max: 4, step: 1 },
    y: { label: "After", min: 0, max: 4, step: 1 },
    points: [[1, 3]],
    openPoints: [[2, 2.5]],
    names: ["Ocean", "Land"],
    reference: { slope: 1, intercept: 0 },
  });
  expect(two).toMatch(/<circle [^>]*fill="#fff"/);
  expect(two).toContain('stroke-dasharray="7 5"');
  expect(two).toContain(">Land</text>");
});

describe("accessibility", () => {
  const all = [
    plane({ ...meta("a1"), x: { min: -4, max: 4 }, y: { min: -4, max: 4 }, graphs: [{ line: { slope: 2, intercept: -1 } }] }),
    scatterPlot({
      ...meta("a2"),
      x: { label: "x", min: 0, max: 5, step: 1 },
      y: { label: "y", min: 0, max: 5, step: 1 },
      points: [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 4],
      ],
    }),
    lineGraph({
      ...meta("a3"),
      x: { label: "Year", min: 0, max: 4, step: 1 },
      y: { label: "Sales", min: 0, max: 10, step: 2 },
      series: [
        {
          points: [
            [0, 1],
            [1, 3],
            [2, 4],
          ],
        },
      ],
    }),
    barGraph({
      ...meta("a4"),
      xLabel: "Fruit",
      y: { label: "Votes", min: 0, max: 10, step: 2 },
      bars: [
        { label: "Apple", value: 4 },
        { label: "Pear", value: 7 },
        { label: "Plum", value: 2 },
      ],
    }),
    histogram({
      ...meta("a5"),
      x: { label: "Score", min: 0, max: 20, step: 10 },
      y: { label: "Count", min: 0, max: 4, step: 1 },
      bins: [
        { from: 0, to: 10, count: 1 },
        { from: 10, to: 20, count: 3 },
      ],
    }),
    dotPlot({ ...meta("a6"), x: { label: "Pets", min: 0, max: 3, step: 1 }, values: [0, 1, 1, 3] }),
    boxPlot({ ...meta("a7"), x: { label: "Age", min: 0, max: 10, step: 1 }, boxes: [{ five: [1, 3, 4, 6, 9] }] }),
  ];

  test.each(all.map((svg, i) => [i, svg] as const))(
    "figure %i: role img, labelled by its <title>, described by its <desc>, axes labelled, scales by viewBox",
    (_i, svg) => {
      expect(svgAccessibilityProblems(svg)).toEqual([]);
      const open = /<svg [^>]*>/.exec(svg)![0];
      const labelled = /aria-labelledby="([\w-]+)"/.exec(open)![1]!;
      const described = /aria-describedby="([\w-]+)"/.exec(open)![1]!;
      expect(svg).toMatch(new RegExp(`<title id="${labelled}">[^<]+</title>`));
      expect(svg).toMatch(new RegExp(`<desc id="${described}">[^<]+</desc>`));
      expect(open).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/NaN|undefined/);
    },
  );

  test("a figure without a description in words, or with an id that is not a plain word, is refused", () => {
    expect(() => plane({ id: "x", title: "Graph", desc: "A line.", x: { min: 0, max: 1 }, y: { min: 0, max: 1 } })).toThrow(/description/);
    expect(() => plane({ ...meta("bad id"), x: { min: 0, max: 1 }, y: { min: 0, max: 1 } })).toThrow(/plain word/);
  });
});
