/**
 * What a graph row shows under its input: its error, its value ("= 7/3 ≈ 2.33333333333"), the
 * fitted parameters and r² of a regression, or (for screen readers) how an inequality is shaded.
 */
import { useTranslation } from "react-i18next";
import type { GraphItem } from "./graph-expressions";
import { formatValue, regressionLines, shadingText } from "./result-text";

export function RowMessage({ id, item }: { id: string; item: GraphItem | undefined }) {
  const { t } = useTranslation("calculator");
  if (!item) return null;
  if (item.type === "error") {
    return (
      <p id={id} className="pt-0.5 text-xs text-red-700">
        {t(`errors.${item.error}`, { name: item.detail ?? "" })}
      </p>
    );
  }
  if (item.type === "regression") {
    const { parameters, statistics } = regressionLines(item, t("graph.undefinedValue"));
    return (
      <div id={id} className="mr-1 mt-1 rounded border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-sm" data-testid="regression-result">
        <p className="font-sans text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{t("graph.regression.parameters")}</p>
        <ul className="flex flex-wrap gap-x-4">
          {parameters.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-x-4 text-slate-600">
          {statistics.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {!item.fn && <p className="font-sans text-xs text-slate-500">{t("graph.regression.notDrawn")}</p>}
      </div>
    );
  }
  const shading = shadingText(item, t);
  if (shading) {
    return (
      <p id={id} className="sr-only">
        {shading}
      </p>
    );
  }
  const shown = item.type === "value" || (item.type === "definition" && !item.literal) ? item : null;
  if (!shown) return null;
  return (
    <p id={id} className="pt-0.5 text-right font-mono text-sm break-words text-slate-700" data-testid="row-value">
      = {formatValue(shown.value, shown.exact, t("graph.undefinedValue"))}
    </p>
  );
}
