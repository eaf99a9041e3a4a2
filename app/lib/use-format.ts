import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber, type DateStyle, type DateWords } from "./format";

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
  return useMemo(
    () => ({
      monthsShort: t("format.monthsShort").split("|"),
      monthsLong: t("format.monthsLong").split("|"),
      datePattern: t("format.date", { day: "{{day}}", month: "{{month}}", year: "{{year}}" }),
      dateTimePattern: t("format.dateTime", { date: "{{date}}", time: "{{time}}" }),
    }),
    [t, i18n.language], // eslint-disable-line react-hooks/exhaustive-deps -- the patterns depend on the language alone
  );
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

/** Formats a calendar date ("YYYY-MM-DD", long month): the same day in every time zone. */
export function useCalendarDate() {
  const words = useDateWords();
  return useMemo(() => (date: string) => formatDate(`${date}T00:00:00Z`, words, { zone: "utc", month: "long" }), [words]);
}

/** Formats a number in the interface language (decimal comma in az and ru). */
export function useNumberFormat(digits = 1) {
  const { i18n } = useTranslation();
  return useMemo(() => (n: number) => formatNumber(n, i18n.language, digits), [i18n.language, digits]);
}
