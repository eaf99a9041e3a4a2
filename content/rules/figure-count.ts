/**
 * Figures per full test (issue 29, "Figures as on the real test"; decision 0047). Counts, over the Math modules
 * of each full adaptive test (module 1 and both module 2 variants, 66 items), the items that show a figure or a
 * data display, by kind, and the items whose answer choices are figures. Kinds come from `data-chart` on an
 * <svg> drawn by content/figures (plane, scatter with or without a fit, line, bar, histogram, dot, box), from
 * HTML tables (a two-way table has row and column headers and totals), and "drawing" for a geometry figure.
 */
import { svgs } from "./figures";
import type { RuleModule, RuleQuestion } from "./types";

export type FigureKind = "plane" | "scatter-fit" | "scatter" | "line" | "bar" | "histogram" | "dot" | "box" | "two-way-table" | "table" | "drawing";

/** The issue's target for each full test. */
export const FIGURE_TARGET = {
  items: 12,
  choiceItems: 2,
  kinds: [["plane"], ["scatter-fit"], ["histogram", "dot"], ["two-way-table"]] as FigureKind[][],
};

export function svgKind(svg: string): FigureKind {
  const chart = /data-chart="([\w-]+)"/.exec(svg)?.[1];
  if (chart === "scatter") return /<path d="M[^"]*" stroke="#000" stroke-width="2"/.test(svg) || /<line\b/.test(svg) ? "scatter-fit" : "scatter";
  if (chart && ["plane", "line", "bar", "histogram", "dot", "box"].includes(chart)) return chart as FigureKind;
  return "drawing";
}

export function tableKinds(html: string): FigureKind[] {
  return (html.match(/<table\b[\s\S]*?<\/table>/g) ?? []).map((t) =>
    /<th scope="row"/.test(t) && /<th scope="col"/.test(t) && />\s*Total\s*</.test(t) ? "two-way-table" : "table",
  );
}

/** The kinds an item shows in its stem or passage, and whether its choices are figures. */
export function itemFigures(q: RuleQuestion): { kinds: FigureKind[]; choiceFigures: boolean; hand: number } {
  const html = `${q.passage?.html ?? ""} ${q.text}`;
  const choiceSvgs = (q.choices ?? []).flatMap((c) => svgs(c.text));
  const all = [...svgs(html), ...choiceSvgs];
  const kinds = [...all.map(svgKind), ...tableKinds(html)];
  // a data plot or xy-plane not drawn by content/figures (no <desc> reference of the module) counts as hand-written
  const plotWords = /scatterplot|graph|histogram|dot plot|box plot/i;
  const hand = all.filter((s) => !/aria-describedby="[\w-]+-desc"/.test(s) && (plotWords.test(s) || q.skill === "command_of_evidence_quantitative")).length;
  return { kinds: [...new Set(kinds)], choiceFigures: choiceSvgs.length >= 2, hand };
}

/** The kinds content/figures writes on its <svg> as `data-chart` (figureSvg; `drawing` for geometry). */
export const MODULE_CHARTS = ["plane", "scatter", "line", "bar", "histogram", "dot", "box", "drawing"] as const;

const MODULE_OPEN =
  /^<svg role="img" aria-labelledby="([A-Za-z][\w-]*)-title" aria-describedby="\1-desc" data-chart="([\w-]+)" viewBox="0 0 \d+ \d+" width="\d+" height="\d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/;

/**
 * Whether an <svg> is as content/figures writes it (figureSvg): the opening tag in the module's exact form with
 * a `data-chart` kind of the module, named by the <title> and described by the <desc> of the figure's own id.
 */
export function drawnByFigureModule(svg: string): boolean {
  const open = MODULE_OPEN.exec(svg);
  if (!open || !(MODULE_CHARTS as readonly string[]).includes(open[2]!)) return false;
  const id = open[1]!;
  return svg.includes(`<title id="${id}-title">`) && svg.includes(`<desc id="${id}-desc">`);
}

/**
 * Issue 29: every figure of an exam item (stem, passage, choices, explanation) is drawn by the shared figure
 * module, none written by hand as an `<svg` literal.
 */
export function handWrittenSvgProblems(q: RuleQuestion): string[] {
  const fields = [q.passage?.html ?? "", q.text, ...(q.choices ?? []).map((c) => c.text), q.explanation];
  const hand = fields.flatMap(svgs).filter((s) => !drawnByFigureModule(s));
  return hand.length
    ? [`${q.id}: ${hand.length} <svg> not drawn by content/figures (write the figure with drawing(), plane(), a chart… instead of SVG by hand)`]
    : [];
}

export interface FigureCount {
  items: number;
  choiceItems: number;
  byKind: Partial<Record<FigureKind, string[]>>;
  handWritten: string[];
}

/** The figure count of a set of Math modules (a full test's three, or one path's two). */
export function countFigures(modules: RuleModule[]): FigureCount {
  const out: FigureCount = { items: 0, choiceItems: 0, byKind: {}, handWritten: [] };
  for (const q of modules.filter((m) => m.test === "math").flatMap((m) => m.questions)) {
    const f = itemFigures(q);
    if (f.kinds.length) out.items++;
    if (f.choiceFigures) out.choiceItems++;
    for (const k of f.kinds) (out.byKind[k] ??= []).push(q.id);
    if (f.hand) out.handWritten.push(q.id);
  }
  return out;
}

/** How far a full test is from the issue's target (empty when it meets it). */
export function figureTargetGaps(name: string, c: FigureCount): string[] {
  const gaps: string[] = [];
  if (c.items < FIGURE_TARGET.items) gaps.push(`${name}: ${c.items} Math items with a figure, target ${FIGURE_TARGET.items}`);
  if (c.choiceItems < FIGURE_TARGET.choiceItems) gaps.push(`${name}: ${c.choiceItems} items whose choices are figures, target ${FIGURE_TARGET.choiceItems}`);
  for (const any of FIGURE_TARGET.kinds) if (!any.some((k) => c.byKind[k]?.length)) gaps.push(`${name}: no ${any.join(" or ")}`);
  return gaps;
}

export const formatFigureCount = (name: string, c: FigureCount) =>
  `${name}: ${c.items} Math items with a figure, ${c.choiceItems} with figure choices; ${Object.entries(c.byKind)
    .map(([k, ids]) => `${k} ${ids!.length}`)
    .join(", ")}`;

/**
 * What each full test has reached (2026-11-27, decision 0047): a floor, so that no edit loses a figure. Raise it
 * as items gain figures; the issue's target is FIGURE_TARGET.
 */
export const FIGURE_FLOOR: Record<string, { items: number; choiceItems: number }> = {
  "practice-test-1": { items: 12, choiceItems: 2 },
  "practice-test-2": { items: 14, choiceItems: 2 },
  "practice-test-3": { items: 13, choiceItems: 2 },
  "practice-test-4": { items: 19, choiceItems: 3 },
  "practice-test-5": { items: 17, choiceItems: 3 },
  "practice-test-6": { items: 16, choiceItems: 3 },
};
