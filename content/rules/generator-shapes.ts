/**
 * No exam item with the solution shape of a bank generator (issue 29). Shape tags cannot see it: an exam item
 * tagged `slope-from-standard-form` and the generator `lin2-slope-of-standard-form` are one problem with other
 * numbers, and nothing in the tag text says so. So the check reads the problems themselves: every exam Math
 * question is compared with a few drawn instances of every generator by the structure of its stem (numbers masked
 * as N, one-letter variables as V, 4-token shingles, Jaccard ≥ STEM_SIMILARITY) and by the words of the two shape
 * names (Jaccard ≥ SHAPE_WORDS). Such a pair is a candidate, and it passes only when a reader has solved both side
 * by side and written down the step that makes them different problems (REVIEWED_GENERATOR_PAIRS). The
 * similarity finds the suspects; the reader decides. A review that no longer matches a candidate fails too.
 */
import type { MathGenerator } from "../bank/types";
import { jaccard } from "./text";
import type { RuleQuestion } from "./types";

export const STEM_SIMILARITY = 0.4;
export const SHAPE_WORDS = 0.5;
/** Enough draws to meet every wording of a generator (content/rules/variety.ts asks for at least 3 in 40). */
const SEEDS = 20;

/** Exam question id, generator id, and the step that makes them different problems. */
export const REVIEWED_GENERATOR_PAIRS: { exam: string; generator: string; why: string }[] = [
  {
    exam: "diag-math-04",
    generator: "angles-parallel-transversal",
    why: "two intersecting lines, no parallel lines: vertical angles given as expressions in x, an equation to solve; the generator gives one angle's number and asks for another across a transversal",
  },
  {
    exam: "pt4-math-m1-17",
    generator: "nlf-min-of-shifted-quadratic",
    why: "the y-intercept g(0) = f(-2) + 5 of a shifted parabola read from its graph, not the minimum (the vertex) of the shifted function",
  },
  {
    exam: "pt4-math-m2e-04",
    generator: "linf-value-at-doubled-input",
    why: "finds the constant b of f(x) = 5x + b from one value; no second input to evaluate",
  },
  { exam: "pt4-math-m2e-04", generator: "nlf-exp-solve-for-input", why: "a linear function's constant term, not the input of an exponential function" },
  {
    exam: "pt4-math-m2e-08",
    generator: "sys-eliminate-by-adding-find-y",
    why: "equal x-coefficients: subtracting the equations gives y at once; no opposite terms to add, no back-substitution",
  },
  {
    exam: "pt4-math-m2e-08",
    generator: "sys-swapped-coefficients-sum",
    why: "the x-coefficients are equal (3 and 3) and subtracting gives y; the generator adds swapped coefficients to get x + y",
  },
  { exam: "pt4-math-m2e-08", generator: "sys-k-for-equal-coordinates", why: "no constant k and no condition x = y: a plain elimination for y" },
  {
    exam: "pt4-math-m2e-10",
    generator: "linf-value-at-doubled-input",
    why: "a quadratic solved for its positive input (a square root and a sign), not a linear function evaluated",
  },
  { exam: "pt4-math-m2e-10", generator: "nlf-exp-solve-for-input", why: "undoes a square (two roots, the positive one kept), not an exponential" },
  {
    exam: "diag-math-05",
    generator: "lin2-interpret-x-intercept",
    why: "the meaning of the starting value of a function of time, not of where ax + by = T meets the x-axis",
  },
  { exam: "pt1-math-m1-01", generator: "ineq-variable-both-sides-flip", why: "an equation, with no inequality to reverse" },
  { exam: "pt1-math-m1-02", generator: "ratio-part-of-total-from-ratio", why: "scales one part to the other part; the generator divides a known total" },
  { exam: "pt1-math-m1-06", generator: "angles-isosceles-triangle", why: "an exterior angle equals the two remote interior angles; no equal sides" },
  { exam: "pt1-math-m1-06", generator: "angles-triangle-expressions", why: "an exterior angle from a figure, not three angle expressions summed to 180" },
  {
    exam: "pt1-math-m1-06",
    generator: "angles-isosceles-exterior",
    why: "a scalene triangle's exterior angle; the generator needs the equal base angles first",
  },
  { exam: "pt1-math-m1-07", generator: "linf-value-at-doubled-input", why: "evaluates a quadratic at a number; the generator solves for k first" },
  { exam: "pt1-math-m1-07", generator: "nlf-min-of-shifted-quadratic", why: "direct evaluation; the generator finds a vertex and shifts it" },
  { exam: "pt1-math-m1-08", generator: "sys-eliminate-by-adding-find-y", why: "no coefficients are opposite: both equations must be scaled before adding" },
  {
    exam: "pt1-math-m1-18",
    generator: "sys-constants-from-solution",
    why: "no solution (parallel lines, proportional coefficients), not substituting a given solution",
  },
  { exam: "pt1-math-m2e-01", generator: "lin1-factor-times-binomial", why: "undo a subtraction then a product; no distributing" },
  {
    exam: "pt1-math-m2e-03",
    generator: "eqx-factor-gcf-diff-of-squares",
    why: "a bare difference of squares; the generator's problem is taking out the common factor first",
  },
  {
    exam: "pt1-math-m2e-22",
    generator: "nlf-min-of-shifted-quadratic",
    why: "the vertex from the zeros' midpoint and a leading coefficient, not from a shift of a given quadratic",
  },
  { exam: "pt1-math-m2h-04", generator: "sys-k-for-equal-coordinates", why: "a line through two points and the point (a, a); no system with a constant" },
  { exam: "pt1-math-m2h-12", generator: "nlf-model-from-percent-change", why: "two successive changes combined into one percent; no model over time" },
  { exam: "pt1-math-m2h-12", generator: "pct-percent-change", why: "a change of a change (multiply 0.8 and 1.35), not one change between two values" },
  { exam: "pt1-math-m2h-17", generator: "ineq-variable-both-sides-flip", why: "an absolute-value equation with two cases and an extraneous one" },
  { exam: "pt2-math-m1-01", generator: "lin1-factor-times-binomial", why: "clears fractions with a common denominator; no product to undo" },
  { exam: "pt2-math-m1-04", generator: "linf-value-at-doubled-input", why: "solves f(a) = c for a and stops; the generator then evaluates at 2k" },
  {
    exam: "pt2-math-m1-05",
    generator: "angles-parallel-transversal",
    why: "same-side interior angles as expressions in x, summed to 180 and solved; the generator reads one angle from another",
  },
  { exam: "pt2-math-m1-12", generator: "trig-tan-of-other-acute-angle", why: "a side length from cos A and the hypotenuse, not a ratio of the other angle" },
  { exam: "pt2-math-m1-13", generator: "linf-input-where-outputs-equal", why: "evaluates a composition; the generator solves f(x) = g(x)" },
  { exam: "pt2-math-m1-13", generator: "nlf-solve-composite-equation", why: "evaluates f(g(4)) forward; the generator undoes a composition" },
  { exam: "pt2-math-m1-14", generator: "lin2-slope-through-two-points", why: "the slope is only the first step: the line's x-intercept is asked" },
  { exam: "pt2-math-m2e-01", generator: "lin1-factor-times-binomial", why: "decimal coefficients on both sides, collected; no product to undo" },
  { exam: "pt2-math-m2e-10", generator: "ineq-count-integers-compound", why: "tests values against the solved inequality; the generator counts integers" },
  {
    exam: "pt2-math-m2e-14",
    generator: "sys-eliminate-by-adding-find-y",
    why: "x + 4y is twice the first equation minus the second, read off without solving for x or y",
  },
  { exam: "pt3-math-m1-01", generator: "lin1-factor-times-binomial", why: "two distributions, one of them subtracted, then collecting terms" },
  {
    exam: "pt3-math-m1-06",
    generator: "nlf-exp-solve-for-input",
    why: "where a rational function's denominator is zero (a perfect square), not an exponential equation",
  },
  { exam: "pt3-math-m1-19", generator: "nle-root-equals-constant", why: "factors a common power of 2 out of a sum; no radical" },
  { exam: "pt3-math-m2e-05", generator: "circle-sector-area", why: "radius from the area, then the circumference; no sector" },
  { exam: "pt3-math-m2e-10", generator: "lin2-slope-through-two-points", why: "the distance formula (a Pythagorean step), not a slope" },
  {
    exam: "pt3-math-m2e-15",
    generator: "linf-value-at-doubled-input",
    why: "finds an unknown coefficient of a quadratic first; the generator's function is linear and known",
  },
  { exam: "pt3-math-m2h-01", generator: "nle-rational-sum-same-variable", why: "a rational exponent undone by the reciprocal power; no fractions in x" },
  { exam: "pt3-math-m2h-08", generator: "angles-isosceles-triangle", why: "an angle bisector splits an angle, then a second triangle's sum; no equal sides" },
  { exam: "pt3-math-m2h-08", generator: "angles-triangle-expressions", why: "two triangles and a bisector; no angle expressions in x" },
  {
    exam: "pt3-math-m2h-12",
    generator: "eqx-add-rational-expressions",
    why: "division of rational expressions by factoring and cancelling, not a common denominator",
  },
  { exam: "pt3-math-m2h-14", generator: "linf-value-at-doubled-input", why: "an exponential with an unknown factor found from a difference of values" },
  {
    exam: "pt3-math-m2h-20",
    generator: "circle-radius-from-equation",
    why: "the radius to the point of tangency and a perpendicular slope; the radius is not asked",
  },
  { exam: "pt3-math-m2h-21", generator: "linf-table-missing-input", why: "a quadratic from three points (second differences), not a linear table" },
  {
    exam: "pt1-math-m1-08",
    generator: "sys-swapped-coefficients-sum",
    why: "x alone by scaling both equations; the coefficients are not swapped and x + y is not asked",
  },
  { exam: "pt2-math-m1-04", generator: "nlf-exp-solve-for-input", why: "solves a linear equation 3a - 5 = 16; the generator matches powers of an exponential" },
  { exam: "pt2-math-m1-06", generator: "nlf-exp-solve-for-input", why: "evaluates an exponential at 3; the generator solves for the input" },
  { exam: "pt2-math-m1-08", generator: "sys-swapped-coefficients-sum", why: "substitutes y = 2x - 1 and solves; no swapped coefficients to add" },
  {
    exam: "pt2-math-m2e-14",
    generator: "sys-swapped-coefficients-sum",
    why: "x + 4y is twice the first equation minus the second (a combination to find); the generator's swapped coefficients simply add",
  },
  {
    exam: "pt3-math-m2e-15",
    generator: "nlf-exp-solve-for-input",
    why: "a quadratic's unknown coefficient from one value, then another value; no exponential",
  },
  { exam: "pt3-math-m2h-06", generator: "sys-swapped-coefficients-sum", why: "x^2 - y^2 factored as (x + y)(x - y) to get x - y; not a linear system" },
  {
    exam: "pt3-math-m2h-14",
    generator: "nlf-exp-solve-for-input",
    why: "the unknown factor a from a difference of two values, then f(3); no input is solved for",
  },
  {
    exam: "pt5-math-m2e-05",
    generator: "linf-interpret-constant-term",
    why: "the goal on the right of an inequality (profit left after a cost), not the starting value of a decreasing model",
  },
  {
    exam: "pt5-math-m2h-04",
    generator: "linf-value-at-doubled-input",
    why: "two values give both constants (the slope from rise over run), then f at its own slope; the generator knows f",
  },
  {
    exam: "pt6-math-m1-03",
    generator: "eqx-distribute-and-subtract",
    why: "a monomial times a binomial minus a product of conjugates: a difference of squares whose -25 turns to +25, giving a quadratic; the generator subtracts constant multiples of binomials",
  },
  {
    exam: "pt6-math-m1-13",
    generator: "circle-radius-from-equation",
    why: "reading the center and r^2 is only the start: each of four points is put into (x - 3)^2 + (y + 2)^2 and compared with 26 (inside, on, outside); the generator stops at r",
  },
  {
    exam: "pt6-math-m1-14",
    generator: "nlf-model-from-percent-change",
    why: "a linear model is given and the percent increase over ten years is computed from two of its values (600 / 2,400); the generator is given a percent per period and builds an exponential model",
  },
  {
    exam: "pt6-math-m2e-01",
    generator: "lin1-proportion-binomials",
    why: "one binomial over a constant equal to a constant: multiply once; no fraction on the right side",
  },
  { exam: "pt6-math-m2e-01", generator: "lin1-difference-of-fractions", why: "a single fraction equal to a constant; no second fraction subtracted" },
  { exam: "pt6-math-m2e-01", generator: "nle-root-equals-constant", why: "a linear equation with a denominator; no square root to undo" },
  {
    exam: "pt6-math-m2h-19",
    generator: "nle-root-equals-constant",
    why: "two square roots: isolate one, square, the x-terms cancel and a root is left, then square again; the generator squares one root once",
  },
  {
    exam: "pt6-math-m2e-17",
    generator: "linf-input-where-outputs-equal",
    why: "one function: f(x + 5) (input shifted) and 3f(x) (output tripled) must be built first, the trap is reading them as f(x) + 5 or f(3x); the generator gives both expressions",
  },
  {
    exam: "pt6-math-m2e-17",
    generator: "nlf-exp-solve-for-input",
    why: "a linear f compared with itself at a shifted input; the generator sets an exponential a·b^x equal to a given value",
  },
  {
    exam: "pt6-math-m2e-17",
    generator: "nlf-min-of-shifted-quadratic",
    why: "solves f(x + 5) = 3f(x) for x with a linear f; the generator finds the least value of a shifted quadratic",
  },
];

