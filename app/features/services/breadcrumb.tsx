import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** "Services / Group / Service": links for the way back, the current page last and marked as such. */
export function Breadcrumb({ items }: { items: { to?: string; label: string }[] }) {
  const { t } = useTranslation("services");
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1">
            {i > 0 ? (
              <span aria-hidden className="text-slate-400">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="font-medium text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
