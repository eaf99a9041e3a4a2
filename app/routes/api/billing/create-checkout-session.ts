import { requireApiUser } from "~/features/auth/api-auth.server";
import { CheckoutBody, createCheckoutSession } from "~/features/billing/checkout.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /api/main/stripe-service-request/create-checkout-session/ {planType: "monthly" | "yearly"} →
 * {id, url} of a Stripe Checkout Session (spec part 1, section 7). See docs/api.md.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { planType } = parseInput(CheckoutBody, await readBody(request));
    return Response.json(await createCheckoutSession(user, planType, request, apiLanguage(request)), { headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = api.loader;
export const action = api.action;
