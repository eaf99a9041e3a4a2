import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoverPicture } from "./cover-picture";
import { groupHref, serviceHref, type GroupView } from "./views";

/** A group on the catalogue: cover, title, subtitle, its first services (each to its form) and "View all". */
export function GroupCard({ group, eager }: { group: GroupView; eager?: boolean }) {
  const { t } = useTranslation("services");
  const headingId = `group-${group.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="service-group"
    >
      <CoverPicture cover={group.cover} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <header>
          <h2 id={headingId} className="text-xl font-bold">
            <Link to={groupHref(group.slug)} className="hover:text-brand-700">
              {group.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{group.subtitle}</p>
        </header>
        <ul className="flex flex-col divide-y divide-slate-100">
          {group.services.map((s) => (
            <li key={s.id}>
              <Link to={serviceHref(s.slug)} className="flex items-baseline justify-between gap-3 py-2 text-sm hover:text-brand-700">
                <span className="font-medium">{s.title}</span>
                <span className="shrink-0 text-slate-500">{s.status === "soon" ? t("soon") : s.priceText}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={groupHref(group.slug)}
          className="mt-auto self-start text-sm font-semibold text-brand-700 hover:underline"
          aria-label={t("viewAllOf", { group: group.title, count: group.total })}
        >
          {t("viewAll", { count: group.total })} →
        </Link>
      </div>
    </article>
  );
}
