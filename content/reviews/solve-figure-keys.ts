/**
 * Blind re-solve of every exam item that gained a figure or figure choices in the figures work (issue 29, decision
 * 0047). Each expectation below is computed from the stem's data alone, written before the key was looked at, and
 * compared with the key as students see it: a numeric key by value, a text key by its words, a figure key by the
 * description a screen reader hears (which is also what the figure draws: the module plots the same data).
 * Run: node --import tsx content/reviews/solve-figure-keys.ts (one line per item, exit 1 on a disagreement).
 * The record is content/reviews/2026-11-27-figures.md.
 */
import { choiceNumber } from "../arrange-choices";
import { EXAMS } from "../exams";

const say = (v: number) => (v < 0 ? `negative ${-v}` : String(v));
const pt = (x: number, y: number) => `(${say(x)}, ${say(y)})`;

const f = (x: number) => (x - 3) * (x + 5); // pt1-math-m2h-05
const kSlope = (1 - -1) / (6 - 1); // line k through (1, -1) and (6, 1)
const lPerp = -1 / kSlope;
const hikerRate = (3500 - 2150) / (5 - 2);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const arrows = [3, 7, 8, 8, 9, 9, 9, 9, 10, 10, 10];
const rest = arrows.slice(1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** What the key must say (every phrase in its description or text) or be (a number). */
const SOLVED: Record<string, number | string[]> = {
  // figure choices
  "pt3-math-m1-02": ["horizontal", `crosses the y-axis at the point ${pt(0, 7)}`], // perpendicular to the y-axis through (-3, 7): y = 7
  "pt2-math-m2e-04": [`height of 30 at time 0`, `height of 0 at ${30 / 1.5} hours`], // 30 - 1.5t = 0
  "pt1-math-m2h-05": ["opening upward", pt(-5, 0), pt(3, 0), `(0, ${say(f(0))})`, `lowest point at ${pt(-1, f(-1))}`],
  "pt2-math-m2e-06": ["falling", `crosses the y-axis at ${pt(0, 7)}`, `passes through ${pt(2, -3 * 2 + 7)}`],
  "pt3-math-m2h-17": ["falling", `x-axis at ${pt(-(6 / 2), 0)}`, `y-axis at ${pt(0, -6)}`], // y = 2(-x) - 6
  "pt1-math-m1-15": [`starts at ${(2150 - 2 * hikerRate).toLocaleString("en-US")} feet`, `${(2150 + 4 * hikerRate).toLocaleString("en-US")} feet at 6 hours`],
  // figures in the stem
  "pt1-math-m1-20": 8 + lPerp * (0 - -3), // y-intercept of the perpendicular through (-3, 8)
  "pt3-math-m1-08": ["2x - 3y = 12"], // intercepts (6, 0) and (0, -4): x/6 - y/4 = 1, times 12
  "pt2-math-m1-14": 5 / 2 + 2, // slope (-3 - 5)/(6 - 2) = -2, from (2, 5) the line falls 5 in 2.5 more units
  "pt1-math-m2h-18": [
    mean(rest) > mean(arrows) ? "mean is greater" : "mean is the same",
    median(rest) === median(arrows) ? "median is the same" : "median is greater",
    sd(rest) < sd(arrows) ? "standard deviation is smaller" : "standard deviation is greater",
  ],
  "pt3-math-m2e-06": [
    mean([10, 20, 30, 40, 50]) === mean([26, 28, 30, 32, 34]) ? "equal means" : "greater mean",
    sd([10, 20, 30, 40, 50]) > sd([26, 28, 30, 32, 34]) ? "data set A has the greater standard deviation" : "B has the greater",
  ],
  "pt2-math-m2e-08": (6 + 5) / (6 + 5 + 9),
  "pt1-math-m2e-12": 5 * 14 - (10 + 12 + 15 + 18),
  "pt1-math-m1-16": 16, // halves every 4 days (640, 320, 160): 1 - 0.5^(1/4) = 15.9%, the nearest choice
  "pt3-math-m2e-03": (100 * (31 + 23)) / 240, // the Total row's walkers over everyone surveyed
  "pt2-math-m2h-16": ["reasonable estimate for the club", "not for all students"], // random within the club only
  "pt2-math-m2h-11": (100 * (0.48 * 25000 - 0.4 * 20000)) / (0.4 * 20000), // voters 8,000 -> 12,000
};

/** A student-produced entry's value: a fraction such as 9/2 or a decimal such as .55. */
const entry = (a: string) => (a.includes("/") ? Number(a.split("/")[0]) / Number(a.split("/")[1]) : Number(a));

const words = (html: string) => {
  const desc = /<desc[^>]*>([^<]*)<\/desc>/.exec(html)?.[1];
  return (desc ?? html).replace(/\\\(|\\\)/g, "").replace(/\s+/g, " ");
};

let bad = 0;
for (const exam of EXAMS)
  for (const m of exam.modules)
    for (const q of m.questions) {
      const want = SOLVED[q.id];
      if (want === undefined) continue;
      let got: string;
      let ok: boolean;
      if (q.type === "OE") {
        got = q.answers ?? "";
        ok = typeof want === "number" && got.split("|||").some((a) => Math.abs(entry(a) - want) < 1e-9);
      } else {
        const key = q.choices!.find((c) => c.correct)!.text;
        got = words(key);
        ok = typeof want === "number" ? Math.abs((choiceNumber(key) ?? NaN) - want) < 1e-9 : want.every((w) => got.includes(w));
      }
      if (!ok) bad++;
      console.log(`${ok ? "ok  " : "DIFF"} ${q.id}: solved ${JSON.stringify(want)}; key ${got.slice(0, 160)}`);
    }
const seen = EXAMS.flatMap((e) => e.modules.flatMap((m) => m.questions.map((q) => q.id)));
for (const id of Object.keys(SOLVED).filter((id) => !seen.includes(id))) {
  bad++;
  console.log(`MISSING ${id}`);
}
process.exit(bad ? 1 : 0);
