import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { subscriptions } from "#db/schema-billing";
import { isPlanType, type PlanType } from "#content/billing/plans";
import type { PublicUser } from "~/lib/user";
import { subscriptionView, type SubscriptionView } from "./overview.server";
import { isMissingResource, paymentsConfigured, Stripe, stripeClient } from "./stripe-client.server";

/** What /success can say about a checkout, from Stripe's session and our own records. */
export type CheckoutResult =
  /** No session id, or not configured: the spec's text alone. */
  | { kind: "plain" }
  /** The session belongs to someone else, or nobody is signed in: the spec's text and a sign-in hint. */
  | { kind: "notYours" }
  | { kind: "notFound" }
  /** The buyer left Checkout before paying (or it expired). */
  | { kind: "unpaid" }
  /** Paid at Stripe; the webhook has not arrived yet, so Premium is not on yet. */
  | { kind: "confirming"; plan: PlanType | null }
  | { kind: "confirmed"; plan: PlanType | null; subscription: SubscriptionView }
  /** Stripe could not be asked right now. */
  | { kind: "unavailable" };

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const ENTITLED = ["active", "canceling", "pastDue"];

/**
 * Checks a Checkout Session with Stripe on the server. Grants nothing: Premium comes from the webhook;
 * this only reports whether it has arrived ("confirming" until then).
 */
export async function checkoutResult(user: Pick<PublicUser, "id"> | null, sessionId: string | null): Promise<CheckoutResult> {
  if (!sessionId || !paymentsConfigured()) return { kind: "plain" };
  if (!SESSION_ID.test(sessionId)) return { kind: "notFound" };
  if (!user) return { kind: "notYours" };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient().checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingResource(error)) return { kind: "notFound" };
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`billing: could not read checkout session ${sessionId}: ${error.message}`);
      return { kind: "unavailable" };
    }
    throw error;
  }
  if (session.client_reference_id !== String(user.id)) return { kind: "notYours" };
  if (session.status !== "complete") return { kind: "unpaid" };
  const plan = isPlanType(session.metadata?.plan) ? session.metadata.plan : null;
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  if (!subscriptionId) return { kind: "confirming", plan };
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)).limit(1);
  if (!row || !ENTITLED.includes(row.lifecycle)) return { kind: "confirming", plan };
  return { kind: "confirmed", plan: (row.plan as PlanType | null) ?? plan, subscription: subscriptionView(row) };
}
