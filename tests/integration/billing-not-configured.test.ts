import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import * as checkoutRoute from "~/routes/api/billing/create-checkout-session";
import * as landingPage from "~/routes/main/landing";
import * as pricingPage from "~/routes/main/pricing";
import * as billingPage from "~/routes/billing/billing-page";
import * as subscribeAction from "~/routes/billing/checkout";
import * as successPage from "~/routes/main/payment-success";
import { newStudent, postWebhook } from "../setup/billing";
import { callPage } from "../setup/page";
import { callRoute } from "../setup/request";

// No STRIPE_SECRET_KEY in this file's environment: the app runs without payments.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
beforeAll(() => getDb());
afterAll(closeDb);

describe("without STRIPE_SECRET_KEY", () => {
  it("shows the plans with a notice instead of a Subscribe that cannot work, and every billing door says payments are not configured", async () => {
    const s = await newStudent();
    const landing = await callPage(landingPage, { path: "/?lng=en", user: s.user });
    expect(landing.data).toMatchObject({ viewer: "student", paymentsConfigured: false });
    expect(landing.data.landing.pricing.monthly.price).toBe(89);
    expect(landing.data.landing.pricing.yearly).toMatchObject({ price: 240, oldPrice: 1068, saveLabel: "You save 78%" });

    // /pricing: the same cards for a visitor and a student, and no operator wording in any language.
    const visitor = await callPage(pricingPage, { path: "/pricing?lng=en" });
    expect(visitor.data).toMatchObject({ viewer: "visitor", paymentsConfigured: false, title: "Pricing · SAT Lingo" });
    expect((await callPage(pricingPage, { path: "/pricing?lng=en", user: s.user })).data).toMatchObject({ viewer: "student" });
    for (const lng of ["az", "en", "ru"]) {
      const billing = readFileSync(`app/locales/${lng}/billing.json`, "utf8");
      expect(billing).not.toMatch(/STRIPE_|operator|оператор|владелец сайта/i);
    }

    const api = await callRoute(checkoutRoute, { json: { planType: "monthly" }, token: s.access });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ detail: "Payments are not configured on this server." });
    const form = await callPage(subscribeAction, { path: "/billing/checkout", form: { planType: "monthly" }, user: s.user });
    expect(form.location).toBe("/pricing");

    const hook = await postWebhook('{"id":"evt_1","object":"event","type":"invoice.paid"}', "t=1,v1=abc");
    expect(hook.status).toBe(503);

    const billing = await callPage(billingPage, { path: "/profile/billing?lng=en", user: s.user });
    expect(billing.data.overview).toMatchObject({ configured: false, billed: true, premium: false, subscription: null });
    expect((await callPage(successPage, { path: "/success?session_id=cs_test_abc", user: s.user })).data.result.kind).toBe("plain");
  });
});
