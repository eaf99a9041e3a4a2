import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Command of Evidence, quantitative (18 questions, 6 per difficulty).
 * Every item shows a data table (with a caption) or a graph drawn below from its data: bar graphs, line graphs
 * and scatterplots, each an <svg role="img"> named by its <title> and a <desc> that states the axes and every
 * value in words, so the text alternative and the drawing cannot disagree. The data are invented and credited
 * to no named study (students, classes, towns and researchers in general).
 */

// ───────────── figures ─────────────
const W = 460;
const H = 330;
const L = 72;
const R = 440;
const T = 24;
const B = 256;
const r1 = (x: number) => Math.round(x * 10) / 10;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const fmt = (n: number) => n.toLocaleString("en-US");

type Axis = { label: string; min: number; max: number; step: number; unit?: string };
const yPos = (v: number, a: Axis) => B - ((v - a.min) / (a.max - a.min)) * (B - T);
const xPos = (v: number, a: Axis) => L + ((v - a.min) / (a.max - a.min)) * (R - L);

function frame(id: string, kind: "bar" | "line" | "scatter", title: string, desc: string, body: string): string {
  return `<svg role="img" aria-labelledby="${id}-title ${id}-desc" data-chart="${kind}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">${esc(title)}</title><desc id="${id}-desc">${esc(desc)}</desc>${body}</svg>`;
}

/** Grid lines, the y axis with its ticks, and both axis titles. */
function axes(y: Axis, xLabel: string): string {
  const ticks: number[] = [];
  for (let v = y.min; v <= y.max + 1e-9; v += y.step) ticks.push(Math.round(v * 1000) / 1000);
  const grid = ticks.map((v) => `M${L} ${r1(yPos(v, y))}H${R}`).join("");
  const labels = ticks.map((v) => `<text x="${L - 6}" y="${r1(yPos(v, y) + 4)}">${fmt(v)}</text>`).join("");
  return (
    `<path d="${grid}" stroke="#d4d4d8" stroke-width="1" fill="none"/>` +
    `<path d="M${L} ${T}V${B}H${R}" stroke="#000" stroke-width="1.5" fill="none"/>` +
    `<g font-family="sans-serif" font-size="12" text-anchor="end">${labels}</g>` +
    `<g font-family="sans-serif" font-size="13" text-anchor="middle"><text x="${r1((L + R) / 2)}" y="${H - 8}">${esc(xLabel)}</text><text x="18" y="${r1((T + B) / 2)}" transform="rotate(-90 18 ${r1((T + B) / 2)})">${esc(y.label)}</text></g>`
  );
}

/** A category label under the x axis; "\n" breaks it into two lines. */
function categoryLabel(x: number, label: string): string {
  const lines = label.split("\n");
  return `<text x="${r1(x)}" y="${B + 17}">${lines.map((l, i) => `<tspan x="${r1(x)}" dy="${i ? 14 : 0}">${esc(l)}</tspan>`).join("")}</text>`;
}

const SWATCH = ["#4b5563", "#ffffff", "#a1a1aa"];

/** A key in the top corner of the plot: one row per series, each with its mark drawn by `mark(x, y)` (y = row middle). */
function legend(entries: { name: string; mark: (x: number, y: number) => string }[], at: "left" | "right" = "right"): string {
  const x0 = at === "right" ? R - 150 : L + 12;
  return `<g font-family="sans-serif" font-size="12">${entries.map((e, i) => `${e.mark(x0, T + 10 + i * 18)}<text x="${x0 + 24}" y="${T + 14 + i * 18}">${esc(e.name)}</text>`).join("")}</g>`;
}

type BarSpec = {
  id: string;
  title: string;
  xLabel: string;
  y: Axis;
  categories: string[];
  series: { name: string; values: number[] }[];
  /** Appended to the generated description. */
  note?: string;
  legendAt?: "left" | "right";
};

