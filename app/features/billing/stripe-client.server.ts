import Stripe from "stripe";
import { getEnv } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";

/**
 * A Stripe client for a secret key. `apiBase` points the SDK at another host (STRIPE_API_BASE: the
 * tests' stand-in, stripe-mock); unset, it talks to api.stripe.com.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "SAT Lingo" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

let cached: { key: string; client: Stripe } | undefined;

/** Whether this server can take payments (STRIPE_SECRET_KEY is set; the webhook secret comes with it). */
export function paymentsConfigured(): boolean {
  return !!getEnv().STRIPE_SECRET_KEY;
}

/** The configured client, or a 503 that says payments are not configured on this server. */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = getEnv();
  if (!STRIPE_SECRET_KEY) throw new HttpError(503, "billing:errors.notConfigured");
  if (cached?.key !== STRIPE_SECRET_KEY) cached = { key: STRIPE_SECRET_KEY, client: createStripeClient(STRIPE_SECRET_KEY, STRIPE_API_BASE) };
  return cached.client;
}

/** Stripe's own "no such object" (a session id that does not exist, a deleted subscription). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

export { Stripe };
