import { useTranslation } from "react-i18next";
import type { LinkedTotal, RealScale } from "./real-scale";

/** Below this many points the mean difference is "on target" rather than high or low. */
const EVEN = 5;

/**
 * What a test says about itself against the real SAT (decision 0051): "runs high by 30 ± 40 points" once enough
 * official results follow it, else plainly that it does not know yet; with a score, that score on the real scale.
 */
export function RealScaleNote({ scale, score, linked, compact = false }: { scale: RealScale; score?: number; linked?: LinkedTotal | null; compact?: boolean }) {
  const { t } = useTranslation("results");
  const text = (() => {
    if (!scale.known) return t(compact ? "realScale.unknownShort" : "realScale.unknown", { reports: scale.reports, needed: scale.needed });
    const bias = Math.round(Math.abs(scale.bias));
    const values = { bias, sd: Math.round(scale.sd), reports: scale.reports };
    return t(bias < EVEN ? "realScale.even" : scale.bias > 0 ? "realScale.high" : "realScale.low", values);
  })();
  if (compact)
    return (
      <p className="text-xs text-slate-600" data-testid="real-scale">
        {text}
      </p>
    );
  return (
    <section
      aria-labelledby="real-scale-heading"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="real-scale"
    >
      <h2 id="real-scale-heading" className="text-lg font-semibold">
        {t("realScale.heading")}
      </h2>
      <p className="text-sm text-slate-800" data-testid="real-scale-text">
        {text}
      </p>
      {linked && score !== undefined ? (
        <p className="text-sm text-slate-800" data-testid="real-scale-linked">
          {t("realScale.linked", { score, linked: linked.score, low: linked.low, high: linked.high, percent: Math.round(linked.level * 100) })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{t("realScale.how")}</p>
    </section>
  );
}
