/** Number formatting shared by the scientific and graphing calculators. */

function stripZeros(text: string): string {
  if (!text.includes(".")) return text;
  return text.replace(/\.?0+$/, "");
}

/**
 * A result as the calculator shows it: at most `significant` digits, no float dust
 * (0.1+0.2 shows 0.3), and "×10^" notation for very large or small magnitudes. The text
 * can be typed back in (the parser reads × and ^).
 */
export function formatNumber(value: number, significant = 12): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "∞" : "-∞";
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e12 || magnitude < 1e-6) {
    const [mantissa, exponent] = value.toExponential(significant - 1).split("e");
    const power = Number(exponent);
    return `${stripZeros(mantissa)}×10^${power}`;
  }
  const text = stripZeros(value.toPrecision(significant));
  // toPrecision can still round 999999999999.9 up to an exponent form.
  return text.includes("e") ? formatNumber(Number(text), significant) : text;
}

/** A coordinate of a point on the graph, as Desmos shows them: up to 4 decimals. */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  if (Math.abs(value) < 5e-5) return "0";
  if (Math.abs(value) >= 1e5) return formatNumber(value, 6);
  return formatNumber(Number(value.toFixed(4)));
}

export function formatPoint(x: number, y: number): string {
  return `(${formatCoordinate(x)}, ${formatCoordinate(y)})`;
}

/** "-1/2" or "3" for a reduced fraction with a positive denominator. */
export function formatFraction(numerator: bigint, denominator: bigint): string {
  return denominator === 1n ? numerator.toString() : `${numerator}/${denominator}`;
}
