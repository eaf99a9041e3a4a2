/** Axis ticks in 1-2-5 steps and their labels. */

/** The smallest 1, 2 or 5 × 10^k that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const multiple of [1, 2, 5, 10]) {
    const step = Number((multiple * power).toPrecision(12));
    if (step >= raw * (1 - 1e-12)) return step;
  }
  return 10 * power;
}

/** Step between labelled ticks so that they are at least `minPixels` apart. */
export function chooseTickStep(span: number, pixels: number, minPixels = 80): number {
  if (!(pixels > 0)) return niceStep(span);
  return niceStep((span * minPixels) / pixels);
}

/** Minor grid step: 1 → 0.2 (five parts), 2 → 0.5 (four parts), 5 → 1 (five parts). */
export function minorStep(step: number): number {
  const mantissa = Math.round(step / 10 ** Math.floor(Math.log10(step) + 1e-12));
  return Number((step / (mantissa === 2 ? 4 : 5)).toPrecision(12));
}

/** Multiples of `step` between min and max, free of float dust (0.30000000000000004 → 0.3). */
export function tickValues(min: number, max: number, step: number, limit = 2000): number[] {
  if (!(step > 0) || !(max >= min)) return [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  if (last - first > limit) return [];
  const values: number[] = [];
  for (let k = first; k <= last; k++) values.push(k === 0 ? 0 : Number((k * step).toPrecision(12)));
  return values;
}

const SUPERSCRIPT: Record<string, string> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/** A tick label: as many decimals as the step needs, a true minus sign, ×10ⁿ when huge or tiny. */
export function formatTick(value: number, step: number): string {
  if (value === 0) return "0";
  const sign = value < 0 ? "−" : "";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e6 || step < 1e-4) {
    const exponent = Math.floor(Math.log10(magnitude) + 1e-12);
    const mantissa = Number((magnitude / 10 ** exponent).toPrecision(6));
    const power = [...String(exponent)].map((char) => SUPERSCRIPT[char]).join("");
    return `${sign}${mantissa === 1 ? "" : `${mantissa}×`}10${power}`;
  }
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-12));
  return sign + magnitude.toFixed(decimals);
}
