import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { checkoutHeadingKey } from "./checkout-heading";
import type { CheckoutResult } from "./checkout-result.server";

export type CheckoutResultData = CheckoutResult & { nextBilling?: string | null };

const REFRESH_EVERY_MS = 2_000;
const GIVE_UP_AFTER_MS = 60_000;

/** Asks the server again every few seconds while `active`, for at most a minute; true once it gave up. */
function useRefreshWhile(active: boolean): boolean {
  const revalidator = useRevalidator();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_AFTER_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else void revalidator.revalidate();
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps -- the timer restarts only when polling starts or stops, not on each revalidation
  return gaveUp;
}

/**
 * /success (spec part 1, "Payment result pages"): a heading that follows the real state (checkout-heading.ts;
 * the spec's "Payment Successful" and its text only once the webhook has turned Premium on), then the
 * plan and the next billing date, "we are confirming your payment" until then (the page asks again by
 * itself), or why there is nothing to show.
 */
export function CheckoutResultView({ result }: { result: CheckoutResultData }) {
  const { t } = useTranslation("billing");
  const { t: tp } = useTranslation("pages");
  const gaveUp = useRefreshWhile(result.kind === "confirming");
  const planName = "plan" in result && result.plan ? t(`plan.${result.plan}`) : t("plan.unknown");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t(checkoutHeadingKey(result.kind))}</h1>
      {result.kind === "confirmed" ? <p className="text-slate-600">{tp("paymentSuccess.text")}</p> : null}
      {result.kind === "unpaid" || result.kind === "notFound" || result.kind === "plain" ? (
        <p className="text-slate-600">{t(`success.${result.kind}`)}</p>
      ) : null}
      <div aria-live="polite" className="flex flex-col items-center gap-2" data-testid="checkout-result" data-kind={result.kind}>
        {result.kind === "confirmed" ? (
          <div className="rounded-2xl border border-green-200 bg-green-50 px-6 py-4 text-green-900">
            <p className="font-semibold" data-testid="success-plan">
              {t("success.plan", { plan: planName })}
            </p>
            {result.nextBilling ? <p data-testid="success-next-billing">{t("success.nextBilling", { date: result.nextBilling })}</p> : null}
          </div>
        ) : null}
        {result.kind === "confirming" && !gaveUp ? <Spinner label={t("success.confirming")} className="text-slate-700" /> : null}
        {result.kind === "confirming" && gaveUp ? <p className="text-slate-700">{t("success.slow")}</p> : null}
        {result.kind === "unavailable" ? <p className="text-slate-700">{t("success.unavailable")}</p> : null}
        {result.kind === "notYours" ? <p className="text-slate-700">{t("success.notYours")}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {result.kind === "notYours" ? (
          <Link to="/auth/login?return_url=/profile/billing" className={buttonClass("primary")}>
            {t("success.signIn")}
          </Link>
        ) : null}
        {result.kind === "confirmed" || result.kind === "confirming" || result.kind === "unavailable" ? (
          <Link to="/profile/billing" className={buttonClass("primary")}>
            {t("success.billing")}
          </Link>
        ) : null}
        {result.kind === "unpaid" || result.kind === "notFound" ? (
          <Link to="/pricing" className={buttonClass("primary")}>
            {t("success.plans")}
          </Link>
        ) : null}
        <Link to="/" className={buttonClass("secondary")}>
          {tp("paymentSuccess.home")}
        </Link>
      </div>
    </main>
  );
}
