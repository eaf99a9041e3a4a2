import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#db/client";
import { subscriptions } from "#db/schema-billing";
import { PLAN_TYPES, type PlanType } from "#content/billing/plans";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import type { Language } from "~/lib/i18n";
import { appLink } from "~/lib/mail.server";
import { ensureStripeCustomer } from "./customers.server";
import { BILLED_TYPES } from "./entitlement";
import { priceForPlan } from "./prices.server";
import { Stripe, stripeClient } from "./stripe-client.server";

/** The body of create-checkout-session (spec part 1, section 7) and of the pricing cards' form. */
export const CheckoutBody = z.object({ planType: z.enum(PLAN_TYPES, { error: "billing:errors.badPlan" }) });

/** Where the billing page is; a subscriber who presses Subscribe again is sent there. */
export const BILLING_PATH = "/profile/billing";

/** Subscriptions that still exist at Stripe: paying again would start a second one. */
const LIVE_LIFECYCLES = ["active", "canceling", "pastDue", "suspended", "unpaid", "paused"];

export async function hasLiveSubscription(userId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.lifecycle, LIVE_LIFECYCLES)))
    .limit(1);
  return rows.length > 0;
}

/** Checkout's own language where it has ours (it has no Azerbaijani: the browser's language then). */
const CHECKOUT_LOCALE: Record<Language, "en" | "ru" | "auto"> = { az: "auto", en: "en", ru: "ru" };

type Buyer = Pick<PublicUser, "id" | "username" | "email" | "first_name" | "last_name" | "user_type">;

/**
 * A Stripe Checkout Session in subscription mode for a student: their customer (created once), the
 * plan's price found by lookup key, the user as client_reference_id and the plan in the metadata of
 * the session and of the subscription. Nothing is granted here: the webhook does that.
 * 403 for teachers and administrators, 409 for a user whose subscription still exists, 503 without
 * Stripe or prices, 502 when Stripe fails.
 */
export async function createCheckoutSession(user: Buyer, plan: PlanType, request: Request, lng: Language): Promise<{ id: string; url: string }> {
  if (!BILLED_TYPES.includes(user.user_type)) throw new HttpError(403, "billing:errors.studentsOnly");
  const stripe = stripeClient();
  if (await hasLiveSubscription(user.id)) throw new HttpError(409, "billing:errors.alreadySubscribed", { billing_url: BILLING_PATH });
  try {
    const price = await priceForPlan(stripe, plan);
    const customer = await ensureStripeCustomer(stripe, user);
    const metadata = { user_id: String(user.id), plan };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: `${appLink(request, "/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: appLink(request, "/cancel"),
      metadata,
      subscription_data: { metadata },
      locale: CHECKOUT_LOCALE[lng],
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { id: session.id, url: session.url };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`billing: Stripe refused the checkout session (${error.type}): ${error.message}`);
      throw new HttpError(502, "billing:errors.checkoutFailed");
    }
    throw error;
  }
}
