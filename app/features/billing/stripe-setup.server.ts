import { PLAN_TYPES, PLANS, PREMIUM_PRODUCT } from "#content/billing/plans";
import { listPlanPrices, priceMatchesPlan } from "./prices.server";
import { isMissingResource, type Stripe } from "./stripe-client.server";

/** Marks the Customer Portal configuration this app created (when the account had no default one). */
export const PORTAL_METADATA = { app: "sat-lingo" } as const;

export type SetupStep = { what: string; done: "created" | "exists" | "updated" };

/**
 * Makes the Stripe account sell what content/billing/plans.ts says, changing only what is missing
 * (`npm run stripe:setup`, safe to run again): the product (fixed id), one recurring price per plan
 * found by its lookup key (a price that no longer matches the content gets a new price that takes the
 * lookup key over; subscribers keep the price they bought), and a Customer Portal configuration when
 * the account has no default one.
 */
export async function ensureStripeCatalogue(stripe: Stripe): Promise<SetupStep[]> {
  const steps: SetupStep[] = [];
  let product: Stripe.Product | null = null;
  try {
    product = await stripe.products.retrieve(PREMIUM_PRODUCT.id);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
  }
  if (!product) {
    await stripe.products.create({ id: PREMIUM_PRODUCT.id, name: PREMIUM_PRODUCT.name, metadata: { ...PORTAL_METADATA } });
    steps.push({ what: `product ${PREMIUM_PRODUCT.id}`, done: "created" });
  } else if (!product.active) {
    await stripe.products.update(PREMIUM_PRODUCT.id, { active: true });
    steps.push({ what: `product ${PREMIUM_PRODUCT.id}`, done: "updated" });
  } else steps.push({ what: `product ${PREMIUM_PRODUCT.id}`, done: "exists" });

  const prices = await listPlanPrices(stripe, { fresh: true });
  for (const plan of PLAN_TYPES) {
    const { lookupKey, amount, currency, interval } = PLANS[plan];
    const existing = prices.get(lookupKey);
    if (existing && priceMatchesPlan(existing, plan)) {
      steps.push({ what: `price ${lookupKey}`, done: "exists" });
      continue;
    }
    await stripe.prices.create({
      product: PREMIUM_PRODUCT.id,
      unit_amount: amount,
      currency,
      recurring: { interval },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: `${PREMIUM_PRODUCT.name} (${plan})`,
      metadata: { plan },
    });
    steps.push({ what: `price ${lookupKey}`, done: existing ? "updated" : "created" });
  }
  await listPlanPrices(stripe, { fresh: true });

  const defaults = await stripe.billingPortal.configurations.list({ is_default: true, active: true, limit: 1 });
  const ours = defaults.data.length
    ? []
    : (await stripe.billingPortal.configurations.list({ active: true, limit: 100 })).data.filter((c) => c.metadata?.app === PORTAL_METADATA.app);
  if (defaults.data.length || ours.length) steps.push({ what: "customer portal configuration", done: "exists" });
  else {
    await stripe.billingPortal.configurations.create({
      business_profile: { headline: "SAT Lingo: your SAT Premium subscription" },
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        customer_update: { enabled: true, allowed_updates: ["email", "name"] },
      },
      metadata: { ...PORTAL_METADATA },
    });
    steps.push({ what: "customer portal configuration", done: "created" });
  }
  return steps;
}

let portalCache: { at: number; id: string | undefined } | undefined;

/**
 * The portal configuration to open sessions with: the account's default (undefined: Stripe picks it),
 * else the one `stripe:setup` created.
 */
export async function portalConfigurationId(stripe: Stripe): Promise<string | undefined> {
  if (portalCache && Date.now() - portalCache.at < 5 * 60_000) return portalCache.id;
  const list = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const id = list.data.some((c) => c.is_default) ? undefined : list.data.find((c) => c.metadata?.app === PORTAL_METADATA.app)?.id;
  portalCache = { at: Date.now(), id };
  return id;
}
