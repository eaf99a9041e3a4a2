import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AchievementIcon } from "./achievement-icon";
import { isLessonBadge } from "./badges";
import type { Badge } from "./types";
import { useDateFormat, useNumberFormat } from "~/lib/use-format";

const CARD: Record<Badge["state"], string> = {
  earned: "border-emerald-300 bg-emerald-50/60",
  locked: "border-slate-200 bg-white",
};

/** Achievements: every badge, earned ones with their date, locked ones with how to earn them. */
export function AchievementsTab({ badges }: { badges: Badge[] }) {
  const { t } = useTranslation("profile");
  const date = useDateFormat();
  const num = useNumberFormat(0);
  const earned = badges.filter((b) => b.state === "earned").length;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-slate-700">{t("achievements.intro")}</p>
        <p className="text-sm font-semibold text-slate-900" data-testid="badges-summary">
          {t("achievements.summary", { earned, total: badges.length })}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((b) => (
          <li key={b.id} className={`flex gap-4 rounded-2xl border p-5 ${CARD[b.state]}`} data-testid={`badge-${b.id}`} data-state={b.state}>
            <AchievementIcon id={b.id} className={`shrink-0 ${b.state === "earned" ? "text-brand-700" : "text-slate-400"}`} />
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold text-slate-900">{b.title}</h3>
              <p className="text-sm text-slate-600">{b.description}</p>
              {b.state === "earned" ? (
                <p className="text-sm font-semibold text-emerald-700">
                  ✓ {t("achievements.earned")}
                  {b.earnedAt ? <span className="font-normal text-slate-600"> · {t("achievements.earnedOn", { date: date(b.earnedAt) })}</span> : null}
                </p>
              ) : (
                <>
                  <p className="flex items-center gap-1 text-sm font-semibold text-slate-500">
                    <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                      <rect x="5" y="11" width="14" height="10" rx="2" />
                      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
                    </svg>
                    {t("achievements.locked")}
                  </p>
                  <p className="text-xs text-slate-600">{t("achievements.howToEarn", { text: b.howToEarn })}</p>
                  {b.progress ? (
                    <p className="text-xs text-slate-500">{t("achievements.progress", { current: num(b.progress.current), target: num(b.progress.target) })}</p>
                  ) : null}
                  {isLessonBadge(b.id) ? (
                    <Link
                      to="/video-lesson"
                      className="mt-1 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                      data-testid={`badge-${b.id}-next`}
                    >
                      {t("achievements.toLessons")}
                      <span aria-hidden> →</span>
                    </Link>
                  ) : null}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
