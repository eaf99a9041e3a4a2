import { receiveStripeEvent } from "~/features/billing/webhook.server";
import { apiRoute } from "~/lib/api.server";

/**
 * POST /api/stripe/webhook/: Stripe's events. The signature is checked on the exact bytes received
 * (the request guard read only a copy of the body). 400 without a valid signature, nothing stored.
 */
const api = apiRoute({
  POST: async ({ request }) => Response.json(await receiveStripeEvent(await request.text(), request.headers.get("stripe-signature"))),
});

export const loader = api.loader;
export const action = api.action;
