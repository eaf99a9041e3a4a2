import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { PAST_DUE_GRACE_DAYS } from "#content/billing/plans";
import { sweepEntitlements } from "~/features/billing/sweep.server";
import * as checkoutRoute from "~/routes/api/billing/create-checkout-session";
import { auditOf, newStudent, postWebhook, setUserType, startBillingStandIn, storedEvent, subscriptionRow, userTypeOf } from "../setup/billing";
import { callRoute } from "../setup/request";
import type { StripeStandIn } from "../setup/stripe-stand-in";

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startBillingStandIn();
});
afterAll(async () => {
  await closeDb();
  await stripe.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** A student who went through Checkout and paid at the stand-in; the events Stripe would send, not sent yet. */
async function paidStudent(planType: "monthly" | "yearly" = "monthly") {
  const student = await newStudent();
  const res = await callRoute(checkoutRoute, { json: { planType }, token: student.access });
  expect(res.status).toBe(200);
  const session = (await res.json()) as { id: string; url: string };
  return { ...student, session, ...stripe.pay(session.id) };
}

describe("Stripe webhooks: signature, replays, order, entitlement", () => {
  it("refuses a missing, forged, tampered or stale signature with 400 and stores nothing", async () => {
    const s = await paidStudent();
    const body = JSON.stringify(s.completed, null, 2);
    const attempts = [
      { signature: null, detail: "The Stripe-Signature header is missing." },
      { signature: "t=1,v1=deadbeef", detail: "The Stripe signature does not match this body." },
      // Signed with another endpoint's secret.
      { signature: signWith(body, "whsec_someone_else"), detail: "The Stripe signature does not match this body." },
      // Our secret, an hour old: outside Stripe's five-minute tolerance (a captured request replayed later).
      { signature: signWith(body, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 3600), detail: "The Stripe signature does not match this body." },
    ];
    for (const a of attempts) {
      const res = await postWebhook(body, a.signature);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(a.detail);
    }
    // The right signature over other bytes (one space added): refused too.
    const good = signWith(body, stripe.webhookSecret);
    expect((await postWebhook(`${body} `, good)).status).toBe(400);
    expect(await storedEvent(s.completed.id)).toBeNull();
    expect(await userTypeOf(s.id)).toBe("student");
    expect(await subscriptionRow(s.subscription.id)).toBeNull();
  });

  it("makes the student premium from the events of a paid checkout, through the request guard with the exact bytes", async () => {
    const s = await paidStudent("yearly");
    expect(await userTypeOf(s.id)).toBe("student");
    const res = await stripe.deliver(s.completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await userTypeOf(s.id)).toBe("pre_student");
    const row = await subscriptionRow(s.subscription.id);
    expect(row).toMatchObject({ userId: s.id, plan: "yearly", status: "active", lifecycle: "active", cancelAtPeriodEnd: false });
    expect(row!.currentPeriodEnd!.getTime()).toBe(s.subscription.items.data[0].current_period_end * 1000);
    expect((await storedEvent(s.completed.id))?.processedAt).toBeInstanceOf(Date);
    expect((await auditOf(s.id)).map((a) => [a.fromType, a.toType, a.actorId])).toEqual([["student", "pre_student", null]]);
  });

  it("answers a replayed event 200 and changes nothing", async () => {
    const s = await paidStudent();
    for (const e of [s.created, s.paid, s.completed]) expect((await stripe.deliver(e)).status).toBe(200);
    const row = await subscriptionRow(s.subscription.id);
    const audit = await auditOf(s.id);
    const stored = await storedEvent(s.completed.id);
    // The same event again (Stripe retries, or someone replays a captured one freshly signed).
    const again = await stripe.deliver(s.completed);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionRow(s.subscription.id)).toEqual(row);
    expect(await auditOf(s.id)).toEqual(audit);
    expect(await storedEvent(s.completed.id)).toEqual(stored);
  });

  it("converges to Stripe's current state whatever order the events arrive in", async () => {
    // Paid, then canceled at once; the events come newest first, the stale "created" (active) last.
    const canceled = await paidStudent();
    stripe.store.updateSubscription(canceled.subscription.id, { status: "canceled" });
    const deleted = stripe.event("customer.subscription.deleted", stripe.store.subscriptions.get(canceled.subscription.id)!);
    for (const e of [deleted, canceled.completed, canceled.paid, canceled.created]) expect((await stripe.deliver(e)).status).toBe(200);
    expect(await subscriptionRow(canceled.subscription.id)).toMatchObject({ status: "canceled", lifecycle: "ended" });
    expect(await userTypeOf(canceled.id)).toBe("student");

    // Every order of the three events of a checkout ends premium, with one audit line.
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const s = await paidStudent();
      const events = [s.completed, s.created, s.paid];
      for (const i of order) await stripe.deliver(events[i]!);
      expect(await userTypeOf(s.id)).toBe("pre_student");
      expect(await subscriptionRow(s.subscription.id)).toMatchObject({ lifecycle: "active" });
      expect(await auditOf(s.id)).toHaveLength(1);
    }

    // Delivered all at once: the syncs race and still converge.
    const raced = await paidStudent();
    const results = await Promise.all([raced.completed, raced.created, raced.paid].map((e) => stripe.deliver(e)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await userTypeOf(raced.id)).toBe("pre_student");
  });

  it("keeps Premium through a failed renewal's grace period, pauses it after, and restores it when paid", async () => {
    const s = await paidStudent();
    await stripe.deliver(s.completed);
    stripe.store.updateSubscription(s.subscription.id, { status: "past_due" });
    const failed = stripe.event("invoice.payment_failed", stripe.store.invoiceFor(stripe.store.subscriptions.get(s.subscription.id)!, "open"));
    expect((await stripe.deliver(failed)).status).toBe(200);
    const row = (await subscriptionRow(s.subscription.id))!;
    expect(row).toMatchObject({ status: "past_due", lifecycle: "pastDue" });
    expect(await userTypeOf(s.id)).toBe("pre_student");

    const since = row.pastDueSince!.getTime();
    expect(await sweepEntitlements(since + (PAST_DUE_GRACE_DAYS - 1) * DAY, [s.id])).not.toContain(s.id);
    expect(await userTypeOf(s.id)).toBe("pre_student");
    expect(await sweepEntitlements(since + PAST_DUE_GRACE_DAYS * DAY + 1000, [s.id])).toContain(s.id);
    expect(await userTypeOf(s.id)).toBe("student");
    expect(await subscriptionRow(s.subscription.id)).toMatchObject({ lifecycle: "suspended" });

    // The card is fixed: Stripe collects, the subscription is active again.
    stripe.store.updateSubscription(s.subscription.id, { status: "active", renew: true });
    await stripe.deliver(stripe.event("invoice.paid", stripe.store.invoiceFor(stripe.store.subscriptions.get(s.subscription.id)!, "paid")));
    expect(await userTypeOf(s.id)).toBe("pre_student");
    expect(await subscriptionRow(s.subscription.id)).toMatchObject({ lifecycle: "active", pastDueSince: null });
  });

  it("keeps Premium until a canceled subscription ends, then returns the student to free", async () => {
    const s = await paidStudent();
    await stripe.deliver(s.completed);
    const sub = stripe.store.updateSubscription(s.subscription.id, { cancel_at_period_end: true });
    await stripe.deliver(stripe.event("customer.subscription.updated", sub));
    expect(await subscriptionRow(s.subscription.id)).toMatchObject({ lifecycle: "canceling", cancelAtPeriodEnd: true });
    expect(await userTypeOf(s.id)).toBe("pre_student");
    stripe.store.updateSubscription(s.subscription.id, { status: "canceled" });
    await stripe.deliver(stripe.event("customer.subscription.deleted", stripe.store.subscriptions.get(s.subscription.id)!));
    expect(await userTypeOf(s.id)).toBe("student");
    expect((await auditOf(s.id)).map((a) => a.toType)).toEqual(["pre_student", "student"]);
  });

  it("answers 503 when Stripe cannot be asked, and applies the event when Stripe sends it again", async () => {
    const s = await paidStudent();
    // The SDK retries twice: three failures in a row reach the app.
    for (let i = 0; i < 3; i++) stripe.failNext(500, "api_error", "Stripe is having a bad day");
    const failed = await stripe.deliver(s.completed);
    expect(failed.status).toBe(503);
    expect((await failed.json()).detail).toBe("Stripe could not be reached: the event will be applied when Stripe sends it again.");
    expect((await storedEvent(s.completed.id))?.processedAt).toBeNull();
    expect(await userTypeOf(s.id)).toBe("student");
    const retried = await stripe.deliver(s.completed);
    expect(await retried.json()).toEqual({ received: true });
    expect(await userTypeOf(s.id)).toBe("pre_student");
  });

  it("never downgrades a teacher or an administrator", async () => {
    for (const type of ["pre_teacher", "admin"] as const) {
      const s = await paidStudent();
      await stripe.deliver(s.completed);
      await setUserType(s.id, type);
      stripe.store.updateSubscription(s.subscription.id, { status: "canceled" });
      expect((await stripe.deliver(stripe.event("customer.subscription.deleted", stripe.store.subscriptions.get(s.subscription.id)!))).status).toBe(200);
      expect(await subscriptionRow(s.subscription.id)).toMatchObject({ lifecycle: "ended" });
      expect(await userTypeOf(s.id)).toBe(type);
    }
  });

  it("acknowledges events it does not handle or cannot place, and stores nothing for them", async () => {
    const other = stripe.event("customer.created", stripe.store.createCustomer({ email: "someone@example.com" }));
    expect(await (await stripe.deliver(other)).json()).toEqual({ received: true, ignored: true });
    // A subscription of a customer that is none of our users (made in the Dashboard).
    const stranger = stripe.store.createCustomer({});
    const sub = { ...stripe.store.subscriptions.values().next().value!, id: "sub_dashboard", customer: stranger.id };
    stripe.store.subscriptions.set(sub.id, sub);
    expect((await stripe.deliver(stripe.event("customer.subscription.created", sub))).status).toBe(200);
    expect(await subscriptionRow("sub_dashboard")).toBeNull();
  });
});

/** A Stripe-Signature header for these bytes, made by the SDK (another secret or time to forge one). */
const signer = new Stripe("sk_test_signer");
function signWith(payload: string, secret: string, timestamp?: number) {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
