import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { stripeEvents } from "#db/schema-billing";
import { getEnv } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import { MAX_INT } from "~/lib/input";
import { rememberCustomer } from "./customers.server";
import { refreshEntitlement } from "./entitlement.server";
import { Stripe, stripeClient } from "./stripe-client.server";
import { syncSubscription } from "./sync.server";

/** The events that change a subscription; any other event is acknowledged and recorded, nothing more. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** The Stripe event in a request, checked against its signature on the exact bytes received; else 400. */
export function verifiedEvent(stripe: Stripe, rawBody: string, signature: string | null): Stripe.Event {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, "billing:errors.notConfigured");
  if (!signature) throw new HttpError(400, "billing:errors.noSignature");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new HttpError(400, "billing:errors.badSignature");
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an invoice belongs to (API versions since 2025-03 nest it under `parent`). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

async function existingUser(id: string | null): Promise<number | undefined> {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_INT) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, Number(id)))
    .limit(1);
  return row?.id;
}

/** Applies one event: syncs the subscription it is about, then derives its user's entitlement again. */
async function apply(stripe: Stripe, event: Stripe.Event) {
  let subscriptionId: string | null = null;
  let hint: number | undefined;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.mode !== "subscription") return;
      hint = await existingUser(session.client_reference_id);
      const customer = idOf(session.customer);
      if (hint && customer) await rememberCustomer(hint, customer);
      subscriptionId = idOf(session.subscription);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      subscriptionId = event.data.object.id;
      break;
    case "invoice.paid":
    case "invoice.payment_failed":
      subscriptionId = invoiceSubscription(event.data.object);
      break;
    default:
      return;
  }
  if (!subscriptionId) return;
  const userId = await syncSubscription(stripe, subscriptionId, { userId: hint });
  if (userId) await refreshEntitlement(userId);
}

/**
 * POST /api/stripe/webhook/: verifies the signature, records the event id once (a replay is answered
 * 200 and changes nothing) and applies it. A failure half-way answers 500, the event stays unprocessed
 * and Stripe's retry applies it again (applying is idempotent: it stores what Stripe says now).
 */
export async function receiveStripeEvent(rawBody: string, signature: string | null): Promise<{ received: true; duplicate?: true; ignored?: true }> {
  const stripe = stripeClient();
  const event = verifiedEvent(stripe, rawBody, signature);
  const db = await getDb();
  const fresh = await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  if (!fresh.length) {
    const [seen] = await db.select({ processedAt: stripeEvents.processedAt }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen?.processedAt) return { received: true, duplicate: true };
  }
  try {
    await apply(stripe, event);
  } catch (error) {
    // Stripe itself unreachable or failing: 503, and Stripe sends the event again later.
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`billing: event ${event.id} (${event.type}) not applied yet: ${error.message}`);
      throw new HttpError(503, "billing:errors.stripeUnavailable");
    }
    throw error;
  }
  await db.update(stripeEvents).set({ processedAt: new Date() }).where(eq(stripeEvents.id, event.id));
  return (HANDLED_EVENTS as readonly string[]).includes(event.type) ? { received: true } : { received: true, ignored: true };
}
