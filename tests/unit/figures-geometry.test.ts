import { describe, expect, test } from "vitest";
import { angleArc, circle, drawing, mathText, numberLine, seg, shade, thin } from "../../content/figures";

// The geometry helpers of content/figures (decision 0047) that the exams' drawings use: where the marks land.

const nums = (s: string) => [...s.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const arcOf = (svg: string) => {
  const [mx, my, rx, , , large, sweep, ex, ey] = nums(/d="([^"]+)"/.exec(svg)![1]!);
  return { start: [mx!, my!], r: rx!, large: large!, sweep: sweep!, end: [ex!, ey!] };
};
/** The midpoint of an SVG arc of radius r about v from s to e (small arc), on the side the sweep flag chooses. */
const arcMid = (v: readonly [number, number], a: { start: number[]; end: number[]; r: number; sweep: number }) => {
  const t0 = Math.atan2(a.start[1]! - v[1], a.start[0]! - v[0]);
  let d = Math.atan2(a.end[1]! - v[1], a.end[0]! - v[0]) - t0;
  // sweep 1 is the direction of growing angle in SVG coordinates (y down)
  if (a.sweep === 1 && d < 0) d += 2 * Math.PI;
  if (a.sweep === 0 && d > 0) d -= 2 * Math.PI;
  return [v[0] + a.r * Math.cos(t0 + d / 2), v[1] + a.r * Math.sin(t0 + d / 2)];
};

describe("geometry helpers", () => {
  test("a drawing is marked as the module's (data-chart=drawing), named and described", () => {
    const svg = drawing(
      { id: "q-figure", title: "A segment", desc: "One segment from the left to the right, drawn to show the helper at work." },
      100,
      50,
      seg([0, 0], [100, 0]),
    );
    expect(svg).toMatch(/^<svg role="img" aria-labelledby="q-figure-title" aria-describedby="q-figure-desc" data-chart="drawing" viewBox="0 0 100 50"/);
  });

  test("an angle arc spans the angle under 180° between the two rays, at its radius, with ticks across its middle", () => {
    // the central angle AOB of 110° opening downwards (pt3-math-m1-14), and the same with the rays swapped
    const O = [150, 130] as const;
    const A = [68.1, 187.4] as const;
    const B = [231.9, 187.4] as const;
    for (const [p, q] of [
      [A, B],
      [B, A],
    ] as const) {
      const a = arcOf(angleArc(O, p, q, 23));
      expect(a.large).toBe(0);
      expect(Math.hypot(a.start[0]! - O[0], a.start[1]! - O[1])).toBeCloseTo(23, 0);
      expect(Math.hypot(a.end[0]! - O[0], a.end[1]! - O[1])).toBeCloseTo(23, 0);
      const [mx, my] = arcMid(O, a);
      expect(mx).toBeCloseTo(150, 0); // on the bisector, straight below O
      expect(my).toBeGreaterThan(130);
    }
    // an acute angle at the lower left: the arc lies inside it (up and to the right of the vertex)
    const m = arcMid([40, 230], arcOf(angleArc([40, 230], [280, 230], [207.4, 30.5], 32)));
    expect(m[0]).toBeGreaterThan(40);
    expect(m[1]).toBeLessThan(230);
    expect((angleArc([0, 0], [10, 0], [0, 10], 8, 2).match(/<line /g) ?? []).length).toBe(2);
    expect(angleArc([0, 0], [10, 0], [0, 10], 8)).not.toContain("<line");
  });

  test("a shaded region may leave out the inside of a circle (even-odd), and draws no outline", () => {
    const s = shade(
      [
        [40, 20],
        [200, 20],
        [200, 180],
        [40, 180],
      ],
      { c: [120, 100], r: 80 },
    );
    expect(s).toContain('fill-rule="evenodd"');
    expect(s).toContain('stroke="none"');
    expect(s).toContain("M40 20L200 20L200 180L40 180ZM200 100A80 80 0 1 0 40 100A80 80 0 1 0 200 100Z");
    expect(circle([0, 0], 5, "#ddd")).toContain('fill="#ddd"');
  });

  test("a number line numbers every tick where it stands, and marks a closed point with a ray to the right", () => {
    const s = numberLine({ min: -6, max: 4, x0: 30, x1: 330, y: 40, point: { at: -2, closed: true }, ray: "right" });
    const labels = [...s.matchAll(/<text x="([\d.]+)"[^>]*>([^<]+)<\/text>/g)].map((m) => [Number(m[1]), m[2]]);
    expect(labels).toHaveLength(11);
    expect(labels[0]).toEqual([30, "−6"]);
    expect(labels.find((l) => l[1] === "0")).toEqual([210, "0"]);
    expect(labels[10]).toEqual([330, "4"]);
    expect(s).toMatch(/<circle cx="150" cy="40" r="6" fill="#000"/); // at −2, filled
    expect(s).toContain('<line x1="150" y1="40" x2="338" y2="40" stroke="#000" stroke-width="5"/>'); // the ray to the right
    const open = numberLine({ min: 0, max: 5, x0: 0, x1: 100, y: 10, point: { at: 1, closed: false } });
    expect(open).toMatch(/<circle cx="20" cy="10" r="6" fill="#fff"/);
    expect(open).not.toContain('stroke-width="5"');
  });

  test("a measure sets its lone letters in italic, and a segment carries one stroke width", () => {
    expect(mathText([0, 0], "(3x − 5)°")).toContain('>(3<tspan font-style="italic">x</tspan> − 5)°</text>');
    expect(mathText([0, 0], "60 cm")).toContain(">60 cm</text>"); // "cm" is a word, not a variable
    expect(thin([0, 0], [1, 1]).match(/stroke-width/g)).toHaveLength(1);
    expect(thin([0, 0], [1, 1])).toContain('stroke-width="1.5"');
    expect(seg([0, 0], [1, 1])).toContain('stroke-width="2"');
  });
});
