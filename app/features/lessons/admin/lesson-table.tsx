import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { minutesOf } from "../format";
import { UNITS, type Unit } from "../unlock";

export type AdminLessonRow = {
  id: number;
  unit: Unit;
  title: string;
  skill: string;
  published: boolean;
  video: "file" | "vimeo" | "youtube" | null;
  durationSeconds: number | null;
  questions: number;
  passed: number;
};

/** The back office's lessons by unit in course order: reorder, publish or withdraw, edit. */
export function LessonTable({ lessons }: { lessons: AdminLessonRow[] }) {
  const { t } = useTranslation("lessons");
  return (
    <div className="flex flex-col gap-8">
      {UNITS.map((unit) => {
        const rows = lessons.filter((l) => l.unit === unit);
        return (
          <section key={unit} aria-labelledby={`admin-unit-${unit}`} className="flex flex-col gap-3">
            <h2 id={`admin-unit-${unit}`} className="text-lg font-semibold">
              {t(`units.${unit}`)}
            </h2>
            {rows.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t("admin.empty")}</p>
            ) : (
              <ol className="flex flex-col gap-2" data-testid={`admin-lessons-${unit}`}>
                {rows.map((row, i) => (
                  <LessonRow key={row.id} row={row} first={i === 0} last={i === rows.length - 1} number={i + 1} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

function LessonRow({ row, first, last, number }: { row: AdminLessonRow; first: boolean; last: boolean; number: number }) {
  const { t } = useTranslation("lessons");
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== "idle";
  const arrow = (direction: "up" | "down", disabled: boolean) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="lesson" value={row.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled || busy}
        aria-label={t(direction === "up" ? "admin.moveUp" : "admin.moveDown", { title: row.title })}
        className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
      >
        <svg
          aria-hidden
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={direction === "up" ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} />
        </svg>
      </button>
    </fetcher.Form>
  );
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 sm:flex-nowrap"
      data-testid="admin-lesson"
      aria-busy={busy}
    >
      <div className="flex items-center gap-1">
        <span className="w-6 text-center text-sm font-semibold text-slate-500">{number}</span>
        <div className="flex flex-col">
          {arrow("up", first)}
          {arrow("down", last)}
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <Link to={`/admin/lessons/${row.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {row.title}
        </Link>
        <p className="text-xs text-slate-500">
          {[
            row.skill,
            row.video ? t(`admin.videoKinds.${row.video}`) : t("admin.noVideo"),
            row.durationSeconds ? t("lesson.minutes", { count: minutesOf(row.durationSeconds) }) : null,
            t("admin.questions", { count: row.questions }),
            t("admin.passed", { count: row.passed }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.published ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}>
        {row.published ? t("admin.published") : t("admin.draft")}
      </span>
      <div className="flex gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="lesson" value={row.id} />
          <input type="hidden" name="published" value={String(!row.published)} />
          <button type="submit" className={buttonClass("secondary", "px-3 py-1.5")} disabled={busy}>
            {row.published ? t("admin.unpublish") : t("admin.publish")}
          </button>
        </fetcher.Form>
        <Link to={`/admin/lessons/${row.id}`} className={buttonClass("ghost", "px-3 py-1.5")} aria-label={`${t("admin.edit")}: ${row.title}`}>
          {t("admin.edit")}
        </Link>
      </div>
      {fetcher.data?.error && fetcher.state === "idle" ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {fetcher.data.error}
        </p>
      ) : null}
    </li>
  );
}
