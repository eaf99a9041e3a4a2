import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/requests";
import { InboxList } from "~/features/services/inbox-list";
import { InboxQuerySchema, REQUEST_STATUSES, SEARCH_MAX } from "~/features/services/inbox-schemas";
import { listRequests, serviceOptions } from "~/features/services/inbox.server";
import { inboxItem } from "~/features/services/inbox-view";
import { pageLanguage } from "~/features/services/page-data.server";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";
import { Spinner } from "~/ui/spinner";

/** /admin/requests: the sales inbox (administrators; the layout checks). Filters that do not parse fall back to all requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lng, t } = pageLanguage(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = InboxQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : InboxQuerySchema.parse({});
  const [list, services] = await Promise.all([listRequests(query, lng), serviceOptions(lng)]);
  return { query, badFilter: !parsed.success, ...list, items: list.rows.map((r) => inboxItem(r, t)), services, title: t("services:inbox.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Requests"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { query, items, total, pages, byStatus, services, badFilter } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/requests";
  const link = (change: Record<string, string | number | undefined>) => {
    const next = { status: query.status, service: query.service, q: query.q, page: query.page, ...change };
    const sp = new URLSearchParams();
    for (const [k, v] of Object.entries(next))
      if (v !== undefined && v !== "" && !(k === "page" && v === 1) && !(k === "status" && v === "all")) sp.set(k, String(v));
    const s = sp.toString();
    return `/admin/requests${s ? `?${s}` : ""}`;
  };
  const allCount = byStatus.new + byStatus.contacted + byStatus.closed;
  return (
    <main className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t("inbox.title")}</h1>
        <p className="mt-1 text-slate-600">{t("inbox.intro")}</p>
      </header>
      <nav aria-label={t("inbox.statusFilter")} className="flex flex-wrap gap-2">
        {(["all", ...REQUEST_STATUSES] as const).map((s) => (
          <Link
            key={s}
            to={link({ status: s, page: 1 })}
            aria-current={query.status === s ? "page" : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${query.status === s ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`}
          >
            {t(`inbox.filter.${s}`, { count: s === "all" ? allCount : byStatus[s] })}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end" role="search">
        {query.status !== "all" ? <input type="hidden" name="status" value={query.status} /> : null}
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="inbox-q" className="text-sm font-medium text-slate-700">
            {t("inbox.search")}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={SEARCH_MAX}
            placeholder={t("inbox.searchHint")}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <Select id="inbox-service" name="service" label={t("inbox.service")} defaultValue={query.service ?? ""} controlClassName="sm:max-w-64">
          <option value="">{t("inbox.allServices")}</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </Select>
        <button type="submit" className={buttonClass("secondary")}>
          {t("inbox.apply")}
        </button>
      </Form>
      {badFilter ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t("inbox.badFilter")}
        </p>
      ) : null}
      {loading ? <Spinner label={t("inbox.loading")} className="text-sm text-slate-600" /> : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("inbox.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="inbox-empty">
          {query.q || query.service || query.status !== "all" ? t("inbox.emptyFiltered") : t("inbox.empty")}
        </p>
      ) : (
        <InboxList items={items} />
      )}
      {pages > 1 ? (
        <nav aria-label={t("inbox.pages")} className="flex items-center justify-between gap-2">
          {query.page > 1 ? (
            <Link to={link({ page: query.page - 1 })} className={buttonClass("secondary")}>
              {t("inbox.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{t("inbox.page", { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link to={link({ page: query.page + 1 })} className={buttonClass("secondary")}>
              {t("inbox.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
