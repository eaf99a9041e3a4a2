import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { minutesOf } from "./format";
import type { CourseListItem } from "./types";
import { UNITS } from "./unlock";

const ICONS = {
  completed: "M5 12.5l4.5 4.5L19 7.5",
  current: "M8 5.5v13l10-6.5z",
  locked: "M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13z",
} as const;

/** Every lesson of the course by unit, each completed, open or locked; locked ones are not links. */
export function LessonList({ list, selectedId }: { list: CourseListItem[]; selectedId: number | null }) {
  const { t } = useTranslation("lessons");
  return (
    <nav aria-label={t("list.label")} className="flex flex-col gap-6" data-testid="lesson-list">
      {UNITS.map((unit) => {
        const lessons = list.filter((l) => l.unit === unit);
        if (lessons.length === 0) return null;
        const done = lessons.filter((l) => l.state === "completed").length;
        return (
          <section key={unit} aria-labelledby={`unit-${unit}`}>
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <h2 id={`unit-${unit}`} className="font-semibold">
                {t(`units.${unit}`)}
              </h2>
              <span className="text-xs text-slate-500">{t("list.count", { done, total: lessons.length })}</span>
            </div>
            <ol className="flex flex-col gap-1">
              {lessons.map((l) => {
                const selected = l.id === selectedId;
                const body = (
                  <>
                    <svg
                      aria-hidden
                      width="20"
                      height="20"
                      viewBox="0 0 24 24"
                      fill={l.state === "current" ? "currentColor" : "none"}
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      className={`mt-0.5 shrink-0 ${l.state === "completed" ? "text-emerald-600" : l.state === "current" ? "text-brand-600" : "text-slate-400"}`}
                    >
                      <path d={ICONS[l.state]} />
                    </svg>
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">{l.title}</span>
                      <span className="text-xs text-slate-600">
                        {t(`list.${l.state}`)}
                        {l.durationSeconds ? ` · ${t("lesson.minutes", { count: minutesOf(l.durationSeconds) })}` : ""}
                        {l.state !== "locked" && l.watchedShare > 0 ? ` · ${t("list.watched", { percent: Math.round(l.watchedShare * 100) })}` : ""}
                        {l.state === "locked" ? ` · ${t("list.lockedHint")}` : ""}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={l.id} data-testid="lesson-item" data-state={l.state} data-lesson-id={l.id}>
                    {l.state === "locked" ? (
                      <span className="flex gap-2 rounded-lg px-3 py-2 text-sm text-slate-500" aria-disabled="true">
                        {body}
                      </span>
                    ) : (
                      <Link
                        to={`/video-lesson/${l.id}`}
                        aria-current={selected ? "page" : undefined}
                        className={`flex gap-2 rounded-lg px-3 py-2 text-sm ${selected ? "bg-brand-50 text-brand-900 ring-1 ring-brand-200" : "text-slate-800 hover:bg-slate-100"}`}
                      >
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </nav>
  );
}
