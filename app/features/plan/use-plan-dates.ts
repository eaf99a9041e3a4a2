import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dateWordsOf, formatDate } from "~/lib/format";

const DAY = 86_400_000;

/**
 * The plan's dates, written by the dashboard's own formatter (app/lib/format.ts, the same text on the
 * server and in every browser). Weeks and test days are UTC calendar days, so they are shown in UTC.
 */
export function usePlanDates() {
  const { t, i18n } = useTranslation("profile");
  return useMemo(() => {
    const words = dateWordsOf(t as (key: string, options?: Record<string, string>) => string);
    const day = (iso: string, year = false) => formatDate(iso, words, { zone: "utc", month: "short", year });
    return {
      /** A calendar day "YYYY-MM-DD", with its year. */
      calendar: (date: string) => formatDate(`${date}T00:00:00Z`, words, { zone: "utc" }),
      /** An instant as a short date (UTC). */
      day,
      /** A week [starts, ends) as "first day – last day". */
      week: (starts: string, ends: string) => ({ from: day(starts), to: day(new Date(Date.parse(ends) - DAY).toISOString()) }),
    };
  }, [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- the formatters depend on the language alone
}
