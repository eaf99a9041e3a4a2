import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { billingCustomers } from "#db/schema-billing";
import type { PublicUser } from "~/lib/user";
import type { Stripe } from "./stripe-client.server";

export async function stripeCustomerIdOf(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row?.id ?? null;
}

export async function userIdOfCustomer(customerId: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId)).limit(1);
  return row?.userId ?? null;
}

/**
 * The user's Stripe customer, created at their first checkout and reused ever after. Two checkouts
 * racing for a new user make one customer: the create call carries an idempotency key per user, and
 * the first mapping stored wins.
 */
export async function ensureStripeCustomer(stripe: Stripe, user: Pick<PublicUser, "id" | "username" | "email" | "first_name" | "last_name">): Promise<string> {
  const existing = await stripeCustomerIdOf(user.id);
  if (existing) return existing;
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;
  const customer = await stripe.customers.create(
    { email: user.email, name, metadata: { user_id: String(user.id), username: user.username } },
    { idempotencyKey: `sat-lingo-customer-${user.id}` },
  );
  const db = await getDb();
  await db.insert(billingCustomers).values({ userId: user.id, stripeCustomerId: customer.id }).onConflictDoNothing();
  return (await stripeCustomerIdOf(user.id)) ?? customer.id;
}

/** Links a customer to a user when Stripe tells us (a completed checkout) and nobody has it yet. */
export async function rememberCustomer(userId: number, customerId: string) {
  const db = await getDb();
  await db.insert(billingCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
}
