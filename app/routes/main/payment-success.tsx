import type { Route } from "./+types/payment-success";
import { optionalUser } from "~/features/auth/web-session.server";
import { checkoutHeadingKey } from "~/features/billing/checkout-heading";
import { CheckoutResultView } from "~/features/billing/checkout-result-view";
import { checkoutResult } from "~/features/billing/checkout-result.server";
import { getI18n } from "~/lib/i18n.server";
import { formatUtcDate } from "~/lib/format";
import { BRAND, pageTitle } from "~/lib/page-title";

/**
 * /success?session_id=…: checks the Checkout Session with Stripe on the server; grants nothing itself.
 * Its title follows what was found (checkout-heading.ts): "Payment Successful" only when it is true.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await checkoutResult(optionalUser(context), new URL(request.url).searchParams.get("session_id"));
  const end = result.kind === "confirmed" && !result.subscription.cancelAtPeriodEnd ? result.subscription.currentPeriodEnd : null;
  const nextBilling = end ? formatUtcDate(getI18n(context).t, end) : null;
  return { result: { ...result, nextBilling }, title: pageTitle(getI18n(context), checkoutHeadingKey(result.kind)) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "robots", content: "noindex" }];

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return <CheckoutResultView result={loaderData.result} />;
}