function barChart(s: BarSpec): string {
  const n = s.categories.length;
  const m = s.series.length;
  const group = (R - L) / n;
  const bw = Math.min(44, (group * 0.72) / m);
  let bars = "";
  let values = "";
  s.categories.forEach((_, i) => {
    const left = L + group * i + (group - bw * m) / 2;
    s.series.forEach((ser, j) => {
      const v = ser.values[i]!;
      const x = left + bw * j;
      const top = yPos(v, s.y);
      bars += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(B - top)}" fill="${SWATCH[j]}" stroke="#000" stroke-width="1"/>`;
      values += `<text x="${r1(x + bw / 2)}" y="${r1(top - 4)}">${fmt(v)}${s.y.unit === "%" ? "%" : ""}</text>`;
    });
  });
  const cats = s.categories.map((c, i) => categoryLabel(L + group * (i + 0.5), c)).join("");
  const key =
    m > 1
      ? legend(
          s.series.map((ser, j) => ({
            name: ser.name,
            mark: (x: number, y: number) => `<rect x="${x}" y="${y - 5}" width="16" height="10" fill="${SWATCH[j]}" stroke="#000" stroke-width="1"/>`,
          })),
          s.legendAt,
        )
      : "";
  const plain = (c: string) => c.replace(/\n/g, " ");
  const unit = s.y.unit && s.y.unit !== "%" ? ` ${s.y.unit}` : (s.y.unit ?? "");
  const data = s.series
    .map((ser) => `${m > 1 ? `${ser.name}: ` : ""}${s.categories.map((c, i) => `${plain(c)}, ${fmt(ser.values[i]!)}${unit}`).join("; ")}.`)
    .join(" ");
  const desc = `Bar graph. The horizontal axis shows ${s.xLabel.toLowerCase()}: ${s.categories.map(plain).join(", ")}.${m > 1 ? ` For each, ${m} bars show ${s.series.map((x) => x.name).join(" and ")}.` : ""} The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return frame(
    s.id,
    "bar",
    s.title,
    desc,
    `${axes(s.y, s.xLabel)}${bars}<g font-family="sans-serif" font-size="11" text-anchor="middle">${values}</g><g font-family="sans-serif" font-size="12" text-anchor="middle">${cats}</g>${key}`,
  );
}

type LineSpec = {
  id: string;
  title: string;
  xLabel: string;
  y: Axis;
  /** Evenly spaced x positions, labelled as given (years, hours, months). */
  xs: string[];
  /** Spoken names of the x positions for the description, when the labels are abbreviations. */
  xNames?: string[];
  series: { name: string; values: number[] }[];
  note?: string;
  legendAt?: "left" | "right";
};

function lineChart(s: LineSpec): string {
  const n = s.xs.length;
  const step = (R - L) / n;
  const px = (i: number) => L + step * (i + 0.5);
  let lines = "";
  s.series.forEach((ser, j) => {
    const pts = ser.values.map((v, i) => `${r1(px(i))},${r1(yPos(v, s.y))}`).join(" ");
    lines += `<polyline points="${pts}" fill="none" stroke="#000" stroke-width="2"${j === 1 ? ' stroke-dasharray="6 4"' : ""}/>`;
    lines += ser.values
      .map((v, i) =>
        j === 0
          ? `<circle cx="${r1(px(i))}" cy="${r1(yPos(v, s.y))}" r="4" fill="#000"/>`
          : `<rect x="${r1(px(i) - 4)}" y="${r1(yPos(v, s.y) - 4)}" width="8" height="8" fill="#fff" stroke="#000" stroke-width="1.5"/>`,
      )
      .join("");
  });
  const ticks = s.xs.map((x, i) => `<text x="${r1(px(i))}" y="${B + 17}">${esc(x)}</text>`).join("");
  const key =
    s.series.length > 1
      ? legend(
          s.series.map((ser, j) => ({
            name: ser.name,
            mark: (x: number, y: number) =>
              `<line x1="${x}" y1="${y}" x2="${x + 18}" y2="${y}" stroke="#000" stroke-width="2"${j === 1 ? ' stroke-dasharray="4 3"' : ""}/>` +
              (j === 0
                ? `<circle cx="${x + 9}" cy="${y}" r="4" fill="#000"/>`
                : `<rect x="${x + 5}" y="${y - 4}" width="8" height="8" fill="#fff" stroke="#000" stroke-width="1.5"/>`),
          })),
          s.legendAt,
        )
      : "";
  const names = s.xNames ?? s.xs;
  const unit = s.y.unit ? (s.y.unit === "%" ? "%" : ` ${s.y.unit}`) : "";
  const data = s.series
    .map((ser) => `${s.series.length > 1 ? `${ser.name}: ` : ""}${ser.values.map((v, i) => `${names[i]}, ${fmt(v)}${unit}`).join("; ")}.`)
    .join(" ");
  const desc = `Line graph${s.series.length > 1 ? ` with ${s.series.length} lines (${s.series.map((x, j) => `${x.name}, ${j === 0 ? "solid line with dots" : "dashed line with squares"}`).join("; ")})` : ""}. The horizontal axis shows ${s.xLabel.toLowerCase()}, from ${names[0]} to ${names[n - 1]}. The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return frame(s.id, "line", s.title, desc, `${axes(s.y, s.xLabel)}<g font-family="sans-serif" font-size="12" text-anchor="middle">${ticks}</g>${lines}${key}`);
}

type ScatterSpec = {
  id: string;
  title: string;
  x: Axis;
  y: Axis;
  groups: { name: string; points: [number, number][] }[];
  note?: string;
};

