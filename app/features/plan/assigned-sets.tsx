import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { practiceSetPath } from "./practice-links";
import type { AssignedSetJson } from "./types";

/** Practice sets a mentor assigned that are not finished yet: on the plan, the dashboard and the mentor's view. */
export function AssignedSets({ sets, actions = true }: { sets: AssignedSetJson[]; actions?: boolean }) {
  const { t } = useTranslation(["plan", "results"]);
  if (!sets.length) return null;
  const what = (s: AssignedSetJson) =>
    s.skills.length ? s.skills.map((k) => t(`results:skills.${k}`)).join(", ") : s.test ? t(`results:tests.${s.test}`) : t("plan:assign.mixed");
  return (
    <section
      aria-labelledby="assigned-title"
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 shadow-sm sm:p-5"
      data-testid="assigned-sets"
    >
      <h2 id="assigned-title" className="text-lg font-semibold">
        {actions ? t("plan:assigned.title") : t("plan:assigned.mentorTitle")}
      </h2>
      <ul className="divide-y divide-brand-100">
        {sets.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between" data-testid="assigned-set">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium text-slate-900">{what(s)}</p>
              <p className="text-sm text-slate-600">
                {t("plan:assigned.detail", { count: s.length, difficulty: t(`plan:assign.difficulties.${s.difficulty}`) })}
                {s.mentor ? ` · ${t("plan:assigned.by", { mentor: s.mentor })}` : null}
              </p>
              {s.note ? <p className="whitespace-pre-line text-sm text-slate-800">{s.note}</p> : null}
            </div>
            {actions ? (
              <Link
                to={practiceSetPath(s.id)}
                className={buttonClass("primary", "shrink-0 px-3 py-2")}
                aria-label={t("plan:assigned.openLabel", { what: what(s) })}
              >
                {t("plan:assigned.open")}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
