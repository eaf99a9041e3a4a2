/**
 * The named entities authored HTML and the server's MathML use (the rest are written as numbers). A
 * small table rather than the `entities` package: this runs in the browser (the question screen's
 * spoken math), where the full HTML5 table would weigh more than the screen's own code.
 */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  minus: "−",
  times: "×",
  divide: "÷",
  le: "≤",
  ge: "≥",
  ne: "≠",
  deg: "°",
  pi: "π",
};

/**
 * Text with its character references decoded: `&amp;`, `&#8722;`, `&#x2212;` and the names above; a
 * reference it does not know, or a code point out of range, is left as it is.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}
