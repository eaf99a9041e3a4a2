/**
 * SAT Premium, the one product the site sells (spec part 1, section 9): every price the app shows or
 * charges comes from here. The landing's pricing cards read these numbers, `npm run stripe:setup`
 * creates the Stripe prices from them, and checkout refuses a Stripe price that differs from them.
 * Amounts are in cents, as Stripe counts them.
 */
export const PLAN_TYPES = ["monthly", "yearly"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export type Plan = {
  /** Stripe finds the recurring price by this key (prices are never looked up by id). */
  lookupKey: string;
  amount: number;
  currency: "usd";
  interval: "month" | "year";
  /** The struck-through price the yearly card compares against (12 months at a higher list rate). */
  compareAtAmount?: number;
};

/** The Stripe product's id, fixed so that `stripe:setup` finds it again instead of creating a second one. */
export const PREMIUM_PRODUCT = { id: "sat_lingo_premium", name: "SAT Premium" } as const;

export const PLANS: Record<PlanType, Plan> = {
  monthly: { lookupKey: "sat_premium_monthly", amount: 8900, currency: "usd", interval: "month" },
  yearly: { lookupKey: "sat_premium_yearly", amount: 24000, currency: "usd", interval: "year", compareAtAmount: 106800 },
};

/** Whole units of the currency, for display ($89). */
export const planPrice = (plan: PlanType) => PLANS[plan].amount / 100;

/** "You save 78%": the yearly price against its struck-through list price, rounded. */
export function planSavingPercent(plan: PlanType): number | null {
  const { amount, compareAtAmount } = PLANS[plan];
  return compareAtAmount ? Math.round((1 - amount / compareAtAmount) * 100) : null;
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === "string" && (PLAN_TYPES as readonly string[]).includes(value);
}

export function planForLookupKey(key: string | null | undefined): PlanType | null {
  return PLAN_TYPES.find((p) => PLANS[p].lookupKey === key) ?? null;
}

/**
 * How long a subscription whose renewal payment failed (Stripe status `past_due`) keeps Premium while
 * Stripe retries the card: docs/decisions/0017-billing.md.
 */
export const PAST_DUE_GRACE_DAYS = 7;
