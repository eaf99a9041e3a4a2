/** The line under a graph row: its error, or its value ("= 14"). */
import { useTranslation } from "react-i18next";
import { formatNumber } from "./format-number";
import type { GraphItem } from "./graph-expressions";

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
  const value = item.type === "value" || (item.type === "definition" && !item.slider) ? item.value : null;
  if (value === null) return null;
  return (
    <p id={id} className="pt-0.5 text-right font-mono text-sm text-slate-700">
      = {Number.isFinite(value) ? formatNumber(value) : t("graph.undefinedValue")}
    </p>
  );
}
