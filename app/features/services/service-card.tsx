import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoverPicture } from "./cover-picture";
import { serviceHref, type ServiceView } from "./views";

/** A service on its group's page: cover, title, subtitle, price (or "Coming soon") and the way to its form. */
export function ServiceCard({ service, eager }: { service: ServiceView; eager?: boolean }) {
  const { t } = useTranslation("services");
  const soon = service.status === "soon";
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="service-card">
      <CoverPicture cover={service.cover} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-bold">{service.title}</h2>
        <p className="text-sm text-slate-600">{service.subtitle}</p>
        <p className="mt-auto pt-2 text-sm font-semibold text-slate-900">
          {soon ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{t("soon")}</span> : service.priceText}
        </p>
        <Link
          to={serviceHref(service.slug)}
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-label={soon ? t("moreAbout", { service: service.title }) : t("requestCallOf", { service: service.title })}
        >
          {soon ? t("more") : t("requestCall")} →
        </Link>
      </div>
    </li>
  );
}
