/**
 * What the graph shows under a row, as plain text (the same text is announced to screen
 * readers): a value exactly where it is rational ("7/3 ≈ 2.33333333333", "2.5"), a list
 * ("[1, 4, 9]"), a regression's parameters and r² or R², and how an inequality is shaded.
 */
import type { ExactValue } from "./arithmetic";
import { formatFraction, formatNumber } from "./format-number";
import type { ExactResult, GraphItem, RegressionItem } from "./graph-expressions";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Lists longer than this are shown up to here, then "…". */
const MAX_LIST_SHOWN = 50;

/** True when the fraction has a finite decimal expansion (denominator 2^a·5^b). */
function terminates(denominator: bigint): boolean {
  let rest = denominator;
  for (const factor of [2n, 5n]) while (rest % factor === 0n) rest /= factor;
  return rest === 1n;
}

function formatElement(value: number, exact: ExactValue | null, undefinedText: string, withDecimal: boolean): string {
  if (!Number.isFinite(value)) return undefinedText;
  if (exact && !terminates(exact.denominator)) {
    const fraction = formatFraction(exact.numerator, exact.denominator);
    return withDecimal ? `${fraction} ≈ ${formatNumber(value)}` : fraction;
  }
  return formatNumber(Object.is(value, -0) ? 0 : value);
}

/** A number or list as shown after "=". */
export function formatValue(value: number | number[], exact: ExactResult, undefinedText: string): string {
  if (!Array.isArray(value)) return formatElement(value, Array.isArray(exact) ? null : exact, undefinedText, true);
  const shown = value
    .slice(0, MAX_LIST_SHOWN)
    .map((element, i) => formatElement(element, Array.isArray(exact) ? (exact[i] ?? null) : null, undefinedText, false));
  return `[${shown.join(", ")}${value.length > MAX_LIST_SHOWN ? ", …" : ""}]`;
}

/** "m = 0.6", "b = 2.2" and "r² = 0.6", "r = 0.774597" (or "R² = …" for other models). */
export function regressionLines(item: RegressionItem, undefinedText: string): { parameters: string[]; statistics: string[] } {
  const shown = (value: number, digits: number) => (Number.isFinite(value) ? formatNumber(value, digits) : undefinedText);
  const parameters = item.parameters.map(({ name, value }) => `${name} = ${shown(value, 10)}`);
  const { statistic } = item;
  const statistics =
    statistic.kind === "r" ? [`r² = ${shown(statistic.rSquared, 6)}`, `r = ${shown(statistic.r, 6)}`] : [`R² = ${shown(statistic.rSquared, 6)}`];
  return { parameters, statistics };
}

/** How an inequality is drawn, for screen readers; null for anything else. */
export function shadingText(item: GraphItem, t: Translate): string | null {
  if ((item.type !== "curve" && item.type !== "implicit") || item.relation === "=") return null;
  const greater = item.relation === ">" || item.relation === ">=";
  const side = item.type === "implicit" ? "holds" : item.variable === "x" ? (greater ? "above" : "below") : greater ? "right" : "left";
  const strict = item.relation === "<" || item.relation === ">";
  return `${t(`graph.shading.${side}`)} ${t(strict ? "graph.shading.strict" : "graph.shading.inclusive")}`;
}

/** The row's result as one line of text, or null when the row shows none. */
export function resultText(item: GraphItem | undefined, t: Translate): string | null {
  if (!item) return null;
  switch (item.type) {
    case "error":
      return t(`errors.${item.error}`, { name: item.detail ?? "" });
    case "value":
      return `= ${formatValue(item.value, item.exact, t("graph.undefinedValue"))}`;
    case "definition":
      return item.literal ? null : `${item.name} = ${formatValue(item.value, item.exact, t("graph.undefinedValue"))}`;
    case "regression": {
      const { parameters, statistics } = regressionLines(item, t("graph.undefinedValue"));
      return [...parameters, ...statistics].join(", ");
    }
    default:
      return shadingText(item, t);
  }
}
