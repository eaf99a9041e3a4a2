import { barGraph, lineGraph, scatterPlot } from "../../figures";
import type { WrittenSkill } from "../types";

/**
 * Skill bank, Information and Ideas: Command of Evidence, quantitative (30 questions, 10 per difficulty).
 * Every item shows a data table (with a caption) or a graph drawn below from its data: bar graphs, line graphs
 * and scatterplots, each an <svg role="img"> named by its <title> and a <desc> that states the axes and every
 * value in words, so the text alternative and the drawing cannot disagree. The data are invented and credited
 * to no named study (students, classes, towns and researchers in general). All draw with the shared figure module (content/figures,
 * decision 0047): items 01-18 from the specs below, whose `desc` is built from the data; items 19-30 with a `desc`
 * written per item.
 */

// ───────────── figures ─────────────
// Items 01-18 give their data as specs below; each spec is drawn by the shared figure module (content/figures)
// with a `desc` built from the same data, stating the axes and every value in words.
const fmt = (n: number) => n.toLocaleString("en-US");

type Axis = { label: string; min: number; max: number; step: number; unit?: string };
const axis = (a: Axis) => ({ label: a.label, min: a.min, max: a.max, step: a.step, thousands: true });

type BarSpec = {
  id: string;
  title: string;
  xLabel: string;
  y: Axis;
  /** Category names ("\n" where an older layout broke them; shown on one line). */
  categories: string[];
  series: { name: string; values: number[] }[];
  /** Appended to the generated description. */
  note?: string;
};

/** Wide enough that each category name fits under its bars on one line (about 6.3 px a character at 12 px). */
const barWidth = (names: string[]) => Math.max(460, 70 + names.length * Math.round(6.3 * Math.max(...names.map((c) => c.length)) + 12));

