import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";

/** Search by words and filter by tag; both stay in the address, so a filtered list can be shared and survives a refresh. */
export function ForumFilters({ filter, tags }: { filter: { tag: string | null; q: string | null }; tags: string[] }) {
  const { t } = useTranslation("forum");
  const withTag = (tag: string | null) => {
    const params = new URLSearchParams();
    if (filter.q) params.set("q", filter.q);
    if (tag) params.set("tag", tag);
    const query = params.toString();
    return query ? `/forum?${query}` : "/forum";
  };
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" action="/forum" role="search" className="flex gap-2">
        {filter.tag ? <input type="hidden" name="tag" value={filter.tag} /> : null}
        <label htmlFor="forum-search" className="sr-only">
          {t("filters.search")}
        </label>
        <input
          id="forum-search"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          key={filter.q ?? ""}
          maxLength={200}
          placeholder={t("filters.searchPlaceholder")}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <button type="submit" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t("filters.searchButton")}
        </button>
      </Form>
      {filter.tag || filter.q ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="active-filter">
          {filter.tag ? t("filters.byTag", { tag: filter.tag }) : null}
          {filter.tag && filter.q ? " · " : null}
          {filter.q ? t("filters.byWords", { q: filter.q }) : null}
          <Link to="/forum" className="font-medium text-brand-700 hover:underline">
            {t("filters.clear")}
          </Link>
        </p>
      ) : null}
      {tags.length ? (
        <nav aria-label={t("filters.tags")}>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={withTag(filter.tag === tag ? null : tag)}
                  aria-current={filter.tag === tag ? "true" : undefined}
                  className={`rounded-full px-2.5 py-1 text-xs font-medium ${filter.tag === tag ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`}
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
