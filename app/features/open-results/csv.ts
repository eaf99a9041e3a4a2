/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a comma, quote or line break),
 * with a byte-order mark so spreadsheet programs read UTF-8. A text cell that starts like a formula
 * (=, +, -, @, tab, carriage return) gets a leading apostrophe, so opening the file never runs it.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string | number | boolean | null>[]) {
  const cell = (value: string | number | boolean | null) => {
    if (value === null) return "";
    if (typeof value !== "string") return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.join(","), ...rows.map((r) => columns.map((c) => cell(r[c] ?? null)).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
