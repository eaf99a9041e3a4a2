import type { Route } from "./+types/landing";
import { optionalUser } from "~/features/auth/web-session.server";
import { pricingViewer } from "~/features/billing/pricing-viewer.server";
import { paymentsConfigured } from "~/features/billing/stripe-client.server";
import { Landing } from "~/features/landing/landing";
import { siteData } from "~/features/landing/site-data.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND } from "~/lib/page-title";
import type { Language } from "~/lib/i18n";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "description", content: data?.landing.hero.subtitle ?? "" }];

export async function loader({ context }: Route.LoaderArgs) {
  const lng = getLocale(context) as Language;
  return {
    title: `${BRAND} · ${getI18n(context).t("landing:pageTitle")}`,
    landing: siteData.landing(lng),
    viewer: await pricingViewer(optionalUser(context)),
    paymentsConfigured: paymentsConfigured(),
  };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <Landing data={loaderData.landing} viewer={loaderData.viewer} paymentsConfigured={loaderData.paymentsConfigured} />;
}
