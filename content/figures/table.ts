/**
 * Data tables stay HTML tables (a screen reader walks their cells): a caption, column headers and rows, the
 * first cell of a row as its header when `rowHeaders` (a two-way table).
 */
export function table(caption: string, head: readonly string[], rows: readonly (readonly (string | number)[])[], rowHeaders = false): string {
  const th = head.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((c, i) => (i === 0 && rowHeaders ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`).join("\n");
  return `<table>\n${caption ? `<caption>${caption}</caption>\n` : ""}<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}
