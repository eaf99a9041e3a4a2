import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { appLink } from "~/lib/mail.server";
import { BILLING_PATH } from "./checkout.server";
import { stripeCustomerIdOf } from "./customers.server";
import { Stripe, stripeClient } from "./stripe-client.server";
import { portalConfigurationId } from "./stripe-setup.server";

/**
 * A Stripe Customer Portal session (change the card, cancel, invoices) that returns to the billing
 * page. 409 for a user who never checked out (no customer), 502 when Stripe fails.
 */
export async function createPortalSession(user: Pick<PublicUser, "id">, request: Request): Promise<{ url: string }> {
  const stripe = stripeClient();
  const customer = await stripeCustomerIdOf(user.id);
  if (!customer) throw new HttpError(409, "billing:errors.noCustomer");
  try {
    const configuration = await portalConfigurationId(stripe);
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: appLink(request, BILLING_PATH),
      ...(configuration ? { configuration } : {}),
    });
    return { url: session.url };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`billing: Stripe refused the portal session (${error.type}): ${error.message}. Is the Customer Portal set up? (npm run stripe:setup)`);
      throw new HttpError(502, "billing:errors.portalFailed");
    }
    throw error;
  }
}
