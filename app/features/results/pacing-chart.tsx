import { useId } from "react";
import { useTranslation } from "react-i18next";
import { clock, SINK_FACTOR, type ModulePacing, type PaceStatus } from "./pacing";

/** Bar colours by status; the legend and the table say the same in words. */
export const STATUS_FILL: Record<PaceStatus, string> = { steady: "#4f46e5", sink: "#d97706", rushedWrong: "#e11d48", left: "#94a3b8" };

const BAR = 28;
const GAP = 6;
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 22;
const LEFT = 40;

/**
 * Time per question against the budget as a plain SVG bar chart, rendered on the server. The picture
 * is `role="img"` with a title and a description that state the figures; the table beside it
 * (PacingTable) holds every value, so nothing is said by colour alone.
 */
export function PacingChart({ pacing, label }: { pacing: ModulePacing; label: string }) {
  const { t } = useTranslation("results");
  const id = useId();
  const n = pacing.items.length;
  const width = LEFT + n * (BAR + GAP) + GAP;
  const max = Math.max(pacing.budgetMs * (SINK_FACTOR + 0.5), ...pacing.items.map((i) => i.ms));
  const y = (ms: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - ms / max);
  const line = (ms: number, text: string, dash: string) => (
    <g>
      <line x1={LEFT} x2={width} y1={y(ms)} y2={y(ms)} stroke="#334155" strokeDasharray={dash} strokeWidth={1} />
      <text x={LEFT - 4} y={y(ms) + 4} textAnchor="end" fontSize={10} fill="#334155">
        {text}
      </text>
    </g>
  );
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width={width}
      height={HEIGHT}
      className="h-auto max-w-full"
      style={{ minWidth: Math.min(width, 560) }}
      data-testid="pacing-chart"
    >
      <title id={`${id}-t`}>{t("pacing.chartTitle", { module: label })}</title>
      <desc id={`${id}-d`}>
        {t("pacing.chartDesc", {
          budget: clock(pacing.budgetMs),
          sinks: pacing.sinks.length,
          rushed: pacing.rushedWrong.length,
          left: pacing.left.length,
        })}
      </desc>
      {pacing.items.map((item, k) => {
        const x = LEFT + GAP + k * (BAR + GAP);
        const top = y(item.ms);
        return (
          <g key={item.id}>
            <rect x={x} y={top} width={BAR} height={Math.max(0, y(0) - top)} fill={STATUS_FILL[item.status]} rx={3} />
            {item.status === "sink" ? (
              <polygon points={`${x + BAR / 2},${top - 9} ${x + BAR / 2 - 5},${top - 2} ${x + BAR / 2 + 5},${top - 2}`} fill="#92400e" />
            ) : null}
            {item.status === "rushedWrong" ? <circle cx={x + BAR / 2} cy={top - 6} r={3.5} fill="#9f1239" /> : null}
            {item.status === "left" ? <rect x={x + 4} y={y(0) - 3} width={BAR - 8} height={3} fill="#475569" /> : null}
            <text x={x + BAR / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={10} fill="#475569">
              {item.index + 1}
            </text>
          </g>
        );
      })}
      {line(pacing.budgetMs, clock(pacing.budgetMs), "4 3")}
      {line(pacing.budgetMs * SINK_FACTOR, clock(pacing.budgetMs * SINK_FACTOR), "1 3")}
    </svg>
  );
}

/** Every question's time, budget share and status, as the chart's table view. */
export function PacingTable({ pacing }: { pacing: ModulePacing }) {
  const { t } = useTranslation("results");
  return (
    <table className="w-full text-left text-sm" data-testid="pacing-table">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            {t("pacing.table.question")}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t("pacing.table.time")}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t("pacing.table.ofBudget")}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t("pacing.table.result")}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t("pacing.table.status")}
          </th>
        </tr>
      </thead>
      <tbody>
        {pacing.items.map((item) => (
          <tr key={item.id} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-2 font-normal tabular-nums">
              {item.index + 1}
            </th>
            <td className="py-1 pr-2 tabular-nums">{clock(item.ms)}</td>
            <td className="py-1 pr-2 tabular-nums">{Math.round((item.ms / pacing.budgetMs) * 100)}%</td>
            <td className="py-1 pr-2">{t(!item.answered ? "pacing.unanswered" : item.correct ? "pacing.correct" : "pacing.wrong")}</td>
            <td className="py-1">{t(`pacing.status.${item.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
