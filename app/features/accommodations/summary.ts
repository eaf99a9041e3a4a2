import type { TFunction } from "i18next";
import { formatNumber } from "~/lib/format";
import type { Accommodation } from "./rules";

/** "1.5× time, 2× breaks, a 5-minute break after every module" in the reader's language; "" when standard. */
export function accommodationText(a: Accommodation | null | undefined, t: TFunction, lng: string): string {
  if (!a) return "";
  const factor = (percent: number) => `${formatNumber(percent / 100, lng, 1)}×`;
  const parts = [
    a.timePercent !== 100 ? t("accommodations:summary.time", { factor: factor(a.timePercent) }) : null,
    a.breakPercent !== 100 ? t("accommodations:summary.breaks", { factor: factor(a.breakPercent) }) : null,
    a.extraBreakMinutes ? t("accommodations:summary.extra", { count: a.extraBreakMinutes }) : null,
  ].filter(Boolean);
  return parts.join(", ");
}

/** The API's snake_case form, as results and sessions carry it. */
export const fromJson = (a: { time_percent: number; break_percent: number; extra_break_minutes: number } | null): Accommodation | null =>
  a ? { timePercent: a.time_percent, breakPercent: a.break_percent, extraBreakMinutes: a.extra_break_minutes } : null;
