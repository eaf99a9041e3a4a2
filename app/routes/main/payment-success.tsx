import type { Route } from "./+types/payment-success";
import { optionalUser } from "~/features/auth/web-session.server";
import { checkoutHeadingKey } from "~/features/billing/checkout-heading";
import { CheckoutResultView } from "~/features/billing/checkout-result-view";
import { checkoutResult } from "~/features/billing/checkout-result.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";

/**
 * /success?session_id=…: checks the Checkout Session with Stripe on the server; grants nothing itself.
 * Its title follows what was found (checkout-heading.ts): "Payment Successful" only when it is true.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await checkoutResult(optionalUser(context), new URL(request.url).searchParams.get("session_id"));
  const end = result.kind === "confirmed" && !result.subscription.cancelAtPeriodEnd ? result.subscription.currentPeriodEnd : null;
  const nextBilling = end ? new Intl.DateTimeFormat(getLocale(context), { dateStyle: "long", timeZone: "UTC" }).format(new Date(end)) : null;
  return { result: { ...result, nextBilling }, title: pageTitle(getI18n(context), checkoutHeadingKey(result.kind)) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "robots", content: "noindex" }];

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return <CheckoutResultView result={loaderData.result} />;
}
