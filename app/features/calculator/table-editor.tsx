/** A table of points (x, y) in the graph's expression list. */
import { useTranslation } from "react-i18next";
import { IconPlus } from "./icons";

type Cells = Array<{ x: string; y: string }>;

export function TableEditor({ number, cells, onChange }: { number: number; cells: Cells; onChange: (cells: Cells) => void }) {
  const { t } = useTranslation("calculator");
  const setCell = (index: number, column: "x" | "y", value: string) =>
    onChange(cells.map((cell, i) => (i === index ? { ...cell, [column]: value } : cell)));
  const inputClass =
    "w-full min-w-0 rounded-sm border border-slate-200 bg-white px-1.5 py-0.5 font-mono text-sm focus:border-brand-500 focus:outline-none";
  return (
    <div className="pr-1">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("graph.tableCaption", { number })}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-1/2 border-b border-slate-300 px-1 text-left font-mono font-normal text-slate-600">x</th>
            <th scope="col" className="w-1/2 border-b border-slate-300 px-1 text-left font-mono font-normal text-slate-600">y</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell, index) => (
            <tr key={index}>
              {(["x", "y"] as const).map((column) => (
                <td key={column} className="p-0.5">
                  <input
                    type="text"
                    value={cell[column]}
                    onChange={(event) => setCell(index, column, event.target.value)}
                    aria-label={t("graph.tableCell", { column, row: index + 1 })}
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
        onClick={() => onChange([...cells, { x: "", y: "" }])}
        className="mt-1 inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-brand-50"
      >
        <IconPlus />
        {t("graph.addTableRow")}
      </button>
    </div>
  );
}
