import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/** Subscriptions and who is premium (app/features/billing, docs/decisions/0017-billing.md). */

/** A user's Stripe customer: created once, at their first checkout, and reused for every later one. */
export const billingCustomers = pgTable("billing_customers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each Stripe subscription as last fetched from Stripe (never as an event's snapshot said), with its
 * state in the lifecycle statechart (machines/subscription-lifecycle.ts). `version` grows with every
 * write: a sync only writes over the row it read, so a slower, older fetch cannot overwrite a newer one.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeSubscriptionId: text("stripe_subscription_id").notNull().unique(),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    /** monthly | yearly (content/billing/plans.ts), from the price's lookup key; null for a price we do not sell. */
    plan: text("plan"),
    stripePriceId: text("stripe_price_id"),
    /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
    status: text("status").notNull(),
    /** The statechart's state: pending, active, canceling, pastDue, suspended, unpaid, paused, ended. */
    lifecycle: text("lifecycle").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** When we first saw the subscription past due (the grace period counts from here). */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user").on(t.userId), index("subscriptions_past_due").on(t.lifecycle, t.pastDueSince)],
);

/** Every Stripe event received, by id: a replay is recognised and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null until handled; a delivery that failed half-way is handled again when Stripe retries it. */
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/** Premium given by an administrator without payment, until a date. */
export const premiumGrants = pgTable(
  "premium_grants",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("premium_grants_user").on(t.userId)],
);

/**
 * The derived entitlement of each user billing has seen: whether they are premium and until when at
 * the latest without another event (a grace period or a grant ending; null when nothing runs out by
 * itself). A periodic sweep derives again whoever's `premium_until` has passed.
 */
export const entitlements = pgTable(
  "entitlements",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    premium: boolean("premium").notNull(),
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("entitlements_due").on(t.premiumUntil)],
);

/**
 * Who changed a user's type or premium, and why: administrators (actor_id, with their reason) and
 * billing itself (actor_id null, the reason names the subscription or grant).
 */
export const userAuditLog = pgTable(
  "user_audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** type_changed | premium_granted | premium_revoked */
    action: text("action").notNull(),
    /** User types (student, pre_student, pre_teacher, admin) as text: this file must not read ./schema's values while it loads. */
    fromType: text("from_type"),
    toType: text("to_type"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_audit_log_user").on(t.userId, t.createdAt)],
);
