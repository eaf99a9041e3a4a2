import { useTranslation } from "react-i18next";
import { countdownParts, nextTestDate, pad2, type TestStart } from "./countdown";
import { StatCard } from "./stat-card";
import { useCalendarDate } from "~/lib/use-format";
import { useNow } from "~/lib/use-now";

type Calendar = { dates: string[]; start: TestStart; planned: boolean };

/** Counts down, every second, to the next test day of the calendar in content/sat-dates.ts. */
export function NextSatCard({ initialNow, calendar }: { initialNow: number; calendar: Calendar }) {
  const { t } = useTranslation("profile");
  const now = useNow(initialNow);
  const formatDate = useCalendarDate();
  const next = nextTestDate(calendar.dates, now, calendar.start);
  if (!next) {
    return (
      <StatCard title={t("stats.nextSat")}>
        <p className="text-sm text-slate-700" data-testid="next-sat-none">
          {t("countdown.none")}
        </p>
      </StatCard>
    );
  }
  const parts = countdownParts(next.startsAt, now);
  const units = [
    { key: "days", value: parts.days },
    { key: "hours", value: parts.hours },
    { key: "minutes", value: parts.minutes },
    { key: "seconds", value: parts.seconds },
  ] as const;
  return (
    <StatCard title={t("stats.nextSat")} hint={calendar.planned ? t("countdown.planned") : undefined}>
      {parts.done ? (
        <>
          <p className="text-3xl font-bold text-emerald-600" data-testid="next-sat-now">
            {t("countdown.now")}
          </p>
          <p className="text-sm text-slate-600">{t("countdown.nowHint")}</p>
        </>
      ) : (
        <p className="flex gap-2 tabular-nums" data-testid="next-sat-countdown">
          {units.map((u) => (
            <span key={u.key} className="flex min-w-12 flex-col items-center rounded-lg bg-brand-50 px-2 py-1">
              <span className="text-2xl font-bold text-brand-900" data-testid={`countdown-${u.key}`}>
                {pad2(u.value)}
              </span>
              <span className="text-xs text-slate-600">{t(`countdown.${u.key}`)}</span>
            </span>
          ))}
        </p>
      )}
      <p className="text-sm font-medium text-slate-700" data-testid="next-sat-date">
        {t("countdown.date", { date: formatDate(next.date) })}
      </p>
    </StatCard>
  );
}
