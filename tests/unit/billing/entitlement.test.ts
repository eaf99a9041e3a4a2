import { describe, expect, it } from "vitest";
import { PLANS, planSavingPercent } from "#content/billing/plans";
import { landing } from "#content/site/landing";
import { grantEnd } from "~/features/billing/admin-schemas";
import { deriveEntitlement, entitledType, GRACE_MS } from "~/features/billing/entitlement";
import { parseStripeForm } from "../../setup/stripe-stand-in/form";

const NOW = Date.UTC(2030, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;
const sub = (lifecycle: string, pastDueSince: number | null = null) => ({
  stripeSubscriptionId: `sub_${lifecycle}`,
  lifecycle,
  pastDueSince: pastDueSince === null ? null : new Date(pastDueSince),
});
const grant = (endsAt: number, revokedAt: number | null = null) => ({
  id: 1,
  endsAt: new Date(endsAt),
  revokedAt: revokedAt === null ? null : new Date(revokedAt),
});

describe("who is premium (the one rule)", () => {
  it("is premium with an active, canceling or recently past-due subscription, or a grant not ended", () => {
    expect(deriveEntitlement([sub("active")], [], NOW)).toMatchObject({ premium: true, until: null });
    expect(deriveEntitlement([sub("canceling")], [], NOW)).toMatchObject({ premium: true, until: null });
    expect(deriveEntitlement([sub("pastDue", NOW - DAY)], [], NOW)).toMatchObject({ premium: true, until: new Date(NOW - DAY + GRACE_MS) });
    expect(deriveEntitlement([], [grant(NOW + DAY)], NOW)).toMatchObject({ premium: true, until: new Date(NOW + DAY) });
  });

  it("is not premium with nothing, an ended or suspended subscription, an old failure, or a grant ended or revoked", () => {
    for (const s of [sub("pending"), sub("suspended"), sub("unpaid"), sub("paused"), sub("ended"), sub("pastDue", NOW - GRACE_MS)]) {
      expect(deriveEntitlement([s], [], NOW).premium, s.lifecycle).toBe(false);
    }
    expect(deriveEntitlement([], [grant(NOW)], NOW).premium).toBe(false);
    expect(deriveEntitlement([], [grant(NOW + DAY, NOW - 1)], NOW).premium).toBe(false);
    expect(deriveEntitlement([], [], NOW)).toEqual({ premium: false, until: null, reason: "no active subscription or complimentary premium" });
  });

  it("lasts as long as the longest source: an open subscription beats any date", () => {
    expect(deriveEntitlement([sub("pastDue", NOW - DAY)], [grant(NOW + 30 * DAY)], NOW).until).toEqual(new Date(NOW + 30 * DAY));
    expect(deriveEntitlement([sub("active")], [grant(NOW + 30 * DAY)], NOW).until).toBeNull();
  });

  it("moves students only: teachers and administrators keep their type", () => {
    expect(entitledType("student", true)).toBe("pre_student");
    expect(entitledType("pre_student", false)).toBe("student");
    for (const t of ["pre_teacher", "admin"] as const) for (const p of [true, false]) expect(entitledType(t, p)).toBe(t);
  });
});

describe("prices in one place", () => {
  it("are what the spec sells, and the landing's cards show them in every language", () => {
    expect(PLANS.monthly).toMatchObject({ amount: 8900, interval: "month" });
    expect(PLANS.yearly).toMatchObject({ amount: 24000, interval: "year", compareAtAmount: 106800 });
    expect(planSavingPercent("yearly")).toBe(78);
    for (const lng of ["az", "en", "ru"] as const) {
      expect(landing[lng].pricing.monthly.price).toBe(89);
      expect(landing[lng].pricing.yearly).toMatchObject({ price: 240, oldPrice: 1068 });
      expect(landing[lng].pricing.yearly.saveLabel).toContain("78%");
    }
  });
});

describe("a complimentary grant's last day", () => {
  it("ends at midnight UTC after the chosen day, from today to five years ahead", () => {
    expect(grantEnd("2030-06-15", NOW)).toEqual({ endsAt: new Date(Date.UTC(2030, 5, 16)) });
    expect(grantEnd("2030-06-14", NOW)).toEqual({ error: "billing:admin.errors.datePast" });
    expect(grantEnd("2035-06-15", NOW)).toEqual({ endsAt: new Date(Date.UTC(2035, 5, 16)) });
    expect(grantEnd("2036-06-15", NOW)).toEqual({ error: "billing:admin.errors.dateFar" });
    expect(grantEnd("2030-02-29", NOW)).toEqual({ error: "billing:admin.errors.badDate" });
  });
});

describe("the Stripe stand-in reads Stripe's form encoding", () => {
  it("turns bracketed keys into objects and indexed keys into arrays", () => {
    expect(
      parseStripeForm(
        "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[plan]=monthly&lookup_keys[0]=a&lookup_keys[1]=b&recurring%5Binterval%5D=month",
      ),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { plan: "monthly" },
      lookup_keys: ["a", "b"],
      recurring: { interval: "month" },
    });
  });
});
