import type { ReactNode } from "react";

/** One column: its header, and what each row shows in it. */
export type Column<Row> = {
  id: string;
  header: ReactNode;
  /** The header is read by screen readers only (a column of actions: "View result", "Manage"). */
  hideHeader?: boolean;
  align?: "start" | "center" | "end";
  /** The cells of this column name their row (`<th scope="row">`): usually the first column. */
  rowHeader?: boolean;
  /** Extra classes of the body cells (colour, weight, `whitespace-nowrap`, a minimum width). */
  className?: string;
  /** Extra classes of the header cell (a fixed width). */
  headerClassName?: string;
  /** A test id on each body cell of the column. */
  cellTestId?: string;
  cell: (row: Row) => ReactNode;
};

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What the table holds, for screen readers (visually hidden). */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** "comfortable" (a page's main table) or "compact" (a table inside a card). */
  density?: "comfortable" | "compact";
  /** "plain" headers, or small "caps" (the admin and authoring lists). */
  headerStyle?: "plain" | "caps";
  /** A white, bordered, rounded box around the table; false when the table sits inside a card already. */
  framed?: boolean;
  /** Extra classes of the scrolling box (`shadow-sm`, `rounded-xl`). */
  className?: string;
  /** Extra classes of the table (`min-w-[720px]`: the width under which the box scrolls instead). */
  tableClassName?: string;
  testId?: string;
  rowTestId?: string | ((row: Row) => string);
  rowClassName?: string;
};

const PADDING = { comfortable: "px-4 py-3", compact: "px-3 py-2" } as const;
const ALIGN = { start: "text-left", center: "text-center", end: "text-right" } as const;
const HEAD = {
  plain: { row: "bg-slate-50 text-slate-600", cell: "font-medium" },
  caps: { row: "border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500", cell: "" },
} as const;

/**
 * A table of records: a caption for screen readers, column headers with `scope="col"`, an optional row
 * header per row, and an empty state. On a narrow screen the table scrolls sideways inside its own box
 * (never the page): cells wrap where they can, and `tableClassName` may set the width under which it scrolls.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  density = "comfortable",
  headerStyle = "plain",
  framed = true,
  className = "",
  tableClassName = "",
  testId,
  rowTestId,
  rowClassName,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const pad = PADDING[density];
  const head = HEAD[headerStyle];
  const box = framed ? "rounded-2xl border border-slate-200 bg-white" : "";
  return (
    <div className={`relative max-w-full overflow-x-auto ${box} ${className}`}>
      <table className={`w-full text-left text-sm ${tableClassName}`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={head.row}>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={`${pad} ${c.hideHeader ? "" : head.cell} ${ALIGN[c.align ?? "start"]} ${c.headerClassName ?? ""}`}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName} data-testid={typeof rowTestId === "function" ? rowTestId(row) : rowTestId}>
              {columns.map((c) => {
                const cellClass = `${pad} ${ALIGN[c.align ?? "start"]} ${c.className ?? ""}`;
                return c.rowHeader ? (
                  <th key={c.id} scope="row" className={cellClass} data-testid={c.cellTestId}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} className={cellClass} data-testid={c.cellTestId}>
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
