/** A slider for a graph parameter: "a = 1.5" and a range input. */
import { useId } from "react";
import { formatNumber } from "./format-number";
import type { SliderSettings } from "./calculator-memory";

type Props = { name: string; settings: SliderSettings; onChange: (value: number) => void };

export function SliderControl({ name, settings, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 py-0.5">
      <label htmlFor={id} className="w-20 shrink-0 truncate font-mono text-xs text-slate-700">
        {name} = {formatNumber(settings.value, 6)}
      </label>
      <span aria-hidden="true" className="text-[10px] text-slate-500">
        {formatNumber(settings.min, 4)}
      </span>
      <input
        id={id}
        type="range"
        min={settings.min}
        max={settings.max}
        step={settings.step}
        value={settings.value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-1.5 min-w-0 flex-1 cursor-pointer accent-brand-600"
      />
      <span aria-hidden="true" className="text-[10px] text-slate-500">
        {formatNumber(settings.max, 4)}
      </span>
    </div>
  );
}