function scatterChart(s: ScatterSpec): string {
  const xt: number[] = [];
  for (let v = s.x.min; v <= s.x.max + 1e-9; v += s.x.step) xt.push(Math.round(v * 1000) / 1000);
  const xTicks =
    `<path d="${xt.map((v) => `M${r1(xPos(v, s.x))} ${B}v5`).join("")}" stroke="#000" stroke-width="1.5"/>` +
    `<g font-family="sans-serif" font-size="12" text-anchor="middle">${xt.map((v) => `<text x="${r1(xPos(v, s.x))}" y="${B + 18}">${fmt(v)}</text>`).join("")}</g>`;
  let marks = "";
  s.groups.forEach((g, j) => {
    marks += g.points
      .map(([x, y]) =>
        j === 0
          ? `<circle cx="${r1(xPos(x, s.x))}" cy="${r1(yPos(y, s.y))}" r="4.5" fill="#000"/>`
          : `<rect x="${r1(xPos(x, s.x) - 4.5)}" y="${r1(yPos(y, s.y) - 4.5)}" width="9" height="9" fill="#fff" stroke="#000" stroke-width="1.5"/>`,
      )
      .join("");
  });
  const key =
    s.groups.length > 1
      ? `<g font-family="sans-serif" font-size="12">${s.groups
          .map((g, j) => {
            const y = T + 6 + j * 18;
            const mark =
              j === 0
                ? `<circle cx="${L + 16}" cy="${y + 4}" r="4.5" fill="#000"/>`
                : `<rect x="${L + 11.5}" y="${y - 0.5}" width="9" height="9" fill="#fff" stroke="#000" stroke-width="1.5"/>`;
            return `${mark}<text x="${L + 28}" y="${y + 8}">${esc(g.name)}</text>`;
          })
          .join("")}</g>`
      : "";
  const total = s.groups.reduce((a, g) => a + g.points.length, 0);
  const data = s.groups
    .map(
      (g) =>
        `${s.groups.length > 1 ? `${g.name}, ${g.points.length} points` : "The points"}, as (${s.x.label.toLowerCase()}, ${s.y.label.toLowerCase()}): ${g.points.map(([x, y]) => `(${fmt(x)}, ${fmt(y)})`).join(", ")}.`,
    )
    .join(" ");
  const desc = `Scatterplot of ${total} points${s.groups.length > 1 ? ` in ${s.groups.length} groups (${s.groups.map((g, j) => `${g.name}, ${j === 0 ? "filled circles" : "open squares"}`).join("; ")})` : ""}. The horizontal axis shows ${s.x.label.toLowerCase()}, from ${fmt(s.x.min)} to ${fmt(s.x.max)}. The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return frame(s.id, "scatter", s.title, desc, `${axes(s.y, s.x.label)}${xTicks}${marks}${key}`);
}

/** A data table with a caption, a header row and row headers. */
function table(caption: string, head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${r[0]}</th>${r
          .slice(1)
          .map((c) => `<td>${typeof c === "number" ? fmt(c) : c}</td>`)
          .join("")}</tr>`,
    )
    .join("");
  return `<table><caption>${caption}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

// ───────────── questions ─────────────
const COMPLETE_GRAPH = "<p>Which choice most effectively uses data from the graph to complete the statement?</p>";
const COMPLETE_TABLE = "<p>Which choice most effectively uses data from the table to complete the statement?</p>";
const base = {
  type: "SC" as const,
  title: "",
  test: "verbal" as const,
  domain: "information_ideas",
  skill: "command_of_evidence_quantitative",
  tags: ["bank"],
};

export default {
  skill: "command_of_evidence_quantitative",
  questions: [
    // ───────────── easy ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-01",
      difficulty: "easy",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "science",
        html:
          barChart({
            id: "bank-coeq-01",
            title: "Number of Wild Bee Species Found in Four Habitats",
            xLabel: "Habitat",
            y: { label: "Number of bee species", min: 0, max: 50, step: 10 },
            categories: ["Meadow", "Orchard", "Suburban\ngardens", "Roadside\nedges"],
            series: [{ name: "Species", values: [41, 27, 33, 18] }],
          }) +
          "<p>To learn which kinds of land near their city support the most kinds of wild bees, a group of ecology students set out bee traps in four habitats for one summer and identified every bee they caught. They found that the meadow supported the greatest variety of bees, ______</p>",
      },
      choices: [
        { text: "with 41 species, compared with 33 in the suburban gardens, 27 in the orchard and 18 along the roadside edges.", correct: true },
        { text: "with 27 species, compared with 41 in the suburban gardens, 33 along the roadside edges and 18 in the orchard." },
        { text: "with 18 species, fewer than were found in the orchard, in the suburban gardens or along the roadside edges." },
        { text: "with 33 species, more than were found in the orchard but fewer than were found along the roadside edges." },
      ],
      explanation:
        "<p>The best answer gives the meadow’s 41 species along with the smaller counts for the other habitats: 33 in the suburban gardens, 27 in the orchard and 18 along the roadside edges. These are the values in the graph, and they show that the meadow had more species than any other habitat.</p><ul><li>The choice giving the meadow 27 species mixes up the bars: 27 is the orchard’s count, and the numbers it gives for the other habitats are wrong too.</li><li>The choice giving the meadow 18 species uses the roadside edges’ bar, and it would make the meadow the poorest habitat, not the richest.</li><li>The choice giving the meadow 33 species uses the suburban gardens’ bar, and the roadside edges had fewer species than the meadow, not more.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-02",
      difficulty: "easy",
      text: "<p>Which choice most effectively uses data from the table to support the organizers’ claim?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          table(
            "Attendance at a Town’s Free Summer Concerts, by Type of Music",
            ["Type of music", "Number of concerts", "Average attendance per concert"],
            [
              ["Jazz", 4, 310],
              ["Folk", 3, 240],
              ["Classical", 5, 185],
              ["Rock", 4, 420],
            ],
          ) +
          "<p>Every summer, a small town holds a series of free outdoor concerts in its central park. After last summer’s series, the organizers reported that the jazz concerts drew larger crowds, on average, than the folk concerts did.</p>",
      },
      choices: [
        { text: "The series included 4 jazz concerts but only 3 folk concerts." },
        { text: "The jazz concerts averaged 310 people, and the folk concerts averaged 240.", correct: true },
        { text: "The rock concerts averaged 420 people each, more than the jazz concerts did." },
        { text: "The classical concerts averaged 185 people, fewer than the folk concerts." },
      ],
      explanation:
        "<p>The best answer compares the two averages the claim is about: 310 people per jazz concert against 240 per folk concert, so jazz drew larger crowds on average.</p><ul><li>The numbers of concerts (4 and 3) say how many were held, not how many people came to each one.</li><li>The rock concerts’ average is accurate but concerns rock, not folk, so it cannot show how jazz compared with folk.</li><li>The classical concerts’ average is accurate but leaves jazz out of the comparison entirely.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-03",
      difficulty: "easy",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "science",
        html:
          lineChart({
            id: "bank-coeq-03",
            title: "Average Height of Bean Plants Grown Under Red and Blue Light",
            xLabel: "Week",
            y: { label: "Average height (centimeters)", min: 0, max: 30, step: 5, unit: "centimeters" },
            xs: ["1", "2", "3", "4", "5"],
            xNames: ["week 1", "week 2", "week 3", "week 4", "week 5"],
            legendAt: "left",
            series: [
              { name: "Red light", values: [4, 9, 15, 22, 28] },
              { name: "Blue light", values: [3, 7, 11, 15, 18] },
            ],
          }) +
          "<p>For a science project, a student grew bean seedlings under red lamps and under blue lamps and measured the plants’ average height once a week. The student found that the plants under red light ended the experiment taller than those under blue light: by week 5, ______</p>",
      },
      choices: [
        { text: "the plants under blue light averaged 28 centimeters, while the plants under red light averaged 18 centimeters." },
        { text: "the plants under red light averaged 22 centimeters, while the plants under blue light averaged 15 centimeters." },
        { text: "the plants under red light averaged 28 centimeters, while the plants under blue light averaged 18 centimeters.", correct: true },
        { text: "the plants under both colors of light had reached the same average height of about 22 centimeters." },
      ],
      explanation:
        "<p>The best answer gives the week 5 values: 28 centimeters for the plants under red light (the solid line) and 18 centimeters for those under blue light (the dashed line), so the red-light plants ended taller.</p><ul><li>The choice giving 28 centimeters to the blue-light plants swaps the two lines.</li><li>The heights of 22 and 15 centimeters are real values from the graph, but they are for week 4, not week 5.</li><li>The lines do not meet at week 5; the plants under the two colors ended 10 centimeters apart.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-04",
      difficulty: "easy",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "history_social",
        html:
          barChart({
            id: "bank-coeq-04",
            title: "Businesses on a Town’s Main Street, 1970 and 2020",
            xLabel: "Type of business",
            y: { label: "Number of businesses", min: 0, max: 14, step: 2 },
            categories: ["Restaurants\nand cafés", "Clothing\nstores", "Hardware\nstores", "Banks"],
            series: [
              { name: "1970", values: [4, 9, 3, 5] },
              { name: "2020", values: [12, 3, 1, 2] },
            ],
          }) +
          "<p>For a local history project, a student used old business directories to count the businesses on her town’s main street in 1970 and in 2020. She found that the street had become a place to eat out: the number of restaurants and cafés tripled over those fifty years, ______</p>",
      },
      choices: [
        { text: "rising from 4 in 1970 to 12 in 2020.", correct: true },
        { text: "falling from 9 in 1970 to 3 in 2020." },
        { text: "rising from 3 in 1970 to 9 in 2020." },
        { text: "falling from 12 in 1970 to 4 in 2020." },
      ],
      explanation:
        "<p>The best answer is that the number of restaurants and cafés rose from 4 in 1970 to 12 in 2020. Those are the two bars for restaurants and cafés, and 12 is three times 4.</p><ul><li>The fall from 9 to 3 is real, but it describes clothing stores, whose number dropped to a third rather than tripling.</li><li>No type of business went from 3 to 9; this reverses the clothing stores’ change.</li><li>The fall from 12 to 4 reverses the restaurants’ change, putting the 2020 value in 1970.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-05",
      difficulty: "easy",
      text: "<p>Which choice best describes data from the graph that support the teacher’s claim?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          scatterChart({
            id: "bank-coeq-05",
            title: "Weekly Piano Practice and Sight-Reading Scores of 10 Students",
            x: { label: "Practice per week (hours)", min: 0, max: 10, step: 2 },
            y: { label: "Sight-reading score (points)", min: 40, max: 100, step: 10 },
            groups: [
              {
                name: "Students",
                points: [
                  [1, 52],
                  [2, 58],
                  [2.5, 55],
                  [3, 63],
                  [4, 66],
                  [4.5, 72],
                  [5, 70],
                  [6, 78],
                  [7, 81],
                  [8, 88],
                ],
              },
            ],
          }) +
          "<p>A piano teacher recorded how many hours each of her ten students practiced in a typical week and then gave all of them the same sight-reading test, in which they played a piece they had never seen before. She claims that, among these students, those who practiced more tended to read new music better.</p>",
      },
      choices: [
        { text: "The student who practiced the fewest hours per week earned the highest sight-reading score of the group." },
        { text: "Most of the ten students practiced between 8 and 10 hours per week and scored above 85 points on the test." },
        { text: "In general, the more hours a student practiced each week, the higher the student’s sight-reading score.", correct: true },
        { text: "All of the students who practiced more than 4 hours per week earned the same score, about 70 points." },
      ],
      explanation:
        "<p>The best answer is that, in general, the more hours a student practiced, the higher the student’s score. The points rise from left to right, from about 52 points for 1 hour of practice to about 88 points for 8 hours, which is the pattern the teacher describes.</p><ul><li>The student who practiced least (1 hour) had the lowest score, about 52, not the highest.</li><li>Only one student practiced as much as 8 hours, and most practiced 5 hours or less.</li><li>The students who practiced more than 4 hours scored from about 70 to about 88 points, not all the same.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-06",
      difficulty: "easy",
      text: "<p>Which choice most effectively uses data from the table to support the student’s conclusion?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          table(
            "Time for 100 Grams of Ice to Melt in Cups of Different Materials",
            ["Cup material", "Time until the ice had fully melted (minutes)"],
            [
              ["Plastic foam", 94],
              ["Paper", 61],
              ["Glass", 48],
              ["Steel", 39],
            ],
          ) +
          "<p>A student put 100 grams of ice into each of four cups made of different materials, left the cups side by side in a room kept at 24°C, and recorded how long the ice in each cup took to melt completely. The student concludes that, of the four cups, the plastic foam cup kept its ice frozen the longest.</p>",
      },
      choices: [
        { text: "In the steel cup, the ice melted completely in 39 minutes, faster than in any other cup." },
        { text: "In the foam cup, the ice took 94 minutes to melt completely, longer than in any other cup.", correct: true },
        { text: "In the paper cup, the ice took 61 minutes to melt completely, longer than in the glass cup." },
        { text: "In the glass cup, the ice melted completely in 48 minutes, nine minutes slower than in steel." },
      ],
      explanation:
        "<p>The best answer is that the ice in the foam cup took 94 minutes to melt, longer than in any other cup. The conclusion is about which cup kept its ice longest, and 94 minutes is the longest time in the table.</p><ul><li>The steel cup’s time is accurate, but it shows which cup melted its ice fastest, not which kept it longest.</li><li>The paper cup’s time is accurate, but it compares only paper and glass and leaves out the foam cup.</li><li>The glass cup’s time is accurate, but it compares only glass and steel, saying nothing about the foam cup.</li></ul>",
    },
    // ───────────── medium ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-07",
      difficulty: "medium",
      text: "<p>Which choice most effectively uses data from the graph to support the planner’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          lineChart({
            id: "bank-coeq-07",
            title: "Monthly Trips on a City’s Bike-Share System, 2022 and 2023",
            xLabel: "Month",
            y: { label: "Trips (thousands)", min: 0, max: 50, step: 10, unit: "thousand trips" },
            xs: ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"],
            xNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
            legendAt: "left",
            series: [
              { name: "2022", values: [8, 9, 14, 22, 31, 38, 41, 40, 33, 24, 14, 9] },
              { name: "2023", values: [11, 12, 18, 27, 37, 45, 49, 47, 39, 29, 18, 12] },
            ],
          }) +
          "<p>A city’s bike-share system lets riders rent bicycles from stations around downtown. A city planner reviewing the system’s first two full years notes that ridership grew from 2022 to 2023. She claims that this growth was not limited to the warm months, when most trips are taken, but also reached the coldest part of the year.</p>",
      },
      choices: [
        { text: "July had the most trips in both years, with about 41,000 in 2022 and about 49,000 in 2023." },
        { text: "In both years, the number of trips rose every month from January through July and then fell." },
        { text: "June trips rose from about 38,000 in 2022 to about 45,000 in 2023, a gain of about 7,000 trips." },
        { text: "January trips rose from about 8,000 to 11,000 and December trips from about 9,000 to 12,000.", correct: true },
      ],
      explanation:
        "<p>The best answer is that January trips rose from about 8,000 to about 11,000 and December trips from about 9,000 to about 12,000. January and December are the coldest months and the ones with the fewest trips, so growth in them shows that the increase reached beyond the warm months.</p><ul><li>The July figures are accurate and do show growth, but July is a warm month, so they cannot show growth in the coldest part of the year.</li><li>The rise from January to July describes the seasonal pattern within each year, not growth from 2022 to 2023.</li><li>The June figures are accurate but, like July’s, concern a warm month.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-08",
      difficulty: "medium",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "humanities",
        html:
          barChart({
            id: "bank-coeq-08",
            title: "How Survey Respondents Mainly Listen to Music, by Age Group",
            xLabel: "Age group",
            y: { label: "Percentage of respondents", min: 0, max: 100, step: 20, unit: "%" },
            categories: ["16–29", "30–49", "50 and older"],
            series: [
              { name: "Streaming", values: [78, 61, 35] },
              { name: "Radio", values: [12, 27, 46] },
              { name: "CDs or records", values: [10, 12, 19] },
            ],
          }) +
          "<p>A music magazine asked 600 of its readers, 200 in each of three age groups, how they mainly listen to music. Streaming services were the most common choice overall, but radio was the most common choice for one age group: ______</p>",
      },
      choices: [
        { text: "respondents aged 50 and older, 46% of whom listened mainly to the radio, compared with 35% who streamed.", correct: true },
        { text: "respondents aged 30 to 49, 27% of whom listened mainly to the radio, compared with 12% who played CDs or records." },
        { text: "respondents aged 16 to 29, only 12% of whom listened mainly to the radio, compared with 78% who streamed." },
        { text: "respondents aged 50 and older, 19% of whom listened mainly to CDs or records, more than in either younger group." },
      ],
      explanation:
        "<p>The best answer is respondents aged 50 and older, 46% of whom listened mainly to the radio, compared with 35% who streamed. In that group the radio bar is the tallest of the three, so radio was the most common choice there, and only there.</p><ul><li>Among respondents aged 30 to 49, radio (27%) beat CDs and records but trailed streaming (61%), so it was not the most common choice.</li><li>Among respondents aged 16 to 29, radio was the least common choice after streaming, far from the most common.</li><li>The 19% figure is accurate, but it concerns CDs and records, not radio.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-09",
      difficulty: "medium",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "science",
        html:
          scatterChart({
            id: "bank-coeq-09",
            title: "Boiling Temperature of Water at Eight Sites of Different Elevation",
            x: { label: "Elevation (meters)", min: 0, max: 2500, step: 500 },
            y: { label: "Boiling temperature (°C)", min: 90, max: 102, step: 2 },
            groups: [
              {
                name: "Sites",
                points: [
                  [0, 99.9],
                  [350, 98.8],
                  [600, 98.0],
                  [950, 96.9],
                  [1200, 95.9],
                  [1550, 94.8],
                  [1800, 94.0],
                  [2150, 92.9],
                ],
              },
            ],
          }) +
          "<p>On a field trip that climbed from the coast into the mountains, a science class boiled water at eight stops and measured the temperature at which it boiled. Because air pressure falls with elevation, the class expected water to boil at lower temperatures higher up, and the measurements bore this out: ______</p>",
      },
      choices: [
        { text: "at the coast, water boiled at about 93°C, while at the highest stop, about 2,150 meters up, it boiled at about 100°C." },
        { text: "at every stop above 1,000 meters, water boiled at nearly the same temperature, about 95°C, whatever the elevation." },
        { text: "at the highest stop, about 2,150 meters up, water boiled at about 93°C, some 7 degrees lower than at the coast.", correct: true },
        { text: "at the highest stop, about 2,150 meters up, water boiled at about 97°C, only 3 degrees lower than at the coast." },
      ],
      explanation:
        "<p>The best answer is that at the highest stop, about 2,150 meters up, water boiled at about 93°C, some 7 degrees lower than the nearly 100°C measured at the coast. The rightmost point sits lowest on the graph, matching the expectation of lower boiling temperatures higher up.</p><ul><li>The choice placing 93°C at the coast and 100°C at the top reverses the two ends of the graph.</li><li>The points above 1,000 meters keep falling, from about 96°C to about 93°C, rather than staying near 95°C.</li><li>About 97°C is the reading near 950 meters, not at the highest stop.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-10",
      difficulty: "medium",
      text: "<p>Which choice most effectively uses data from the table to support the manager’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          table(
            "Sales at a Farmers’ Market in June and September, by Product Type",
            ["Product type", "June sales (dollars)", "September sales (dollars)"],
            [
              ["Vegetables", 4200, 6900],
              ["Fruit", 3100, 5600],
              ["Baked goods", 2600, 2500],
              ["Flowers", 1900, 1200],
            ],
          ) +
          "<p>The manager of a weekly farmers’ market compared the market’s total sales in June with its total sales in September and found that they had risen. She claims that all of this growth came from produce and that sales of the market’s other goods did not contribute to it.</p>",
      },
      choices: [
        { text: "Vegetables were the best-selling type of product at the market in June and again in September." },
        { text: "Vegetable sales rose by $2,700 and fruit sales by $2,500, while sales of baked goods and of flowers fell.", correct: true },
        { text: "Sales of flowers fell from $1,900 in June to $1,200 in September, the largest drop of any product." },
        { text: "Sales of baked goods were about the same in both months, $2,600 in June and $2,500 in September." },
      ],
      explanation:
        "<p>The best answer is that vegetable sales rose by $2,700 (from $4,200 to $6,900) and fruit sales by $2,500 (from $3,100 to $5,600), while sales of baked goods and of flowers fell. Produce grew and the other goods shrank, so the whole increase came from produce, as the manager claims.</p><ul><li>Vegetables did sell best in both months, but being the top seller says nothing about where the growth came from.</li><li>The fall in flower sales is accurate, but it leaves out the produce that the claim credits with the growth and the baked goods it says did not contribute.</li><li>The baked-goods figures are accurate, but like the flower figures they show only one of the other goods, not that produce supplied the growth.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-11",
      difficulty: "medium",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "science",
        html:
          lineChart({
            id: "bank-coeq-11",
            title: "Dissolved Oxygen in a Pond over 24 Hours",
            xLabel: "Time of day",
            y: { label: "Dissolved oxygen (mg per liter)", min: 0, max: 12, step: 2, unit: "milligrams per liter" },
            xs: ["6 a.m.", "9", "noon", "3", "6 p.m.", "9", "mid.", "3", "6 a.m."],
            xNames: ["6 a.m.", "9 a.m.", "noon", "3 p.m.", "6 p.m.", "9 p.m.", "midnight", "3 a.m.", "6 a.m. the next day"],
            series: [{ name: "Oxygen", values: [4.1, 6.0, 8.4, 10.2, 10.8, 8.9, 6.8, 5.0, 4.2] }],
          }) +
          "<p>Students measured the amount of oxygen dissolved in a pond’s water every three hours for a full day. Their teacher explained that algae in the pond release oxygen through photosynthesis while the sun is up, but that at night the pond’s plants and animals only use oxygen up. Consistent with this explanation, the oxygen level ______</p>",
      },
      choices: [
        { text: "peaked at noon, when the sun was highest in the sky, and then reached its lowest point at midnight." },
        { text: "rose from about 4 mg per liter at 6 a.m. to nearly 11 at 6 p.m. and then fell throughout the night.", correct: true },
        { text: "stayed close to 10 mg per liter from noon until midnight and then dropped sharply before dawn." },
        { text: "fell from nearly 11 mg per liter at 6 a.m. to about 4 at 6 p.m. and then rose throughout the night." },
      ],
      explanation:
        "<p>The best answer is that the oxygen level rose from about 4 mg per liter at 6 a.m. to nearly 11 at 6 p.m. and then fell throughout the night. Oxygen built up all through the daylight hours, while algae were adding it, and declined through the dark hours, while it was only being used, just as the explanation predicts.</p><ul><li>The level kept rising after noon, to its peak at 6 p.m., and its lowest point came at 6 a.m., not midnight.</li><li>The level fell steadily from 6 p.m. on, reaching about 6.8 by midnight rather than staying near 10.</li><li>This choice reverses the graph, putting the high point in the morning and the low point in the evening.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-12",
      difficulty: "medium",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "humanities",
        html:
          barChart({
            id: "bank-coeq-12",
            title: "Students Auditioning for a High School Choir, by Voice Part",
            xLabel: "Voice part",
            y: { label: "Number of students", min: 0, max: 20, step: 5 },
            categories: ["Soprano", "Alto", "Tenor", "Bass"],
            series: [
              { name: "2023", values: [18, 14, 5, 7] },
              { name: "2024", values: [15, 16, 11, 8] },
            ],
          }) +
          "<p>A high school choir has long had too few tenors, the higher of the two men’s voice parts. Before the 2024 auditions, the choir director visited classes to recruit students with tenor voices, and the effort appears to have paid off: ______</p>",
      },
      choices: [
        { text: "sopranos were still the largest group to audition, though their number fell from 18 in 2023 to 15 in 2024." },
        { text: "the number of students auditioning as tenors more than doubled, from 5 in 2023 to 11 in 2024.", correct: true },
        { text: "the number of students auditioning as altos rose from 14 in 2023 to 16 in 2024, making them the largest group." },
        { text: "the number of students auditioning as basses rose from 7 in 2023 to 8 in 2024, the smallest change of any part." },
      ],
      explanation:
        "<p>The best answer is that the number of students auditioning as tenors more than doubled, from 5 to 11. The recruiting was aimed at tenors, so a sharp rise in tenor auditions is the evidence that it worked.</p><ul><li>Sopranos were not the largest group in 2024 (altos, with 16, were), and in any case the recruiting was aimed at tenors.</li><li>The alto figures are accurate, but altos were not the target of the recruiting.</li><li>The bass figures are accurate, but basses were not the target of the recruiting either; only the tenors’ change shows whether the effort paid off.</li></ul>",
    },
    // ───────────── hard ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-13",
      difficulty: "hard",
      text: "<p>Which choice best describes data from the graph that support the researchers’ conclusion?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          scatterChart({
            id: "bank-coeq-13",
            title: "Seed Mass and Seedling Survival in Shade for 10 Tree Species",
            x: { label: "Average seed mass (milligrams)", min: 0, max: 400, step: 100 },
            y: { label: "Seedlings surviving 1 year (%)", min: 0, max: 80, step: 20 },
            groups: [
              {
                name: "Species",
                points: [
                  [5, 12],
                  [15, 24],
                  [30, 37],
                  [50, 48],
                  [80, 58],
                  [120, 63],
                  [170, 65],
                  [230, 64],
                  [300, 66],
                  [380, 65],
                ],
              },
            ],
          }) +
          "<p>Large seeds carry more stored food than small ones, which may help a seedling survive in deep shade, where little light reaches it. To test this, researchers planted seeds of ten tree species on a shaded forest floor and recorded the share of seedlings of each species alive a year later. They conclude that heavier seeds do improve survival in shade, but only up to a point, beyond which extra seed mass brings no further benefit.</p>",
      },
      choices: [
        { text: "Across all ten species, seedlings generally survived at higher rates in species whose seeds were heavier." },
        { text: "The species with the heaviest seeds, about 380 milligrams, had one of the highest survival rates, about 65%." },
        { text: "Survival rose from about 12% to about 58% as seed mass rose to 80 milligrams, then stayed between 63% and 66%.", correct: true },
        { text: "Survival ranged from about 12% for the species with the lightest seeds to about 66% for one with heavy seeds." },
      ],
      explanation:
        "<p>The best answer is that survival rose from about 12% to about 58% as seed mass rose to 80 milligrams but then stayed between 63% and 66%. The conclusion has two parts, a benefit and a limit to it, and only this choice shows both: a steep climb among the lighter seeds and a flat stretch from about 120 to 380 milligrams.</p><ul><li>The general upward trend is accurate, but it shows only the benefit, not that the benefit stops growing.</li><li>The heaviest-seeded species surviving well is accurate, but on its own it is consistent with survival rising without limit.</li><li>The range of survival rates is accurate, but it does not say where along the range of seed masses the rise happened or stopped.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-14",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the graph to support the planner’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          lineChart({
            id: "bank-coeq-14",
            title: "Shares of a Town’s Residents Under 18 and Aged 65 and Older, 1970–2020",
            xLabel: "Census year",
            y: { label: "Share of residents (%)", min: 0, max: 40, step: 10, unit: "%" },
            xs: ["1970", "1980", "1990", "2000", "2010", "2020"],
            series: [
              { name: "Under 18", values: [34, 29, 26, 24, 21, 18] },
              { name: "65 and older", values: [9, 11, 13, 15, 19, 24] },
            ],
          }) +
          "<p>A county planner studying census data for one town notes that its population has been growing older for decades. She claims, however, that the aging of the town has sped up since 2000: the share of its residents aged 65 and older has been climbing faster than it did in earlier decades.</p>",
      },
      choices: [
        { text: "The share of residents under 18 fell in every census year, from 34% in 1970 to 18% in 2020." },
        { text: "By 2020, residents aged 65 and older made up a larger share of the town (24%) than residents under 18 (18%)." },
        { text: "The share of residents aged 65 and older was higher in each census year shown than in the one before it." },
        { text: "The share aged 65 and older rose 9 points from 2000 to 2020, more than its 6-point rise over 1970–2000.", correct: true },
      ],
      explanation:
        "<p>The best answer is that the share aged 65 and older rose 9 points from 2000 to 2020 (from 15% to 24%), more than its 6-point rise over the three decades from 1970 to 2000 (from 9% to 15%). The claim is about speed: the share climbed more in two decades after 2000 than in three decades before, so the climb has sped up.</p><ul><li>The fall in the share of children is accurate, but it concerns the wrong age group and shows no change in pace.</li><li>Older residents outnumbering children by 2020 is accurate, but it compares the two groups at one moment rather than showing faster growth.</li><li>A rise in every census year is accurate, but it shows only that the share kept growing, not that it grew faster after 2000.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-15",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the table to support the director’s claim?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          table(
            "Films Submitted to and Accepted by a Student Film Festival, by Category",
            ["Category", "Films submitted", "Films accepted"],
            [
              ["Animation", 40, 12],
              ["Documentary", 90, 18],
              ["Drama", 120, 21],
              ["Comedy", 50, 6],
            ],
          ) +
          "<p>The director of a student film festival reviewed this year’s entries. She notes that more dramas were accepted than films of any other kind, but she claims that an animated film submitted to the festival was more likely to be accepted than a film in any other category.</p>",
      },
      choices: [
        { text: "Only 40 of the 300 films submitted to the festival were animated, fewer than in any other category." },
        { text: "Twelve of the 40 animated entries were accepted, a larger share than in any of the other categories.", correct: true },
        { text: "The festival accepted 18 documentaries but only 12 animated films, six fewer than it did documentaries." },
        { text: "The festival accepted 21 dramas, more than it did in any other category, including animation with 12." },
      ],
      explanation:
        "<p>The best answer is that 12 of the 40 animated films were accepted, a larger fraction than in any other category. A film’s chance of acceptance is the share of its category accepted: 12 of 40 is 30%, against 18 of 90 (20%) for documentaries, 21 of 120 (17.5%) for dramas and 6 of 50 (12%) for comedies.</p><ul><li>It is true that animation had the fewest submissions, but the number submitted alone says nothing about a film’s chance of acceptance.</li><li>The documentary comparison counts accepted films, which makes animation look worse; counts do not show how likely a film was to be accepted.</li><li>The drama figure is the point the director grants, not her claim; the most accepted films does not mean the highest chance of acceptance.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-16",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the graph to support the gardeners’ conclusion?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          barChart({
            id: "bank-coeq-16",
            title: "Tomato Plants with Leaf Blight, by Watering Method and Time of Day",
            xLabel: "Watering method",
            y: { label: "Plants with blight (%)", min: 0, max: 60, step: 10, unit: "%" },
            categories: ["Overhead sprinkler", "Drip line at the roots"],
            series: [
              { name: "Watered in the morning", values: [22, 9] },
              { name: "Watered in the evening", values: [48, 11] },
            ],
          }) +
          "<p>Leaf blight, a fungal disease, spreads most easily on tomato leaves that stay wet. Members of a community garden watered four groups of tomato plants in different ways for a season and recorded the share of plants in each group that developed blight. They conclude that the time of day at which plants are watered matters a great deal when water falls on the leaves but hardly at all when it goes straight to the roots.</p>",
      },
      choices: [
        { text: "Plants watered with a drip line had less blight than plants watered with a sprinkler, morning or evening." },
        { text: "Plants watered with a sprinkler in the evening had the highest rate of blight of the four groups, 48%." },
        { text: "Evening watering raised blight from 22% to 48% with a sprinkler but only from 9% to 11% with a drip line.", correct: true },
        { text: "For both watering methods, plants watered in the morning had less blight than plants watered in the evening." },
      ],
      explanation:
        "<p>The best answer is that evening watering raised blight from 22% to 48% with a sprinkler but only from 9% to 11% with a drip line. The conclusion compares the effect of timing under the two methods, and these numbers show a large effect (26 points) when water falls on the leaves and a tiny one (2 points) when it goes to the roots.</p><ul><li>The drip line beating the sprinkler at both times is accurate, but it concerns the method, not whether timing matters more for one method than the other.</li><li>The 48% figure is accurate but describes a single group, so it cannot show how much timing matters for each method.</li><li>Morning watering beating evening watering for both methods is accurate, but it hides the size of the two differences, which is the point of the conclusion.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-17",
      difficulty: "hard",
      text: "<p>Which choice best describes data from the graph that support the analyst’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          scatterChart({
            id: "bank-coeq-17",
            title: "Distance from the City Center and Average Transit Commute in 10 Neighborhoods",
            x: { label: "Distance from city center (kilometers)", min: 0, max: 20, step: 5 },
            y: { label: "Average commute by transit (minutes)", min: 0, max: 80, step: 20 },
            groups: [
              {
                name: "On a rail line",
                points: [
                  [2, 20],
                  [5, 26],
                  [9, 31],
                  [14, 35],
                  [18, 39],
                ],
              },
              {
                name: "Bus service only",
                points: [
                  [2, 25],
                  [5, 33],
                  [9, 45],
                  [14, 58],
                  [18, 70],
                ],
              },
            ],
          }) +
          "<p>A transportation analyst compared ten neighborhoods of a city, five on a commuter rail line and five served only by buses, at similar distances from the city center. She claims that rail service makes a bigger difference to transit commutes the farther a neighborhood is from the center.</p>",
      },
      choices: [
        { text: "In both kinds of neighborhood, the average transit commute grew longer the farther the neighborhood was from the center." },
        { text: "The longest average commute, about 70 minutes, was in a neighborhood 18 kilometers out with bus service only." },
        { text: "Every neighborhood on a rail line had a shorter average transit commute than every neighborhood without one." },
        { text: "Rail and bus neighborhoods’ commutes differed by about 5 minutes at 2 km but by about 31 minutes at 18 km.", correct: true },
      ],
      explanation:
        "<p>The best answer is that commutes in rail and bus neighborhoods differed by about 5 minutes at 2 kilometers (20 against 25 minutes) but by about 31 minutes at 18 kilometers (39 against 70). The claim is that the rail advantage grows with distance, and the gap between the two kinds of neighborhood widens from almost nothing near the center to about half an hour far out.</p><ul><li>Longer commutes farther out for both kinds of neighborhood is accurate, but it describes distance, not how the rail advantage changes.</li><li>The 70-minute commute is accurate, but a single neighborhood cannot show how the difference between rail and bus changes with distance.</li><li>This is not true: the rail neighborhood 18 kilometers out (about 39 minutes) had a longer commute than the bus neighborhoods 2 and 5 kilometers out (about 25 and 33 minutes).</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-18",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the table to support the council member’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          table(
            "Turnout in a City’s Elections for Mayor, 2013–2022",
            ["Year", "Held on the same day as a national election?", "Turnout of registered voters"],
            [
              ["2013", "No", "21%"],
              ["2015", "No", "18%"],
              ["2017", "No", "23%"],
              ["2020", "Yes", "61%"],
              ["2022", "Yes", "44%"],
            ],
          ) +
          "<p>A city used to elect its mayor in odd-numbered years, when no national offices were on the ballot. After the city moved its elections to even-numbered years, a city council member claimed that every mayoral election held alongside a national election has drawn a larger share of voters than any held on its own.</p>",
      },
      choices: [
        { text: "Turnout rose from 21% in 2013 to 61% in 2020, the highest turnout of any mayoral election in the table." },
        { text: "Turnout was 61% in 2020 but only 44% in 2022, even though both elections were held with national ones." },
        { text: "The lowest turnout in a combined election, 44% in 2022, was far above the highest in a separate one, 23%.", correct: true },
        { text: "Turnout fell from 21% in 2013 to 18% in 2015, a year in which the election was again held on its own." },
      ],
      explanation:
        "<p>The best answer is that the lowest turnout in an election held with a national one (44% in 2022) was far above the highest turnout in an election held on its own (23% in 2017). The claim compares every combined election with every separate one, and showing that the weakest combined election beat the strongest separate one proves that all of them did.</p><ul><li>The rise from 2013 to 2020 is accurate but compares only two elections; it cannot show that every combined election beat every separate one.</li><li>The drop from 2020 to 2022 is accurate but compares two combined elections with each other.</li><li>The dip from 2013 to 2015 is accurate but compares two separate elections with each other.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
