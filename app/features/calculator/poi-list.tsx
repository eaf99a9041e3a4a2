/** The points of interest as a list, for keyboard and screen-reader users; focus or click shows one on the graph. */
import { useTranslation } from "react-i18next";
import { formatPoint } from "./format-number";
import type { PointOfInterest } from "./points-of-interest";

export type SelectedPoint = { x: number; y: number; key: string };

type Props = {
  pois: readonly PointOfInterest[];
  selected: SelectedPoint | null;
  onSelect: (point: SelectedPoint | null) => void;
  rowNumber: (id: string) => number;
};

export function PoiList({ pois, selected, onSelect, rowNumber }: Props) {
  const { t } = useTranslation("calculator");
  const describe = (poi: PointOfInterest) => {
    const [first, second] = poi.expressionIds.map(rowNumber);
    return t("graph.poi.item", { kind: t(`graph.poi.${poi.kind}`, { first, second }), point: formatPoint(poi.x, poi.y) });
  };
  const announcement = (point: SelectedPoint | null) => {
    if (!point) return "";
    const poi = point.key.startsWith("poi-") ? pois[Number(point.key.slice(4))] : undefined;
    return poi ? describe(poi) : formatPoint(point.x, point.y);
  };
  return (
    <>
      <details className="border-t border-slate-200 text-sm" data-testid="poi-list">
        <summary className="cursor-pointer px-3 py-1.5 text-slate-700 hover:bg-slate-50">{t("graph.poi.summary", { count: pois.length })}</summary>
        {pois.length > 0 && (
          <ul className="max-h-32 overflow-y-auto px-2 pb-2">
            {pois.map((poi, index) => {
              const point = { x: poi.x, y: poi.y, key: `poi-${index}` };
              return (
                <li key={`${poi.kind}-${poi.x}-${poi.y}-${index}`}>
                  <button
                    type="button"
                    aria-pressed={selected?.key === point.key}
                    onClick={() => onSelect(point)}
                    onFocus={() => onSelect(point)}
                    className="w-full rounded px-2 py-1 text-left hover:bg-slate-100 aria-pressed:bg-slate-200"
                  >
                    {describe(poi)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </details>
      <p className="sr-only" aria-live="polite" data-testid="poi-announcement">
        {announcement(selected)}
      </p>
    </>
  );
}
