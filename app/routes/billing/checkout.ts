import { redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { requireUser } from "~/features/auth/web-session.server";
import { BILLING_PATH, CheckoutBody, createCheckoutSession } from "~/features/billing/checkout.server";
import { flashHeader } from "~/lib/flash.server";
import { onHttpError } from "~/lib/action.server";
import type { Language } from "~/lib/i18n";
import { getLocale } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";

/** Where the pricing cards are: a failed Subscribe comes back here with the reason as a toast. */
const PRICING = "/pricing";

/** GET: nothing to show; the pricing cards are on the landing page. */
export async function loader() {
  return redirect(PRICING);
}

/**
 * The pricing cards' Subscribe (POST planType): a Checkout Session, then the browser goes to Stripe's
 * page. A subscriber goes to the billing page instead of paying twice; any failure returns to the
 * pricing cards with a toast that says why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const parsed = CheckoutBody.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return redirect(PRICING, { headers: { "Set-Cookie": await flashHeader("billing:errors.badPlan", "error") } });
  return onHttpError(
    async () => redirect((await createCheckoutSession(user, parsed.data.planType, request, getLocale(context) as Language)).url),
    async (error) => {
      if (error.status === 409) return redirect(BILLING_PATH, { headers: { "Set-Cookie": await flashHeader("billing:errors.alreadySubscribed", "info") } });
      return redirect(PRICING, { headers: { "Set-Cookie": await flashHeader(error.detail, "error") } });
    },
  );
}