/** A stem's structure: figures and markup dropped, numbers as N, one-letter variables as V. */
export function stemStructure(html: string): Set<string> {
  const tokens = html
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/-?\d+(?:(?:[.,]|\{,\})\d+)*/g, " N ")
    .replace(/\b[a-z]\b/g, " V ")
    .replace(/[{}()\\[\]^_=+\-*/<>.,;:“”"'’?!$]/g, " $& ")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 4 <= tokens.length; i++) out.add(tokens.slice(i, i + 4).join(" "));
  return out;
}

const SHAPE_STOP = new Set(["of", "the", "a", "from", "to", "in", "and", "with", "for", "by", "find", "value"]);
const PREFIXES = new Set(["lin1", "lin2", "linf", "nle", "nlf", "eqx", "sys", "ineq", "rt", "trig"]);
export function shapeWords(id: string): Set<string> {
  return new Set(
    id
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !SHAPE_STOP.has(w) && !PREFIXES.has(w))
      .map((w) => w.replace(/s$/, "")),
  );
}

const shapeTag = (q: RuleQuestion) => (q.tags ?? []).find((t) => t.startsWith("shape:"))?.slice(6) ?? "";

/** Exam Math questions and generators that look alike by stem structure or shape name. */
export function generatorShapeCandidates(
  exam: RuleQuestion[],
  generators: MathGenerator[],
): { exam: string; generator: string; stem: number; words: number }[] {
  const gens = generators.map((g) => ({
    id: g.id,
    words: shapeWords(g.id),
    stems: Array.from({ length: SEEDS }, (_, i) => stemStructure(g.generate(i + 1).question.text)),
  }));
  const out: { exam: string; generator: string; stem: number; words: number }[] = [];
  for (const q of exam.filter((x) => x.test === "math")) {
    const stem = stemStructure(q.text);
    const words = shapeWords(shapeTag(q));
    for (const g of gens) {
      const s = Math.max(...g.stems.map((t) => jaccard(stem, t)));
      const w = jaccard(words, g.words);
      if (s >= STEM_SIMILARITY || w >= SHAPE_WORDS)
        out.push({ exam: q.id, generator: g.id, stem: Math.round(s * 100) / 100, words: Math.round(w * 100) / 100 });
    }
  }
  return out;
}

const key = (exam: string, generator: string) => `${exam}|${generator}`;

/** Candidates nobody has reviewed, and reviews that match no candidate any more. */
export function generatorShapeProblems(exam: RuleQuestion[], generators: MathGenerator[]): string[] {
  const candidates = generatorShapeCandidates(exam, generators);
  const reviewed = new Set(REVIEWED_GENERATOR_PAIRS.map((p) => key(p.exam, p.generator)));
  const found = new Set(candidates.map((c) => key(c.exam, c.generator)));
  return [
    ...candidates
      .filter((c) => !reviewed.has(key(c.exam, c.generator)))
      .map(
        (c) =>
          `${c.exam} ~ generator ${c.generator} (stem structure ${c.stem}, shape words ${c.words}): the same solution shape? Change one, or solve both and record the difference in REVIEWED_GENERATOR_PAIRS (content/rules/generator-shapes.ts)`,
      ),
    ...REVIEWED_GENERATOR_PAIRS.filter((p) => !found.has(key(p.exam, p.generator))).map(
      (p) => `${p.exam} ~ generator ${p.generator}: reviewed, but no longer a candidate (remove the review)`,
    ),
  ];
}
