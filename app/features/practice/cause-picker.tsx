import { useTranslation } from "react-i18next";
import { MISTAKE_CAUSES, type MistakeCause } from "#db/mistake-causes";

/**
 * A mistake's cause in the notebook: the suggestion (or the student's choice) and a select to change it,
 * saved by its own button inside the notebook's form (`cause_entry`), so it works without JavaScript.
 */
export function CausePicker({ entry, cause, suggested, chosen }: { entry: number; cause: MistakeCause; suggested: MistakeCause; chosen: boolean }) {
  const { t } = useTranslation("practice");
  const id = `cause-${entry}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs" data-testid="entry-cause">
      <label htmlFor={id} className="font-medium text-slate-700">
        {t("notebook.cause")}
      </label>
      <select id={id} name={id} defaultValue={cause} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs" data-testid="entry-cause-select">
        {MISTAKE_CAUSES.map((c) => (
          <option key={c} value={c}>
            {t(`notebook.causes.${c}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="cause_entry"
        value={entry}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 font-semibold text-brand-700 hover:bg-slate-50"
        data-testid="entry-cause-save"
      >
        {t("notebook.causeSave")}
      </button>
      <span className="text-slate-500">{chosen ? t("notebook.causeChosen", { cause: t(`notebook.causes.${suggested}`) }) : t("notebook.causeSuggested")}</span>
    </div>
  );
}

/** The notebook's mistakes counted by cause, each a link to the filter. */
export function CauseCounts({
  counts,
  href,
  current,
}: {
  counts: Record<MistakeCause, number>;
  href: (cause: MistakeCause | null) => string;
  current: string;
}) {
  const { t } = useTranslation("practice");
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label={t("notebook.byCause")} data-testid="cause-counts">
      {MISTAKE_CAUSES.map((c) => (
        <li key={c}>
          <a
            href={href(current === c ? null : c)}
            aria-current={current === c ? "true" : undefined}
            className={`inline-block rounded-full border px-3 py-1 ${current === c ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 bg-white text-slate-700"}`}
          >
            {t(`notebook.causes.${c}`)}: <span className="tabular-nums">{counts[c]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
