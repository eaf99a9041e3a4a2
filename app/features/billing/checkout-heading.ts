import type { CheckoutResult } from "./checkout-result.server";

/**
 * The title and heading of /success, from what is known of the payment (issue 27): "Payment Successful"
 * only for a paid session of the signed-in buyer whose Premium is on; "Confirming your payment" while
 * the payment waits for Stripe's webhook; a neutral "Payment status" for anything else (no or unknown
 * session, someone else's, unpaid, Stripe unreachable, payments not configured).
 */
export function checkoutHeadingKey(kind: CheckoutResult["kind"]): string {
  if (kind === "confirmed") return "pages:paymentSuccess.title";
  if (kind === "confirming") return "billing:success.confirmingTitle";
  return "billing:success.title";
}
