import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/questions";
import { BankFilters } from "~/features/authoring/bank/bank-filters";
import { BankTable } from "~/features/authoring/bank/bank-table";
import { CoverageTable } from "~/features/authoring/bank/coverage-table";
import { BANK_PAGE_SIZE, readBankQuery } from "~/features/authoring/bank-query";
import { bankFacets, coverage, listBank } from "~/features/authoring/bank.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { paginate } from "~/features/profile/pagination";
import { PaginationNav } from "~/features/profile/pagination-nav";
import { getI18n } from "~/lib/i18n.server";
import { buttonClass } from "~/ui/button";

/** /teacher/questions: the bank, searchable and filtered, with its coverage per skill and difficulty. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  const query = readBankQuery(new URL(request.url));
  const [page, cells, facets] = await Promise.all([listBank(query, user.id), coverage(query, user.id), bankFacets()]);
  return { query, page, cells, facets, title: getI18n(context).t("authoring:bank.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Question bank"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function QuestionBank({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const { query, page, cells, facets } = loaderData;
  const location = useLocation();
  const filtered = location.search.replace(/^\?/, "");
  return (
    <main className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("bank.title")}</h1>
          <p className="mt-1 text-slate-600">{t("bank.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/teacher/transfer/export${filtered ? `?${filtered}` : ""}`} className={buttonClass("secondary")} download>
            {t("bank.export")}
          </a>
          <Link to="/teacher/questions/new" className={buttonClass("primary")}>
            {t("bank.create")}
          </Link>
        </div>
      </header>
      <BankFilters key={location.search} query={query} authors={facets.authors} tags={facets.tags} />
      <p className="text-sm text-slate-600" role="status" data-testid="bank-count">
        {t("bank.count", { count: page.count })}
      </p>
      {page.rows.length ? (
        <BankTable rows={page.rows} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {page.count ? t("bank.pastEnd") : t("bank.empty")}
        </p>
      )}
      <PaginationNav pagination={paginate({ page: page.page, count: page.count, pageSize: BANK_PAGE_SIZE })} />
      <CoverageTable cells={cells} test={query.test} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
