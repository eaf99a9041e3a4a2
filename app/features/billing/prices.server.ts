import { PLAN_TYPES, PLANS, type PlanType } from "#content/billing/plans";
import { HttpError } from "~/lib/http.server";
import type { Stripe } from "./stripe-client.server";

const CACHE_MS = 5 * 60_000;
let cache: { at: number; prices: Map<string, Stripe.Price> } | undefined;

/** Whether a Stripe price is exactly the plan of content/billing/plans.ts (amount, currency, interval). */
export function priceMatchesPlan(price: Stripe.Price, plan: PlanType): boolean {
  const want = PLANS[plan];
  return (
    price.active &&
    price.unit_amount === want.amount &&
    price.currency === want.currency &&
    price.recurring?.interval === want.interval &&
    price.recurring?.interval_count === 1
  );
}

/** The active prices of our plans in Stripe, by lookup key (one list call, cached for a few minutes). */
export async function listPlanPrices(stripe: Stripe, { fresh = false } = {}): Promise<Map<string, Stripe.Price>> {
  if (!fresh && cache && Date.now() - cache.at < CACHE_MS) return cache.prices;
  const list = await stripe.prices.list({ lookup_keys: PLAN_TYPES.map((p) => PLANS[p].lookupKey), active: true, limit: 10 });
  const prices = new Map(list.data.filter((p) => p.lookup_key).map((p) => [p.lookup_key!, p]));
  cache = { at: Date.now(), prices };
  return prices;
}

/**
 * The Stripe price to charge for a plan. Missing, or different from what the site shows, is the
 * operator's to fix (`npm run stripe:setup`): the buyer gets a 503, never a price they were not shown.
 */
export async function priceForPlan(stripe: Stripe, plan: PlanType): Promise<Stripe.Price> {
  const price = (await listPlanPrices(stripe)).get(PLANS[plan].lookupKey);
  if (price && priceMatchesPlan(price, plan)) return price;
  console.error(
    price
      ? `billing: the Stripe price "${PLANS[plan].lookupKey}" differs from content/billing/plans.ts; run \`npm run stripe:setup\``
      : `billing: no active Stripe price with lookup key "${PLANS[plan].lookupKey}"; run \`npm run stripe:setup\``,
  );
  cache = undefined;
  throw new HttpError(503, "billing:errors.priceMissing");
}
