import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Pagination } from "./pagination";

const itemClass = "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium";

/** Previous, up to 5 numbered pages with ellipses, Next; each a link to ?page= (the loader pages). */
export function PaginationNav({ pagination }: { pagination: Pagination }) {
  const { t } = useTranslation("profile");
  const location = useLocation();
  if (pagination.totalPages <= 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(page));
    return `?${params.toString()}`;
  };
  const edge = (label: string, page: number | null, rel: "prev" | "next") =>
    page == null ? (
      <span aria-disabled="true" className={`${itemClass} border-slate-200 text-slate-400`}>
        {label}
      </span>
    ) : (
      <Link to={to(page)} rel={rel} preventScrollReset className={`${itemClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
        {label}
      </Link>
    );
  return (
    <nav aria-label={t("history.pages")} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(t("history.previous"), pagination.previous, "prev")}</li>
        {pagination.items.map((item) =>
          item.type === "ellipsis" ? (
            <li key={`gap-${item.key}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={to(item.page)}
                preventScrollReset
                aria-current={item.current ? "page" : undefined}
                aria-label={t("history.page", { page: item.page })}
                className={`${itemClass} ${item.current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{edge(t("history.next"), pagination.next, "next")}</li>
      </ul>
      <p className="text-xs text-slate-500" data-testid="page-of">
        {t("history.pageOf", { page: pagination.page, total: pagination.totalPages })}
      </p>
    </nav>
  );
}
