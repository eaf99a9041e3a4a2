/**
 * Quantitative evidence (content/README.md): every command_of_evidence_quantitative item shows a data table
 * (<table> with a <caption>) or a graph: an inline <svg role="img"> named by aria-labelledby or aria-label,
 * with a <title> and a <desc> that states the data in words, and labelled axes (<text> elements).
 * Kinds of graph, read from the drawing: a <polyline> (or a <path> through data points marked by circles)
 * is a line graph; circles without a connecting line are a scatterplot; rects are a bar graph. A graph may
 * name its kind outright with data-chart="bar|line|scatter" on the <svg>.
 * Each full test (an exam with three or more such items) and the bank show all three kinds; every exam at
 * least one graph.
 */
import type { RuleQuestion } from "./types";

export type GraphKind = "bar" | "line" | "scatter";

export function svgs(html: string): string[] {
  return html.match(/<svg\b[\s\S]*?<\/svg>/g) ?? [];
}

export function graphKind(svg: string): GraphKind | null {
  const named = /data-chart="(bar|line|scatter)"/.exec(svg);
  if (named) return named[1] as GraphKind;
  const circles = (svg.match(/<circle\b/g) ?? []).length;
  const rects = (svg.match(/<rect\b/g) ?? []).length;
  if (/<polyline\b/.test(svg)) return "line";
  if (circles >= 4) return "scatter";
  if (rects >= 3) return "bar";
  return null;
}

export function svgAccessibilityProblems(svg: string): string[] {
  const p: string[] = [];
  if (!/<svg\b[^>]*\brole="img"/.test(svg)) p.push('svg without role="img"');
  if (!/<svg\b[^>]*\baria-(labelledby|label)="[^"]+"/.test(svg)) p.push("svg without aria-labelledby or aria-label");
  if (!/<title\b[^>]*>[^<]{3,}<\/title>/.test(svg)) p.push("svg without a <title>");
  const desc = /<desc\b[^>]*>([^<]*)<\/desc>/.exec(svg);
  if (!desc || desc[1]!.trim().split(/\s+/).length < 12) p.push("svg without a <desc> that states the data in words");
  if ((svg.match(/<text\b/g) ?? []).length < 2) p.push("svg without axis labels");
  return p;
}

export function quantitativeProblems(q: RuleQuestion): string[] {
  if (q.skill !== "command_of_evidence_quantitative") return [];
  const html = `${q.passage?.html ?? ""} ${q.text}`;
  const hasTable = /<table\b[\s\S]*<caption\b/.test(html);
  const figures = svgs(html);
  if (!hasTable && !figures.length) return [`${q.id}: a quantitative item needs a table with a caption or a graph`];
  const out: string[] = [];
  for (const svg of figures) {
    for (const p of svgAccessibilityProblems(svg)) out.push(`${q.id}: ${p}`);
    if (!graphKind(svg)) out.push(`${q.id}: cannot tell the kind of graph (bar, line, scatter); add data-chart="…"`);
  }
  return out;
}

/** Kinds of evidence in a set of questions: "table" and the graph kinds. */
export function evidenceKinds(qs: RuleQuestion[]): Map<string, string[]> {
  const kinds = new Map<string, string[]>();
  for (const q of qs.filter((x) => x.skill === "command_of_evidence_quantitative")) {
    const html = `${q.passage?.html ?? ""} ${q.text}`;
    const add = (k: string) => kinds.set(k, [...(kinds.get(k) ?? []), q.id]);
    if (/<table\b/.test(html)) add("table");
    for (const svg of svgs(html)) {
      const k = graphKind(svg);
      if (k) add(k);
    }
  }
  return kinds;
}

/** An exam (or the bank) without the mix of graphs. */
export function graphMixProblems(name: string, qs: RuleQuestion[]): string[] {
  const quant = qs.filter((q) => q.skill === "command_of_evidence_quantitative");
  if (!quant.length) return [];
  const kinds = evidenceKinds(qs);
  const graphs = (["bar", "line", "scatter"] as const).filter((k) => kinds.has(k));
  if (quant.length >= 3) {
    const missing = (["bar", "line", "scatter"] as const).filter((k) => !kinds.has(k));
    return missing.length ? [`${name}: no ${missing.join(", ")} graph among its quantitative items (${quant.map((q) => q.id).join(", ")})`] : [];
  }
  return graphs.length ? [] : [`${name}: no graph among its quantitative items (${quant.map((q) => q.id).join(", ")})`];
}
