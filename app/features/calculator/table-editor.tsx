/**
 * A table of points in the graph's expression list. Its columns are lists named x1 and y1
 * (x2 and y2 for a second table …) that other rows can use: `y1 ~ m x1 + b`, `mean(y1)`.
 * Keyboard: Enter goes to the cell below (adding a row at the end), arrow up and down move
 * between rows, as in a spreadsheet.
 */
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TableCell } from "./calculator-memory";
import { IconPlus } from "./icons";

type Column = "x" | "y";
type Props = { number: number; columns: readonly [string, string]; cells: TableCell[]; onChange: (cells: TableCell[]) => void };

/** "x1" as x with a subscript 1. */
function ColumnName({ name }: { name: string }) {
  const [, letter, subscript] = /^([A-Za-z])(\d*)$/.exec(name) ?? [name, name, ""];
  return (
    <>
      {letter}
      {subscript && <sub>{subscript}</sub>}
    </>
  );
}

export function TableEditor({ number, columns, cells, onChange }: Props) {
  const { t } = useTranslation("calculator");
  const tableRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef<{ row: number; column: Column } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${target.row}-${target.column}"]`)?.focus();
  }, [cells]);

  const setCell = (index: number, column: Column, value: string) => onChange(cells.map((cell, i) => (i === index ? { ...cell, [column]: value } : cell)));

  const focusCell = (row: number, column: Column) => {
    if (row >= cells.length) {
      pendingFocus.current = { row, column };
      onChange([...cells, { x: "", y: "" }]);
    } else tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${row}-${column}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: Column) => {
    if (event.key === "Enter" || event.key === "ArrowDown") {
      if (event.key === "ArrowDown" && row === cells.length - 1) return;
      event.preventDefault();
      focusCell(row + 1, column);
    } else if (event.key === "ArrowUp" && row > 0) {
      event.preventDefault();
      focusCell(row - 1, column);
    }
  };

  const inputClass = "w-full min-w-0 rounded-sm border border-slate-200 bg-white px-1.5 py-0.5 font-mono text-sm focus:border-brand-500 focus:outline-none";
  return (
    <div className="pr-1">
      <table ref={tableRef} className="w-full border-collapse text-sm" data-testid="graph-table">
        <caption className="sr-only">{t("graph.tableCaption", { number, x: columns[0], y: columns[1] })}</caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="w-1/2 border-b border-slate-300 px-1 text-left font-mono font-normal text-slate-600">
                <ColumnName name={name} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((cell, index) => (
            <tr key={index}>
              {(["x", "y"] as const).map((column, columnIndex) => (
                <td key={column} className="p-0.5">
                  <input
                    type="text"
                    value={cell[column]}
                    onChange={(event) => setCell(index, column, event.target.value)}
                    onKeyDown={(event) => onKeyDown(event, index, column)}
                    aria-label={t("graph.tableCell", { column: columns[columnIndex], row: index + 1 })}
                    data-cell={`${index}-${column}`}
                    spellCheck={false}
                    autoComplete="off"
                    className={inputClass}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() => focusCell(cells.length, "x")}
        className="mt-1 inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-brand-50"
      >
        <IconPlus />
        {t("graph.addTableRow")}
      </button>
    </div>
  );
}
