import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { UserType } from "#db/schema";
import { isPlanType, planPrice } from "#content/billing/plans";
import { useHydrated } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";
import type { BillingOverview } from "./overview.server";
import { formatMoney } from "~/lib/format";

type Props = {
  overview: BillingOverview;
  userType: UserType;
  /** Dates already formatted on the server in the page's language. */
  dates: { periodEnd: string | null; graceEnds: string | null; endedAt: string | null; grantEnds: string | null };
  portalError: string | null;
};

function Alert({ tone, children, testId }: { tone: "warn" | "info" | "error"; children: React.ReactNode; testId: string }) {
  const styles = {
    warn: "border-amber-200 bg-amber-50 text-amber-900",
    info: "border-slate-200 bg-slate-50 text-slate-700",
    error: "border-red-200 bg-red-50 text-red-800",
  };
  return (
    <p role={tone === "info" ? undefined : "alert"} className={`rounded-xl border px-4 py-3 text-sm ${styles[tone]}`} data-testid={testId}>
      {children}
    </p>
  );
}

/** The billing page's body: what the user has, what goes wrong, and the way to Stripe's portal. */
export function BillingSummary({ overview, userType, dates, portalError }: Props) {
  const { t, i18n } = useTranslation("billing");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const s = overview.subscription;
  const money = (n: number) => formatMoney(n, "USD", i18n.language);

  if (!overview.billed)
    return (
      <Alert tone="info" testId="billing-staff">
        {t(userType === "admin" ? "page.staffAdmin" : "page.staffTeacher")}
      </Alert>
    );

  const live = s && s.lifecycle !== "ended";
  const statusText = s ? (s.lifecycle === "canceling" ? t("status.canceling", { date: dates.periodEnd }) : t(`status.${s.lifecycle}`)) : null;
  const opening = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="flex flex-col gap-4">
      {!overview.configured ? (
        <Alert tone="info" testId="billing-not-configured">
          {t("page.notConfigured")}
        </Alert>
      ) : null}
      {portalError ? (
        <Alert tone="error" testId="portal-error">
          {t(portalError)}
        </Alert>
      ) : null}
      {s?.lifecycle === "pastDue" ? (
        <Alert tone="warn" testId="payment-failed">
          {t("page.paymentFailed", { date: dates.graceEnds })}
        </Alert>
      ) : null}
      {s && ["suspended", "unpaid"].includes(s.lifecycle) ? (
        <Alert tone="error" testId="payment-failed">
          {t("page.suspended")}
        </Alert>
      ) : null}
      {s?.lifecycle === "canceling" ? (
        <Alert tone="info" testId="cancel-notice">
          {t("page.cancelNotice", { date: dates.periodEnd })}
        </Alert>
      ) : null}

      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="plan-heading">
        <div className="flex items-center justify-between gap-3">
          <h2 id="plan-heading" className="text-lg font-semibold">
            {t("page.plan")}
          </h2>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${overview.premium ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-700"}`}
            data-testid="premium-badge"
          >
            {overview.premium ? t("page.premiumBadge") : t("page.freeBadge")}
          </span>
        </div>
        {live ? (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">{t("page.plan")}</dt>
            <dd className="font-medium" data-testid="billing-plan">
              {isPlanType(s.plan) ? `${t(`plan.${s.plan}`)} · ${t(`price.${s.plan}`, { price: money(planPrice(s.plan)) })}` : t("plan.unknown")}
            </dd>
            <dt className="text-slate-500">{t("page.status")}</dt>
            <dd data-testid="billing-status">{statusText}</dd>
            {dates.periodEnd && s.lifecycle !== "canceling" ? (
              <>
                <dt className="text-slate-500">{t("page.nextBilling")}</dt>
                <dd data-testid="billing-next">{dates.periodEnd}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <div className="flex flex-col gap-3 text-sm">
            {s ? <p data-testid="billing-ended">{dates.endedAt ? t("page.endedOn", { date: dates.endedAt }) : t("page.ended")}</p> : null}
            {!overview.premium ? <p data-testid="billing-free">{t("page.free")}</p> : null}
            {overview.configured ? (
              <Link to="/pricing" className={buttonClass("primary", "self-start")}>
                {t("page.seePlans")}
              </Link>
            ) : null}
          </div>
        )}
        {dates.grantEnds ? (
          <p className="text-sm text-slate-700" data-testid="billing-grant">
            {t("page.grant", { date: dates.grantEnds })}
          </p>
        ) : null}
      </section>

      {overview.configured && overview.hasCustomer ? (
        <Form method="post" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-sm text-slate-600">{t("page.manageHint")}</p>
          <button type="submit" disabled={!hydrated || opening} aria-busy={opening} className={buttonClass("secondary", "self-start")}>
            {opening ? t("page.opening") : t("page.manage")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
