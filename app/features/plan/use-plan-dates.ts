import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/format";

const DAY = 86_400_000;

/**
 * The plan's dates, written by the dashboard's own formatter (app/lib/format.ts, the same text on the
 * server and in every browser). Weeks and test days are UTC calendar days, so they are shown in UTC.
 */
export function usePlanDates() {
  const { t, i18n } = useTranslation("profile");
  return useMemo(() => {
    const words = {
      monthsShort: t("format.monthsShort").split("|"),
      monthsLong: t("format.monthsLong").split("|"),
      datePattern: t("format.date", { day: "{{day}}", month: "{{month}}", year: "{{year}}" }),
      dateTimePattern: t("format.dateTime", { date: "{{date}}", time: "{{time}}" }),
    };
    const day = (iso: string, year = false) => formatDate(iso, words, { zone: "utc", month: "short", year });
    return {
      /** A calendar day "YYYY-MM-DD", long month and year. */
      calendar: (date: string) => formatDate(`${date}T00:00:00Z`, words, { zone: "utc", month: "long" }),
      /** An instant as a short date (UTC). */
      day,
      /** A week [starts, ends) as "first day – last day". */
      week: (starts: string, ends: string) => ({ from: day(starts), to: day(new Date(Date.parse(ends) - DAY).toISOString()) }),
    };
  }, [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- the formatters depend on the language alone
}