function barChart(s: BarSpec): string {
  const m = s.series.length;
  const plain = (c: string) => c.replace(/\n/g, " ");
  const cats = s.categories.map(plain);
  const unit = s.y.unit && s.y.unit !== "%" ? ` ${s.y.unit}` : (s.y.unit ?? "");
  const data = s.series.map((ser) => `${m > 1 ? `${ser.name}: ` : ""}${cats.map((c, i) => `${c}, ${fmt(ser.values[i]!)}${unit}`).join("; ")}.`).join(" ");
  const desc = `Bar graph. The horizontal axis shows ${s.xLabel.toLowerCase()}: ${cats.join(", ")}.${m > 1 ? ` For each, ${m} bars show ${s.series.map((x) => x.name).join(" and ")}.` : ""} The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return barGraph({
    id: s.id,
    title: s.title,
    desc,
    width: barWidth(cats),
    height: 330,
    xLabel: s.xLabel,
    y: axis(s.y),
    bars: cats.map((c, i) => (m > 1 ? { label: c, values: s.series.map((ser) => ser.values[i]!) } : { label: c, value: s.series[0]!.values[i]! })),
    series: m > 1 ? s.series.map((ser) => ser.name) : undefined,
    showValues: true,
    valueSuffix: s.y.unit === "%" ? "%" : "",
  });
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
};

function lineChart(s: LineSpec): string {
  const n = s.xs.length;
  const names = s.xNames ?? s.xs;
  const unit = s.y.unit ? (s.y.unit === "%" ? "%" : ` ${s.y.unit}`) : "";
  const many = s.series.length > 1;
  const data = s.series.map((ser) => `${many ? `${ser.name}: ` : ""}${ser.values.map((v, i) => `${names[i]}, ${fmt(v)}${unit}`).join("; ")}.`).join(" ");
  const desc = `Line graph${many ? ` with ${s.series.length} lines (${s.series.map((x, j) => `${x.name}, ${j === 0 ? "solid line with dots" : "dashed line with open circles"}`).join("; ")})` : ""}. The horizontal axis shows ${s.xLabel.toLowerCase()}, from ${names[0]} to ${names[n - 1]}. The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return lineGraph({
    id: s.id,
    title: s.title,
    desc,
    width: 460,
    height: 330,
    x: { label: s.xLabel, min: 0, max: n - 1, step: 1, ticks: Object.fromEntries(s.xs.map((x, i) => [i, x])) },
    y: axis(s.y),
    series: s.series.map((ser, j) => ({
      name: many ? ser.name : undefined,
      dashed: j === 1,
      points: ser.values.map((v, i) => [i, v] as const),
    })),
  });
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
  const many = s.groups.length > 1;
  const total = s.groups.reduce((a, g) => a + g.points.length, 0);
  const data = s.groups
    .map(
      (g) =>
        `${many ? `${g.name}, ${g.points.length} points` : "The points"}, as (${s.x.label.toLowerCase()}, ${s.y.label.toLowerCase()}): ${g.points.map(([x, y]) => `(${fmt(x)}, ${fmt(y)})`).join(", ")}.`,
    )
    .join(" ");
  const desc = `Scatterplot of ${total} points${many ? ` in ${s.groups.length} groups (${s.groups.map((g, j) => `${g.name}, ${j === 0 ? "filled circles" : "open circles"}`).join("; ")})` : ""}. The horizontal axis shows ${s.x.label.toLowerCase()}, from ${fmt(s.x.min)} to ${fmt(s.x.max)}. The vertical axis shows ${s.y.label.toLowerCase()}, from ${fmt(s.y.min)} to ${fmt(s.y.max)}. ${data}${s.note ? ` ${s.note}` : ""}`;
  return scatterPlot({
    id: s.id,
    title: s.title,
    desc,
    width: 460,
    height: 330,
    x: axis(s.x),
    y: axis(s.y),
    points: s.groups[0]!.points,
    openPoints: many ? s.groups[1]!.points : undefined,
    names: many ? [s.groups[0]!.name, s.groups[1]!.name] : undefined,
  });
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
            id: "bank-rw-command-of-evidence-quantitative-01-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-03-graph",
            title: "Average Height of Bean Plants Grown Under Red and Blue Light",
            xLabel: "Week",
            y: { label: "Average height (centimeters)", min: 0, max: 30, step: 5, unit: "centimeters" },
            xs: ["1", "2", "3", "4", "5"],
            xNames: ["week 1", "week 2", "week 3", "week 4", "week 5"],
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
            id: "bank-rw-command-of-evidence-quantitative-04-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-05-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-07-graph",
            title: "Monthly Trips on a City’s Bike-Share System, 2022 and 2023",
            xLabel: "Month",
            y: { label: "Trips (thousands)", min: 0, max: 50, step: 10, unit: "thousand trips" },
            xs: ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"],
            xNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
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
            id: "bank-rw-command-of-evidence-quantitative-08-graph",
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
        "<p>The best answer is respondents aged 50 and older, 46% of whom listened mainly to the radio, compared with 35% who streamed. In that group the radio bar is the tallest of the three, so radio was the most common choice there, and only there.</p><ul><li>Among respondents aged 30 to 49, radio (27%) beat CDs and records but trailed streaming (61%), so it was not the most common choice.</li><li>Among respondents aged 16 to 29, radio (12%) came a distant second to streaming (78%), far from the most common choice.</li><li>The 19% figure is accurate, but it concerns CDs and records, not radio.</li></ul>",
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
            id: "bank-rw-command-of-evidence-quantitative-09-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-11-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-12-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-13-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-14-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-16-graph",
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
            id: "bank-rw-command-of-evidence-quantitative-17-graph",
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
    // ───────────── easy (19-22), graphs drawn by the shared figure module ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-19",
      difficulty: "easy",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "science",
        html:
          barGraph({
            id: "bank-rw-command-of-evidence-quantitative-19-graph",
            title: "Average Number of Earthworms per Soil Sample, by Ground Cover",
            desc: "Bar graph. The horizontal axis shows four kinds of ground cover: grass lawn, leaf litter, bare soil and wood chips. The vertical axis shows the average number of earthworms per soil sample, from 0 to 35. Grass lawn, 14 earthworms; leaf litter, 31; bare soil, 4; wood chips, 22.",
            width: 460,
            height: 320,
            xLabel: "Ground cover",
            y: { label: "Earthworms per sample", min: 0, max: 35, step: 5 },
            bars: [
              { label: "Grass lawn", value: 14 },
              { label: "Leaf litter", value: 31 },
              { label: "Bare soil", value: 4 },
              { label: "Wood chips", value: 22 },
            ],
          }) +
          "<p>To find out where earthworms are most plentiful on their school grounds, students dug up soil samples of the same size from under four kinds of ground cover and counted the earthworms in each sample. They found that leaf litter, the layer of fallen leaves beneath the trees, was the best ground cover for earthworms: samples from under it held ______</p>",
      },
      choices: [
        { text: "an average of 31 earthworms, more than twice the average of 14 in samples from under the grass lawn.", correct: true },
        { text: "an average of 22 earthworms, more than five times the average of 4 in samples from under the bare soil." },
        { text: "an average of 14 earthworms, fewer than the average of 22 in samples from under the wood chips." },
        { text: "an average of 4 earthworms, fewer than the samples from under any of the other kinds of ground cover." },
      ],
      explanation:
        "<p>The best answer gives leaf litter’s average of 31 earthworms per sample and compares it with the grass lawn’s 14. The leaf-litter bar is the tallest in the graph, so these values show that leaf litter held the most earthworms.</p><ul><li>The average of 22 belongs to the wood chips, not to leaf litter; the choice reads the wrong bar.</li><li>The average of 14 belongs to the grass lawn, and it would make leaf litter poorer than wood chips, not the best ground cover.</li><li>The average of 4 belongs to the bare soil, the poorest ground cover in the graph, not the best.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-20",
      difficulty: "easy",
      text: "<p>Which choice most effectively uses data from the table to support the librarian’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          table(
            "New Library Cards Issued by a Town Library, by Age Group, 2022 and 2024",
            ["Age group", "New cards in 2022", "New cards in 2024"],
            [
              ["Children (under 13)", 210, 198],
              ["Teens (13–17)", 64, 151],
              ["Adults (18–64)", 305, 312],
              ["Seniors (65 and older)", 88, 93],
            ],
          ) +
          "<p>In 2023 a town library opened a room set aside for teenagers, with study tables, board games and a collection of books written for young adults. The head librarian claims that, after the room opened, many more teenagers signed up for library cards.</p>",
      },
      choices: [
        { text: "The library issued more new cards to adults than to any other age group in 2022 and again in 2024." },
        { text: "The number of new cards issued to teens rose from 64 in 2022 to 151 in 2024.", correct: true },
        { text: "The number of new cards issued to seniors rose from 88 in 2022 to 93 in 2024." },
        { text: "The number of new cards issued to children fell from 210 in 2022 to 198 in 2024." },
      ],
      explanation:
        "<p>The best answer is that the number of new cards issued to teens rose from 64 in 2022 to 151 in 2024. The claim is about teenagers after the teen room opened in 2023, and the teens’ row shows that their new cards more than doubled between the year before the room opened and the year after.</p><ul><li>Adults did receive the most new cards in both years, but the claim is about teenagers, not adults.</li><li>The seniors’ figures are accurate, but seniors are not the group the claim is about.</li><li>The children’s figures are accurate, but they concern children, and they show a drop rather than a rise.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-21",
      difficulty: "easy",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "humanities",
        html:
          lineGraph({
            id: "bank-rw-command-of-evidence-quantitative-21-graph",
            title: "Attendance at a Community Theater’s Play over Six Weekends",
            desc: "Line graph. The horizontal axis shows the weekend of the play’s run, from 1 to 6. The vertical axis shows total attendance in people, from 0 to 350. Weekend 1, 120 people; weekend 2, 165; weekend 3, 190; weekend 4, 240; weekend 5, 275; weekend 6, 310.",
            width: 460,
            height: 320,
            x: { label: "Weekend of the run", min: 1, max: 6, step: 1 },
            y: { label: "Attendance (people)", min: 0, max: 350, step: 50 },
            series: [
              {
                points: [
                  [1, 120],
                  [2, 165],
                  [3, 190],
                  [4, 240],
                  [5, 275],
                  [6, 310],
                ],
              },
            ],
          }) +
          "<p>A community theater staged a new play on six weekends in a row. The theater’s director noticed that word of the play seemed to spread as the run went on, and the graph bears this out: attendance ______</p>",
      },
      choices: [
        { text: "fell every weekend, from 310 people on the first weekend to 120 people on the last." },
        { text: "grew every weekend, from 120 people on the first weekend to 310 people on the last.", correct: true },
        { text: "grew every weekend, from 120 people on the first weekend to 240 people on the last." },
        { text: "stayed close to 190 people a weekend for all six weekends of the play’s run." },
      ],
      explanation:
        "<p>The best answer is that attendance grew every weekend, from 120 people on the first weekend to 310 on the last. The line rises at every step, which is what the director would expect if word of the play was spreading.</p><ul><li>The choice in which attendance fell from 310 to 120 reverses the graph, putting the last weekend’s value first.</li><li>The 240 people came on weekend 4; the last weekend, weekend 6, drew 310.</li><li>Attendance was 190 only on weekend 3; it ranged from 120 to 310 over the run rather than staying level.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-22",
      difficulty: "easy",
      text: "<p>Which choice best describes data from the graph that support the staff member’s conclusion?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          scatterPlot({
            id: "bank-rw-command-of-evidence-quantitative-22-plot",
            title: "Objects on Display and Average Visit Length at Eight Museum Exhibitions",
            desc: "Scatterplot of 8 points, one for each exhibition. The horizontal axis shows the number of objects on display, from 0 to 140. The vertical axis shows the average time visitors spent in the exhibition in minutes, from 0 to 50. The points, as (objects, minutes): (20, 14), (35, 19), (50, 22), (60, 27), (80, 31), (95, 36), (110, 38), (130, 44). The points rise from left to right.",
            width: 460,
            height: 320,
            x: { label: "Objects on display", min: 0, max: 140, step: 20 },
            y: { label: "Average visit (minutes)", min: 0, max: 50, step: 10 },
            points: [
              [20, 14],
              [35, 19],
              [50, 22],
              [60, 27],
              [80, 31],
              [95, 36],
              [110, 38],
              [130, 44],
            ],
          }) +
          "<p>A history museum recorded, for each of its last eight temporary exhibitions, how many objects were on display and how long, on average, visitors spent in the exhibition. A member of the museum’s staff concludes that visitors tended to stay longer in the exhibitions that displayed more objects.</p>",
      },
      choices: [
        { text: "The exhibition with the fewest objects on display held its visitors the longest, about 44 minutes." },
        { text: "Visitors spent about the same amount of time, roughly 30 minutes, in each of the eight exhibitions." },
        { text: "In general, visitors spent less time in an exhibition the more objects it had on display." },
        { text: "In general, the more objects an exhibition had on display, the more time visitors spent in it.", correct: true },
      ],
      explanation:
        "<p>The best answer is that, in general, the more objects an exhibition had on display, the more time visitors spent in it. The points rise from left to right, from about 14 minutes for 20 objects to about 44 minutes for 130 objects, which is the pattern the staff member describes.</p><ul><li>The exhibition with the fewest objects (20) had the shortest average visit, about 14 minutes; the 44-minute visit went with the most objects.</li><li>The average visits ranged from about 14 to about 44 minutes, so they were not all about the same.</li><li>This reverses the pattern: visits grew longer, not shorter, as the number of objects grew.</li></ul>",
    },
    // ───────────── medium (23-26) ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-23",
      difficulty: "medium",
      text: "<p>Which choice most effectively uses data from the table to support the publisher’s claim?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          table(
            "Copies Sold of One Author’s Four Novels",
            ["Novel (year published)", "Copies sold in its first year", "Total copies sold to date"],
            [
              ["First novel (2008)", 12000, 41000],
              ["Second novel (2011)", 5000, 96000],
              ["Third novel (2015)", 22000, 58000],
              ["Fourth novel (2019)", 30000, 44000],
            ],
          ) +
          "<p>A publisher reviewed the sales of the four novels that one author has published with the company. The publisher notes that the author’s second novel got off to a slow start, but claims that it has since become the most successful of the author’s books.</p>",
      },
      choices: [
        { text: "The second novel sold 5,000 copies in its first year, the fewest that any of the four novels sold in a first year." },
        { text: "The fourth novel sold 30,000 copies in its first year, more than any of the author’s other novels did." },
        { text: "After a first year of 5,000 copies, the second novel has sold 96,000 in all, more than any of the other three.", correct: true },
        { text: "The third novel has sold 58,000 copies in all, well above the 41,000 copies sold of the author’s first novel." },
      ],
      explanation:
        "<p>The best answer is that after a first year of 5,000 copies, the second novel has sold 96,000 in all, more than any of the other three. The claim is about total success, and 96,000 is the largest number in the last column, well above the other novels’ 41,000, 58,000 and 44,000.</p><ul><li>The second novel’s 5,000 first-year copies are accurate, but they show only the slow start the publisher grants, not that the novel became the most successful.</li><li>The fourth novel’s first year was indeed the best, but the claim is about the second novel’s sales over time.</li><li>The third novel’s total is accurate, but it compares two other novels and leaves out the second novel entirely.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-24",
      difficulty: "medium",
      text: COMPLETE_GRAPH,
      passage: {
        title: "",
        topic: "history_social",
        html:
          barGraph({
            id: "bank-rw-command-of-evidence-quantitative-24-graph",
            title: "How Voters in One County Cast Their Ballots, 2012 and 2020",
            desc: "Bar graph with two bars for each voting method, one for 2012 and one for 2020. The vertical axis shows the share of voters in percent, from 0 to 80. In person on election day: 68% in 2012 and 31% in 2020. Early, in person: 14% in 2012 and 22% in 2020. By mail: 18% in 2012 and 47% in 2020.",
            width: 460,
            height: 320,
            xLabel: "Voting method",
            y: { label: "Share of voters (%)", min: 0, max: 80, step: 20 },
            series: ["2012", "2020"],
            bars: [
              { label: "Election day", values: [68, 31] },
              { label: "Early, in person", values: [14, 22] },
              { label: "By mail", values: [18, 47] },
            ],
          }) +
          "<p>Election officials in one county keep track of how voters cast their ballots: in person on election day, in person at an early-voting site, or by mail. Comparing the 2012 and 2020 elections, an official observed that voting by mail had overtaken voting in person on election day: ______</p>",
      },
      choices: [
        {
          text: "the share of voters who mailed in their ballots rose from 18% to 47%, while the share voting in person on election day fell from 68% to 31%.",
          correct: true,
        },
        { text: "the share of voters who cast their ballots in person at an early-voting site rose from 14% in 2012 to 22% in 2020." },
        { text: "in 2020, 47% of the county’s voters mailed in their ballots, compared with only 22% who voted early at an in-person site." },
        { text: "the share of voters who went to the polls in person on election day fell by more than half, from 68% in 2012 to 31% in 2020." },
      ],
      explanation:
        "<p>The best answer is that the share of voters who mailed in their ballots rose from 18% to 47%, while the share voting in person on election day fell from 68% to 31%. To overtake election-day voting, mail voting had to go from behind it in 2012 to ahead of it in 2020, and these four values show exactly that.</p><ul><li>The rise in early in-person voting is accurate, but it concerns neither of the two methods the official compared.</li><li>The comparison of mail voting with early voting in 2020 is accurate, but it leaves out election-day voting, the method that mail voting overtook.</li><li>The fall in election-day voting is accurate, but on its own it does not show that mail voting rose past it.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-25",
      difficulty: "medium",
      text: "<p>Which choice most effectively uses data from the graph to support the student’s claim?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          lineGraph({
            id: "bank-rw-command-of-evidence-quantitative-25-graph",
            title: "Air Temperature Inside Two Model Houses over One Sunny Day",
            desc: "Line graph with two lines. The horizontal axis shows the time of day, every three hours from 6 a.m. to 9 p.m. The vertical axis shows the air temperature inside each model house in degrees Celsius, from 10 to 45. Black roof (solid line): 18 degrees at 6 a.m., 26 at 9 a.m., 38 at noon, 41 at 3 p.m., 33 at 6 p.m. and 24 at 9 p.m. White roof (dashed line): 18, 22, 27, 29, 25 and 21 degrees at the same times.",
            width: 460,
            height: 320,
            x: { label: "Time of day", min: 0, max: 5, step: 1, ticks: ["6 a.m.", "9 a.m.", "noon", "3 p.m.", "6 p.m.", "9 p.m."] },
            y: { label: "Temperature inside (°C)", min: 10, max: 45, step: 5 },
            series: [
              {
                name: "Black roof",
                points: [
                  [0, 18],
                  [1, 26],
                  [2, 38],
                  [3, 41],
                  [4, 33],
                  [5, 24],
                ],
              },
              {
                name: "White roof",
                dashed: true,
                points: [
                  [0, 18],
                  [1, 22],
                  [2, 27],
                  [3, 29],
                  [4, 25],
                  [5, 21],
                ],
              },
            ],
          }) +
          "<p>For a science fair, a student built two identical model houses, painted one roof black and the other white, and set both out in the sun, measuring the air temperature inside each house every three hours. The student claims that the color of the roof made no difference at the start of the day but a large difference by midafternoon.</p>",
      },
      choices: [
        { text: "At 3 p.m. the house with the black roof reached 41°C, its peak for the day, and it then cooled to 24°C by 9 p.m." },
        { text: "At 9 p.m. the house with the black roof was at 24°C and the one with the white roof at 21°C, only 3 degrees apart." },
        { text: "Both houses were at 18°C at 6 a.m., but by 3 p.m. the black-roofed one was at 41°C and the white-roofed one at 29°C.", correct: true },
        { text: "The house with the white roof was at 18°C at 6 a.m., and it had warmed to 29°C, its highest reading, by 3 p.m." },
      ],
      explanation:
        "<p>The best answer is that both houses were at 18°C at 6 a.m., but by 3 p.m. the black-roofed house was at 41°C and the white-roofed house at 29°C. The claim has two parts, no difference at the start of the day and a large one by midafternoon, and these values show both: the same temperature at 6 a.m. and a 12-degree gap at 3 p.m.</p><ul><li>The black-roofed house’s peak and evening cooling are accurate, but they describe one house only, so they cannot show a difference between the two roofs.</li><li>The 9 p.m. readings are accurate, but they concern the evening, not the start of the day or midafternoon.</li><li>The white-roofed house’s readings are accurate, but, like the black-roofed house’s peak, they describe one house and make no comparison.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-26",
      difficulty: "medium",
      text: "<p>Which choice best describes data from the graph that support the planner’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          scatterPlot({
            id: "bank-rw-command-of-evidence-quantitative-26-plot",
            title: "Distance to a Highway Exit and New Businesses in 10 Towns, 2014–2023",
            desc: "Scatterplot of 10 points, one for each town. The horizontal axis shows the distance from the town to the nearest highway exit in kilometers, from 0 to 50. The vertical axis shows the number of new businesses that opened in the town from 2014 to 2023, from 0 to 50. The points, as (kilometers, businesses): (2, 41), (5, 36), (8, 38), (12, 29), (17, 24), (21, 26), (28, 17), (33, 12), (40, 10), (46, 6). The points fall from left to right.",
            width: 460,
            height: 320,
            x: { label: "Distance to nearest highway exit (km)", min: 0, max: 50, step: 10 },
            y: { label: "New businesses opened", min: 0, max: 50, step: 10 },
            points: [
              [2, 41],
              [5, 36],
              [8, 38],
              [12, 29],
              [17, 24],
              [21, 26],
              [28, 17],
              [33, 12],
              [40, 10],
              [46, 6],
            ],
          }) +
          "<p>A regional planner studied ten small towns with similar populations to learn whether being near a highway helps local business. For each town, she recorded the distance to the nearest highway exit and the number of new businesses that opened there over a decade. She claims that, among these towns, those closer to an exit tended to see more new businesses open.</p>",
      },
      choices: [
        { text: "The town closest to a highway exit, about 2 kilometers away, had 41 new businesses open, the most of any town." },
        { text: "Towns within 10 kilometers of an exit saw 36 to 41 new businesses open, but towns beyond 30 kilometers saw only 6 to 12.", correct: true },
        { text: "The town about 21 kilometers from an exit had more new businesses open, 26, than the town about 17 kilometers away did." },
        { text: "Every one of the ten towns had at least 5 new businesses open during the decade, whatever its distance from an exit." },
      ],
      explanation:
        "<p>The best answer is that towns within 10 kilometers of an exit saw 36 to 41 new businesses open, while towns beyond 30 kilometers saw only 6 to 12. The claim is about a tendency across the towns, and this choice compares the near group with the far group, showing that closeness to an exit went with more new businesses.</p><ul><li>The closest town’s 41 new businesses is accurate, but a single town cannot show a tendency among ten.</li><li>The comparison of the towns at 21 and 17 kilometers is accurate, but it runs against the overall pattern rather than supporting it.</li><li>The minimum of at least 5 new businesses is accurate, but it says nothing about how distance related to the number of new businesses.</li></ul>",
    },
    // ───────────── hard (27-30) ─────────────
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-27",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the table to support the researchers’ conclusion?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          table(
            "Average Algae Level in Eight Ponds in May and August (micrograms of chlorophyll per liter)",
            ["Ponds", "May", "August"],
            [
              ["Four ponds that receive runoff from fertilized fields", "6.0", "14.0"],
              ["Four ponds that receive no such runoff", "2.5", "4.0"],
            ],
          ) +
          "<p>Algae in ponds usually increase as the water warms over the summer, but fertilizer washed off farm fields by rain can also feed algae. Researchers measured the algae in eight ponds in late spring and again in late summer. They concluded that most of the summer increase in algae in the ponds that receive runoff was due to the runoff rather than to the season alone.</p>",
      },
      choices: [
        { text: "In August, the ponds that receive runoff averaged 14.0 micrograms of chlorophyll per liter, against 4.0 in the other ponds." },
        { text: "From May to August, the algae level rose by 8.0 micrograms per liter in the runoff ponds but by only 1.5 in the other ponds.", correct: true },
        { text: "The algae level in the ponds that receive runoff more than doubled over the summer, rising from 6.0 to 14.0 micrograms per liter." },
        { text: "Both groups of ponds had more algae in August than in May, so the level of algae rose over the summer with or without runoff." },
      ],
      explanation:
        "<p>The best answer is that from May to August the algae level rose by 8.0 micrograms per liter in the runoff ponds (from 6.0 to 14.0) but by only 1.5 in the other ponds (from 2.5 to 4.0). The ponds without runoff show what the season alone does, a rise of about 1.5; the runoff ponds rose by 8.0, so about 6.5 of their 8.0 cannot be explained by the season, which is most of the increase.</p><ul><li>The August comparison is accurate, but the runoff ponds already had more algae in May (6.0 against 2.5), so the gap in August does not isolate the summer increase, which is what the conclusion is about.</li><li>The doubling in the runoff ponds is accurate, but without the other ponds for comparison it cannot show how much of the rise the season alone would have caused.</li><li>That both groups rose is accurate, but it shows the effect of the season, not that runoff caused most of the increase in the runoff ponds.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-28",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the graph to support the historian’s argument?</p>",
      passage: {
        title: "",
        topic: "humanities",
        html:
          lineGraph({
            id: "bank-rw-command-of-evidence-quantitative-28-graph",
            title: "Shares of a Publisher’s New Books Released in Print Only and as E-Books Only, 2012–2022",
            desc: "Line graph with two lines. The horizontal axis shows the year, every two years from 2012 to 2022. The vertical axis shows the share of the publisher’s new books in percent, from 0 to 80. Print only (solid line): 70% in 2012, 70% in 2014, 62% in 2016, 51% in 2018, 43% in 2020 and 40% in 2022. E-book only (dashed line): 6% in 2012, 6% in 2014, 6% in 2016, 14% in 2018, 22% in 2020 and 25% in 2022. The remaining books were released in both formats.",
            width: 460,
            height: 320,
            x: { label: "Year", min: 2012, max: 2022, step: 2 },
            y: { label: "Share of new books (%)", min: 0, max: 80, step: 20 },
            series: [
              {
                name: "Print only",
                points: [
                  [2012, 70],
                  [2014, 70],
                  [2016, 62],
                  [2018, 51],
                  [2020, 43],
                  [2022, 40],
                ],
              },
              {
                name: "E-book only",
                dashed: true,
                points: [
                  [2012, 6],
                  [2014, 6],
                  [2016, 6],
                  [2018, 14],
                  [2020, 22],
                  [2022, 25],
                ],
              },
            ],
          }) +
          "<p>A publisher releases each of its new books in print only, as an e-book only, or in both formats. A historian of publishing argues that the publisher’s retreat from print-only releases did not begin as a switch to e-books: the share of new books released only in print started to fall before the share released only as e-books started to rise.</p>",
      },
      choices: [
        { text: "From 2012 to 2022, the print-only share fell from 70% to 40%, while the e-book-only share rose from 6% to 25%." },
        { text: "The e-book-only share grew the most between 2016 and 2018, when it more than doubled, from 6% to 14%." },
        { text: "Between 2014 and 2016, the print-only share dropped from 70% to 62%, while the e-book-only share held at 6%.", correct: true },
        { text: "In every year shown, the publisher released a larger share of its new books in print only than as e-books only." },
      ],
      explanation:
        "<p>The best answer is that between 2014 and 2016 the print-only share dropped from 70% to 62% while the e-book-only share held at 6%. The argument is about order: print-only releases began to decline in a period when e-book-only releases had not yet begun to grow, so the first books to leave print-only went to the combined format rather than to e-books alone.</p><ul><li>The overall changes from 2012 to 2022 are accurate, but they show only that both shares moved, not which one moved first.</li><li>The jump from 6% to 14% is accurate and marks when e-book-only releases began to grow, but without the print-only figures for the years before, it cannot show that print-only releases had already begun to fall.</li><li>That print-only releases led in every year is accurate, but it compares the sizes of the two shares, not when each began to change.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-29",
      difficulty: "hard",
      text: "<p>Which choice most effectively uses data from the graph to support the reporter’s claim?</p>",
      passage: {
        title: "",
        topic: "history_social",
        html:
          barGraph({
            id: "bank-rw-command-of-evidence-quantitative-29-graph",
            title: "Driving Test Pass Rates at Two Test Centers, by Type of Test Taker",
            desc: "Bar graph with two bars for each type of test taker, one for the North center and one for the South center. The vertical axis shows the share of test takers who passed in percent, from 0 to 80. First-time takers: 60% passed at North and 55% at South. Repeat takers: 40% passed at North and 35% at South.",
            width: 460,
            height: 320,
            xLabel: "Type of test taker",
            y: { label: "Test takers who passed (%)", min: 0, max: 80, step: 20 },
            series: ["North center", "South center"],
            bars: [
              { label: "First-time takers", values: [60, 55] },
              { label: "Repeat takers", values: [40, 35] },
            ],
          }) +
          "<p>Last year 46% of the people who took the driving test at a city’s North test center passed, compared with 50% at its South center, and some residents concluded that North’s examiners grade more harshly. A reporter found that most of the people tested at North were repeat takers who had failed before, whereas most of those tested at South were taking the test for the first time. She claims that the gap in overall pass rates reflects who takes the test at each center, not how strictly its examiners grade.</p>",
      },
      choices: [
        { text: "At both of the test centers, first-time takers passed at a higher rate than repeat takers did." },
        { text: "North passed 60% of its first-time takers and 40% of its repeat takers, against 55% and 35% at South.", correct: true },
        { text: "Repeat takers at North passed at a rate of 40%, well below the 55% rate for first-time takers at South." },
        { text: "Overall, 50% of the people tested at South passed last year, compared with only 46% of those tested at North." },
      ],
      explanation:
        "<p>The best answer is that North passed 60% of its first-time takers and 40% of its repeat takers, against 55% and 35% at South. Test takers of each type did better at North, so North’s examiners cannot be the harsher ones; North’s lower overall rate must come from its larger share of repeat takers, who pass less often everywhere, which is the reporter’s claim.</p><ul><li>First-time takers passing more often at both centers is accurate and helps explain why the mix of takers matters, but it does not compare the two centers, so it cannot rule out that North’s examiners are harsher.</li><li>Comparing North’s repeat takers with South’s first-time takers is accurate but sets different kinds of takers against each other, the very mix-up the reporter warns about.</li><li>The overall rates come from the text and are the gap the reporter is explaining; by themselves they seem to support the residents’ view rather than hers.</li></ul>",
    },
    {
      ...base,
      id: "bank-rw-command-of-evidence-quantitative-30",
      difficulty: "hard",
      text: "<p>Which choice best describes data from the graph that support the biologist’s claim?</p>",
      passage: {
        title: "",
        topic: "science",
        html:
          scatterPlot({
            id: "bank-rw-command-of-evidence-quantitative-30-plot",
            title: "Wing Length and Body Mass of Sparrows from Two Islands",
            desc: "Scatterplot of 10 birds in two groups: island A, filled circles, and island B, open circles. The horizontal axis shows wing length in millimeters, from 58 to 78. The vertical axis shows body mass in grams, from 18 to 36. Island A, as (wing length, mass): (60, 22), (62, 24), (64, 26), (66, 28), (68, 30). Island B: (64, 21), (67, 24), (70, 27), (73, 30), (76, 33).",
            width: 460,
            height: 320,
            x: { label: "Wing length (mm)", min: 58, max: 78, step: 2 },
            y: { label: "Body mass (g)", min: 18, max: 36, step: 2 },
            points: [
              [60, 22],
              [62, 24],
              [64, 26],
              [66, 28],
              [68, 30],
            ],
            openPoints: [
              [64, 21],
              [67, 24],
              [70, 27],
              [73, 30],
              [76, 33],
            ],
            names: ["Island A", "Island B"],
          }) +
          "<p>A biologist weighed and measured five adult sparrows of one species on each of two islands. The island B birds were heavier on average, but they were also larger birds, with longer wings. The biologist claims that, for their size, the island A birds are the heavier ones: an island A sparrow tends to weigh more than an island B sparrow with wings of about the same length.</p>",
      },
      choices: [
        {
          text: "At wing lengths from 64 to 68 millimeters, the island A birds weighed about 26 to 30 grams, the island B birds about 21 to 24.",
          correct: true,
        },
        { text: "The heaviest bird that the biologist measured, at about 33 grams, came from island B, whose birds also had the longest wings." },
        { text: "On both islands, the birds with longer wings tended to weigh more than the birds of the same island with shorter wings." },
        { text: "The island B birds averaged about 27 grams, slightly more than the average of about 26 grams for the island A birds." },
      ],
      explanation:
        "<p>The best answer is that at wing lengths from 64 to 68 millimeters, the island A birds weighed about 26 to 30 grams and the island B birds about 21 to 24. The claim compares birds of the same size, and 64 to 68 millimeters is where the two groups’ wing lengths overlap; there, every island A bird is heavier than the island B birds with similar wings.</p><ul><li>The heaviest bird being from island B is accurate, but that bird also had the longest wings, so it says nothing about weight for a given size.</li><li>Longer wings going with greater weight on both islands is accurate, but it describes each island separately and makes no comparison between them at the same wing length.</li><li>The averages are accurate, but they are the point the biologist grants, not her claim: averages mix birds of different sizes.</li></ul>",
    },
  ],
} satisfies WrittenSkill;
