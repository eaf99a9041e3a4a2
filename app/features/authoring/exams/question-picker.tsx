import { useTranslation } from "react-i18next";
import { Form, useFetcher } from "react-router";
import type { BankQuery } from "../bank-query";
import { FilterSelect } from "../filter-select";
import { StemExcerpt } from "../stem-excerpt";
import { domainsOf, skillsOf, type TestKind } from "../taxonomy";
import { taxonomyFilters } from "../taxonomy-filters";

type Row = {
  id: number;
  identifier: string;
  version: number;
  difficulty: string;
  domain: string;
  skill: string;
  excerptHtml: string;
  added: boolean;
  type: string;
};

function AddButton({ module, row }: { module: number; row: Row }) {
  const { t } = useTranslation("authoring");
  const fetcher = useFetcher<{ error?: string }>();
  return (
    <fetcher.Form method="post" className="flex shrink-0 flex-col items-end gap-1">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="module" value={module} />
      <input type="hidden" name="question" value={row.id} />
      <button
        type="submit"
        disabled={row.added || fetcher.state !== "idle"}
        aria-label={t("exams.addLabel", { identifier: row.identifier })}
        className="rounded-lg border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400"
      >
        {row.added ? t("exams.added") : t("exams.add")}
      </button>
      {fetcher.data?.error ? <span className="text-xs text-red-600">{t(fetcher.data.error, { ns: "common" })}</span> : null}
    </fetcher.Form>
  );
}

/** Published questions of the module's test, searchable by text and taxonomy, each with an Add button. */
export function QuestionPicker({
  module,
  moduleName,
  test,
  query,
  rows,
  count,
}: {
  module: number;
  moduleName: string;
  test: TestKind;
  query: BankQuery;
  rows: Row[];
  count: number;
}) {
  const { t } = useTranslation(["authoring", "results"]);
  const filters = taxonomyFilters(t);
  const domains = domainsOf(test);
  const skills = query.domain ? skillsOf(test, query.domain) : [];
  const select = "rounded-lg border border-slate-300 px-2 py-1.5 text-sm";
  return (
    <section id="picker" aria-labelledby="picker-title" className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4">
      <h2 id="picker-title" className="font-semibold">
        {t("exams.pickerTitle", { module: moduleName })}
      </h2>
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" role="search">
        <input type="hidden" name="pick" value={module} />
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
          {t("bank.search")}
          <input name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} className={`${select} w-48`} />
        </label>
        <FilterSelect id="picker-domain" {...filters.domain(domains)} defaultValue={query.domain ?? ""} />
        <FilterSelect id="picker-skill" {...filters.skill(skills)} defaultValue={query.skill ?? ""} disabled={!skills.length} />
        <FilterSelect id="picker-difficulty" {...filters.difficulty} defaultValue={query.difficulty ?? ""} />
        <button type="submit" className="rounded-lg bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white">
          {t("bank.apply")}
        </button>
      </Form>
      <p className="text-sm text-slate-600" role="status">
        {t("exams.pickerCount", { count })}
        {count > rows.length ? ` ${t("exams.pickerMore", { shown: rows.length })}` : ""}
      </p>
      <ul className="flex flex-col divide-y divide-slate-100">
        {rows.map((r) => (
          <li key={r.id} className="flex items-start gap-3 py-2 text-sm" data-testid="picker-row">
            <div className="min-w-0 flex-1">
              <StemExcerpt html={r.excerptHtml} identifier={r.identifier} className="text-slate-900" />
              <p className="mt-0.5 text-xs text-slate-500">
                <span className="font-mono">{r.identifier}</span> · v{r.version} · {t(`typesShort.${r.type}`)} · {t(`difficulty.${r.difficulty}`)} ·{" "}
                {t(`results:skills.${r.skill}`)}
              </p>
            </div>
            <AddButton module={module} row={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}
