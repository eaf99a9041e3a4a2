import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dateWordsOf, formatDate, formatNumber, formatTime, type DateStyle, type DateWords } from "./format";

const noop = () => () => {};

/** False on the server and during hydration, true afterwards (no hydration mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

function useDateWords(): DateWords {
  const { t, i18n } = useTranslation("profile");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the words depend on the language alone
  return useMemo(() => dateWordsOf(t as (key: string, options?: Record<string, string>) => string), [t, i18n.language]);
}

/**
 * Formats instants in the interface language: in UTC while the page renders on the server and
 * hydrates, then in the reader's own time zone.
 */
export function useDateFormat(style: Omit<DateStyle, "zone"> = {}) {
  const words = useDateWords();
  const hydrated = useHydrated();
  const { month, time, year } = style;
  return useMemo(() => (iso: string) => formatDate(iso, words, { zone: hydrated ? "local" : "utc", month, time, year }), [words, hydrated, month, time, year]);
}

/** Formats an instant's time of day (24-hour): UTC while hydrating, then the reader's zone. */
export function useTimeFormat() {
  const hydrated = useHydrated();
  return useMemo(() => (iso: string) => formatTime(iso, hydrated ? "local" : "utc"), [hydrated]);
}

/** Formats a calendar date ("YYYY-MM-DD"): the same day in every time zone. */
export function useCalendarDate() {
  const words = useDateWords();
  return useMemo(() => (date: string) => formatDate(`${date}T00:00:00Z`, words, { zone: "utc" }), [words]);
}

/** Formats a number in the interface language (decimal comma in az and ru). */
export function useNumberFormat(digits = 1) {
  const { i18n } = useTranslation();
  return useMemo(() => (n: number) => formatNumber(n, i18n.language, digits), [i18n.language, digits]);
}
