import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateFormat } from "~/lib/use-format";
import { projectionRange, type ProjectionPoint } from "./projection";
import { resultUrl } from "./types";

const HEIGHT = 240;
const LEFT = 44;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;

/**
 * The projected total score over time: each full test's total with its band, as a plain SVG chart rendered on the
 * server (`role="img"`, a title and a description that state the latest figures) and, below it, the same numbers
 * as a table. Tests are evenly spaced in the order they were taken, labelled by date.
 */
export function ProjectionChart({ points }: { points: ProjectionPoint[] }) {
  const { t } = useTranslation("profile");
  const id = useId();
  const date = useDateFormat({ year: false });
  const fullDate = useDateFormat();
  const latest = points.at(-1);
  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`${id}-title`} data-testid="projection">
      <figcaption>
        <span id={`${id}-title`} className="block font-semibold">
          {t("overview.projection.title")}
        </span>
        <span className="block text-xs text-slate-500">
          {latest ? t("overview.projection.hint", { percent: Math.round(latest.level * 100) }) : t("overview.projection.empty")}
        </span>
      </figcaption>
      {latest ? (
        <>
          <div className="overflow-x-auto">
            <Chart points={points} label={(iso) => date(iso)} id={id} />
          </div>
          <table className="w-full text-left text-sm" data-testid="projection-table">
            <caption className="sr-only">{t("overview.projection.tableCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("overview.projection.date")}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("overview.projection.score")}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t("overview.projection.band", { percent: Math.round(latest.level * 100) })}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.sessionId} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <Link to={resultUrl(p.sessionId)} className="text-brand-700 underline underline-offset-2">
                      {fullDate(p.finishedAt)}
                    </Link>
                  </th>
                  <td className="py-1 pr-3 font-semibold tabular-nums">{p.score}</td>
                  <td className="py-1 tabular-nums">{t("overview.projection.range", { low: p.low, high: p.high })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </figure>
  );
}

function Chart({ points, label, id }: { points: ProjectionPoint[]; label: (iso: string) => string; id: string }) {
  const { t } = useTranslation("profile");
  const [lo, hi] = projectionRange(points);
  // At its natural size (about 70 px a test, 320-640 px): the container scrolls on a phone rather than shrink the labels.
  const WIDTH = Math.max(320, Math.min(640, LEFT + RIGHT + 40 + 70 * points.length));
  const latest = points.at(-1)!;
  const step = points.length > 1 ? (WIDTH - LEFT - RIGHT) / (points.length - 1) : 0;
  const x = (k: number) => (points.length > 1 ? LEFT + k * step : (LEFT + WIDTH - RIGHT) / 2);
  const y = (v: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - (v - lo) / (hi - lo));
  const ticks = Array.from({ length: (hi - lo) / 100 + 1 }, (_, k) => lo + 100 * k).filter((v, k, all) => all.length <= 7 || k % 2 === 0);
  const band = [...points.map((p, k) => `${x(k)},${y(p.high)}`), ...points.map((p, k) => `${x(k)},${y(p.low)}`).reverse()].join(" ");
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="h-auto max-w-full"
      style={{ minWidth: WIDTH }}
      data-testid="projection-chart"
    >
      <title id={`${id}-t`}>{t("overview.projection.title")}</title>
      <desc id={`${id}-d`}>
        {t("overview.projection.desc", {
          tests: points.length,
          score: latest.score,
          low: latest.low,
          high: latest.high,
          percent: Math.round(latest.level * 100),
          first: points[0]!.score,
        })}
      </desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeWidth={1} />
          <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#475569">
            {v}
          </text>
        </g>
      ))}
      {points.length > 1 ? (
        <polygon points={band} fill="#c7d2fe" fillOpacity={0.6} />
      ) : (
        <rect x={x(0) - 10} y={y(latest.high)} width={20} height={y(latest.low) - y(latest.high)} fill="#c7d2fe" rx={4} />
      )}
      {points.length > 1 ? <polyline points={points.map((p, k) => `${x(k)},${y(p.score)}`).join(" ")} fill="none" stroke="#4338ca" strokeWidth={2} /> : null}
      {points.map((p, k) => (
        <g key={p.sessionId}>
          <line x1={x(k)} x2={x(k)} y1={y(p.high)} y2={y(p.low)} stroke="#6366f1" strokeWidth={1} />
          <circle cx={x(k)} cy={y(p.score)} r={4} fill="#4338ca" />
          {points.length <= 8 || k % Math.ceil(points.length / 8) === 0 || k === points.length - 1 ? (
            <text x={x(k)} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#475569">
              {label(p.finishedAt)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
