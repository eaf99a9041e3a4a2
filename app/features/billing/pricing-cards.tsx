import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import type { LandingData } from "#content/site/types";
import { PLAN_TYPES, type PlanType } from "#content/billing/plans";
import { useHydrated } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";
import { formatMoney } from "~/lib/format";

/** Who is looking at the cards: what their button does depends on it. */
export type PricingViewer = "visitor" | "student" | "premium" | "staff";

type Props = { pricing: LandingData["pricing"]; viewer: PricingViewer; paymentsConfigured: boolean };

/**
 * The two SAT Premium cards (spec part 1, section 9) with their Subscribe button: a visitor signs in
 * first and comes back here; a student goes to Stripe Checkout through /billing/checkout. Without a
 * payment provider the cards say so instead of offering a button that cannot work.
 */
export function PricingCards({ pricing, viewer, paymentsConfigured }: Props) {
  const { i18n } = useTranslation("landing");
  const money = (n: number) => formatMoney(n, "USD", i18n.language);
  return (
    <div className="mx-auto mt-10 grid max-w-3xl gap-6 md:grid-cols-2">
      {PLAN_TYPES.map((plan) => {
        const p = pricing[plan];
        return (
          <article
            key={plan}
            data-testid={`plan-${plan}`}
            className={`flex flex-col gap-4 rounded-2xl border bg-white p-6 ${plan === "yearly" ? "border-brand-500 ring-2 ring-brand-100" : "border-slate-200"}`}
          >
            <header>
              <p className="text-sm font-semibold uppercase text-brand-700">{p.label}</p>
              <h3 className="text-lg font-bold">{pricing.planName}</h3>
            </header>
            <PriceLine plan={plan} price={money(p.price)} oldPrice={"oldPrice" in p ? money(p.oldPrice) : null} />
            {"saveLabel" in p ? <p className="w-fit rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">{p.saveLabel}</p> : null}
            <ul className="flex flex-col gap-2 text-sm">
              {pricing.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden className="text-green-600">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
            <div className="mt-auto">
              <CardAction plan={plan} viewer={viewer} paymentsConfigured={paymentsConfigured} />
            </div>
          </article>
        );
      })}
    </div>
  );
}

function PriceLine({ plan, price, oldPrice }: { plan: PlanType; price: string; oldPrice: string | null }) {
  const { t } = useTranslation("landing");
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-4xl font-extrabold">{price}</span>
      <span className="text-slate-500">{plan === "monthly" ? t("pricingPerMonth") : t("pricingPerYear")}</span>
      {/* 4.5:1 on white; a screen reader does not say "struck through", so it hears "regular price". */}
      {oldPrice ? (
        <s className="text-slate-600">
          <span className="sr-only">{t("pricingWas")} </span>
          {oldPrice}
        </s>
      ) : null}
    </p>
  );
}

function Notice({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2.5 text-center text-sm text-slate-700" data-testid={testId}>
      {children}
    </p>
  );
}

function CardAction({ plan, viewer, paymentsConfigured }: { plan: PlanType; viewer: PricingViewer; paymentsConfigured: boolean }) {
  const { t } = useTranslation("billing");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const style = plan === "yearly" ? "primary" : "secondary";
  if (viewer === "staff") return <Notice testId="pricing-staff">{t("pricing.staff")}</Notice>;
  if (viewer === "premium") {
    return (
      <div className="flex flex-col gap-2">
        <Notice testId="pricing-premium">{t("pricing.premium")}</Notice>
        <Link to="/profile/billing" className={buttonClass("secondary")}>
          {t("pricing.manage")}
        </Link>
      </div>
    );
  }
  if (!paymentsConfigured) return <ContactToSubscribe plan={plan} />;
  if (viewer === "visitor") {
    return (
      <Link to={`/auth/login?return_url=${encodeURIComponent("/pricing")}`} className={buttonClass(style, "w-full")}>
        {t("pricing.subscribe")}
      </Link>
    );
  }
  const submitting = navigation.state !== "idle" && navigation.formAction === "/billing/checkout" && navigation.formData?.get("planType") === plan;
  return (
    // Stripe's page is on another origin: the router follows that redirect itself, so the form waits for hydration.
    <Form method="post" action="/billing/checkout" className="flex flex-col gap-2">
      <input type="hidden" name="planType" value={plan} />
      <button type="submit" disabled={!hydrated || navigation.state !== "idle"} aria-busy={submitting} className={buttonClass(style, "w-full")}>
        {submitting ? t("pricing.redirecting") : t("pricing.subscribe")}
      </button>
      <p className="text-center text-xs text-slate-500">{t("pricing.securedBy")}</p>
    </Form>
  );
}

/**
 * Without online payment the card still offers a real next step: write or call us, and the team sets up
 * the plan (the e-mail names the plan). No operator wording reaches a visitor.
 */
function ContactToSubscribe({ plan }: { plan: PlanType }) {
  const { t } = useTranslation("billing");
  const root = useRouteLoaderData("root") as { support?: { email: string; phone: string } } | undefined;
  const support = root?.support;
  const subject = encodeURIComponent(t("pricing.contactSubject", { plan: t(`plan.${plan}`) }));
  return (
    <div className="flex flex-col gap-2" data-testid="payments-not-configured">
      <p className="text-center text-sm text-slate-700">{t("pricing.notConfigured")}</p>
      {support ? (
        <>
          <a href={`mailto:${support.email}?subject=${subject}`} className={buttonClass(plan === "yearly" ? "primary" : "secondary", "w-full")}>
            {t("pricing.contactEmail")}
          </a>
          <a href={`tel:${support.phone.replace(/\s+/g, "")}`} className="text-center text-sm font-medium text-brand-700 hover:underline">
            {t("pricing.contactCall", { phone: support.phone })}
          </a>
        </>
      ) : null}
    </div>
  );
}
