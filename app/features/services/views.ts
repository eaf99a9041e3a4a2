import type { TFunction } from "i18next";
import type { GroupSummary, ServiceSummary } from "./catalogue.server";
import { formatPrice } from "./price";

/** What the catalogue pages render: a service with its price already written out. */
export type ServiceView = ServiceSummary & { priceText: string };
export type GroupView = Omit<GroupSummary, "services"> & { services: ServiceView[] };

export const serviceView = <S extends ServiceSummary>(s: S, locale: string, t: TFunction): S & { priceText: string } => ({
  ...s,
  priceText: formatPrice(s.price, locale, t),
});

export const groupView = (g: GroupSummary, locale: string, t: TFunction): GroupView => ({ ...g, services: g.services.map((s) => serviceView(s, locale, t)) });

export const serviceHref = (slug: string) => `/services/${slug}/form`;
export const groupHref = (slug: string) => `/services/${slug}`;
