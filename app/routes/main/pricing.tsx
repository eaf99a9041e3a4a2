import type { Route } from "./+types/pricing";
import { optionalUser } from "~/features/auth/web-session.server";
import { pricingViewer } from "~/features/billing/pricing-viewer.server";
import { paymentsConfigured } from "~/features/billing/stripe-client.server";
import { PricingSection } from "~/features/landing/pricing-section";
import { siteData } from "~/features/landing/site-data.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import type { Language } from "~/lib/i18n";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "description", content: data?.pricing.subtitle ?? "" }];

/** The plans on a page of their own: linked from the header, the footer and every upgrade button. */
export async function loader({ context }: Route.LoaderArgs) {
  const lng = getLocale(context) as Language;
  return {
    title: pageTitle(getI18n(context), "landing:pricingPageTitle"),
    pricing: siteData.landing(lng).pricing,
    viewer: await pricingViewer(optionalUser(context)),
    paymentsConfigured: paymentsConfigured(),
  };
}

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-4">
      <PricingSection pricing={loaderData.pricing} viewer={loaderData.viewer} paymentsConfigured={loaderData.paymentsConfigured} headingLevel={1} />
    </div>
  );
}
