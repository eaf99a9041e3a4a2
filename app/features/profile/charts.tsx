import { useTranslation } from "react-i18next";
import { BANDS, type Band, type WeekBucket } from "./stats";
import { useDateFormat, useNumberFormat } from "~/lib/use-format";

const BAND_COLOURS: Record<Band, string> = {
  excellent: "bg-emerald-500",
  good: "bg-brand-500",
  average: "bg-amber-400",
  needsWork: "bg-rose-500",
};

/** Score Distribution: one horizontal bar per band, each with its count written out. */
export function DistributionChart({ distribution }: { distribution: Record<Band, number> }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(0);
  const total = BANDS.reduce((n, b) => n + distribution[b], 0);
  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="distribution-title">
      <figcaption id="distribution-title" className="font-semibold">
        {t("overview.distribution")}
      </figcaption>
      <ul className="flex flex-col gap-3" data-testid="distribution">
        {BANDS.map((band) => {
          const count = distribution[band];
          const share = total ? Math.round((count / total) * 100) : 0;
          return (
            <li key={band} className="flex flex-col gap-1" data-testid={`band-${band}`}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{t(`overview.bands.${band}`)}</span>{" "}
                  <span className="text-slate-500">({t(`overview.bandRanges.${band}`)})</span>
                </span>
                <span className="tabular-nums text-slate-700" data-testid={`band-${band}-count`}>
                  {t("overview.exams", { count })} · {num(share)}%
                </span>
              </div>
              <div aria-hidden className="h-3 overflow-hidden rounded-full bg-slate-100">
                <div className={`h-full rounded-full ${BAND_COLOURS[band]}`} style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** Weekly Progress: four 7-day buckets ending now, each a column with its average written above it. */
export function WeeklyChart({ weeks }: { weeks: WeekBucket[] }) {
  const { t } = useTranslation("profile");
  const num = useNumberFormat(1);
  const day = useDateFormat({ year: false });
  return (
    <figure
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="weekly-title"
      aria-describedby="weekly-hint"
    >
      <figcaption>
        <span id="weekly-title" className="block font-semibold">
          {t("overview.weekly")}
        </span>
        <span id="weekly-hint" className="block text-xs text-slate-500">
          {t("overview.weeklyHint")}
        </span>
      </figcaption>
      <ol className="grid grid-cols-4 gap-3" data-testid="weekly">
        {weeks.map((w, i) => {
          // The end is exclusive: label the bucket by its last day.
          const range = t("overview.weekRange", {
            start: day(w.start),
            end: day(new Date(Date.parse(w.end) - (i === weeks.length - 1 ? 0 : 1)).toISOString()),
          });
          return (
            <li key={w.start} className="flex flex-col items-center gap-1 text-center" data-testid={`week-${i}`}>
              <span className="text-sm font-semibold tabular-nums text-slate-900">{w.average == null ? t("overview.weekEmpty") : `${num(w.average)}%`}</span>
              <div aria-hidden className="flex h-32 w-full max-w-16 items-end rounded-lg bg-slate-100">
                {w.average == null ? null : <div className="w-full rounded-lg bg-brand-500" style={{ height: `${Math.max(2, w.average)}%` }} />}
              </div>
              <span className="text-xs text-slate-600">{range}</span>
              <span className="text-xs text-slate-500">{t("overview.exams", { count: w.count })}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
