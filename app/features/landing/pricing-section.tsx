import type { LandingData } from "#content/site/types";
import { PricingCards, type PricingViewer } from "~/features/billing";

type Props = { pricing: LandingData["pricing"]; viewer: PricingViewer; paymentsConfigured: boolean; headingLevel: 1 | 2 };

/** The pricing block of the landing page and of /pricing: title, subtitle and the two plan cards. */
export function PricingSection({ pricing, viewer, paymentsConfigured, headingLevel }: Props) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="pricing" className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="pricing-title">
      <Heading id="pricing-title" className="text-center text-3xl font-bold">
        {pricing.title}
      </Heading>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{pricing.subtitle}</p>
      <PricingCards pricing={pricing} viewer={viewer} paymentsConfigured={paymentsConfigured} />
    </section>
  );
}
