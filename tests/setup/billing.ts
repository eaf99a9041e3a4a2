import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { getDb } from "#db/client";
import { users, type UserType } from "#db/schema";
import { stripeEvents, subscriptions, userAuditLog } from "#db/schema-billing";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import { createStripeClient } from "~/features/billing/stripe-client.server";
import { ensureStripeCatalogue } from "~/features/billing/stripe-setup.server";
import { clientIpContext } from "~/lib/context";
import { csrfMiddleware } from "~/lib/csrf.server";
import { requestGuard } from "~/lib/request-guard.server";
import * as webhookRoute from "~/routes/api/billing/stripe-webhook";
import * as signupRoute from "~/routes/api/auth/signup";
import { callRoute, uniqueName } from "./request";
import { startStripeStandIn, type StandInOptions } from "./stripe-stand-in";

/**
 * POST /api/stripe/webhook/ as the running app receives it: through the request guard (which reads a
 * copy of the body) and the CSRF middleware, then the route, with exactly these bytes and headers.
 */
export async function postWebhook(body: string, signature: string | null, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request("http://localhost/api/stripe/webhook/", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", ...(signature === null ? {} : { "Stripe-Signature": signature }), ...headers },
    body,
  });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "54.187.174.169");
  const args = { request, params: {}, context, unstable_pattern: "" } as never;
  const route = async () => (await webhookRoute.action(args)) as Response;
  return (await requestGuard(args, async () => (await csrfMiddleware(args, route)) as Response)) as Response;
}

/**
 * The Stripe stand-in, with the app configured for it (call in beforeAll, before anything reads the
 * environment) and the catalogue made by `stripe:setup`. Webhooks go through `postWebhook`.
 */
export async function startBillingStandIn(options: StandInOptions = {}) {
  const standIn = await startStripeStandIn({ ...options, webhook: { handler: (body, signature) => postWebhook(body, signature || null) } });
  process.env.STRIPE_SECRET_KEY = standIn.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = standIn.webhookSecret;
  process.env.STRIPE_API_BASE = standIn.url;
  await getDb(); // opening and migrating the database is slow on a busy machine: here, not in the first test
  await ensureStripeCatalogue(createStripeClient(standIn.secretKey, standIn.url));
  return standIn;
}

/** A new student through the real sign-up call: their API token and their user as the web sees it. */
export async function newStudent() {
  const username = uniqueName("bill");
  const res = await callRoute(signupRoute, {
    json: {
      username,
      email: `${username}@gmail.com`,
      password: "billing-pass-4821",
      confirmPassword: "billing-pass-4821",
      first_name: "Nigar",
      last_name: "Əliyeva",
    },
    ip: uniqueName("ip"),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { access } = (await res.json()) as { access: string };
  const user = await verifyAccessToken(access);
  return { access, user, id: user.id };
}

export async function userTypeOf(id: number): Promise<UserType> {
  const db = await getDb();
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, id));
  return row!.userType;
}

export async function setUserType(id: number, userType: UserType) {
  const db = await getDb();
  await db.update(users).set({ userType }).where(eq(users.id, id));
}

export async function subscriptionRow(stripeSubscriptionId: string) {
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row ?? null;
}

export async function auditOf(userId: number) {
  const db = await getDb();
  return db.select().from(userAuditLog).where(eq(userAuditLog.userId, userId)).orderBy(userAuditLog.id);
}

export async function storedEvent(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row ?? null;
}
