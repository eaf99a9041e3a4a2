import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";

/**
 * The services catalogue (groups of services a visitor can ask to be called back about) and the
 * callback requests the sales team works through. Texts are kept in all three interface languages.
 */

/** A text in every interface language (az, en, ru); an empty one falls back (see app/features/services/localize.ts). */
export type LocalizedText = { az: string; en: string; ru: string };

/** "open": requests are taken; "soon": listed, its page shows "under construction". */
export const serviceStatus = pgEnum("service_status", ["open", "soon"]);
/** What a price is for; no price at all means "on request". */
export const priceUnit = pgEnum("price_unit", ["fixed", "hour", "lesson", "month", "course"]);
export const callbackStatus = pgEnum("callback_status", ["new", "contacted", "closed"]);
export const preferredTime = pgEnum("preferred_time", ["any", "morning", "afternoon", "evening"]);

export const serviceGroups = pgTable(
  "service_groups",
  {
    id: serial("id").primaryKey(),
    /** Set when created, never changed (it is in the group's address). */
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>().notNull(),
    /** Storage key prefix of the cover's sizes ("services/covers/…"; `${coverKey}-${width}.webp`), or null. */
    coverKey: text("cover_key"),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_groups_slug").on(t.slug), index("service_groups_position").on(t.position)],
);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => serviceGroups.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>().notNull(),
    /** Plain text; blank lines separate paragraphs. */
    description: jsonb("description").$type<LocalizedText>().notNull(),
    /** In the currency's minor unit (qəpik for AZN); null = "on request". */
    priceMinor: integer("price_minor"),
    currency: text("currency").notNull().default("AZN"),
    priceUnit: priceUnit("price_unit").notNull().default("fixed"),
    status: serviceStatus("status").notNull().default("open"),
    coverKey: text("cover_key"),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("services_slug").on(t.slug), index("services_group_position").on(t.groupId, t.position)],
);

export const callbackRequests = pgTable(
  "callback_requests",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    /** E.164 ("+994501234567"). */
    phone: text("phone").notNull(),
    /** ISO 3166 alpha-2 of the number ("AZ"), when known. */
    phoneCountry: text("phone_country"),
    name: text("name").notNull().default(""),
    preferredTime: preferredTime("preferred_time").notNull().default("any"),
    message: text("message").notNull().default(""),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The interface language the request was sent in (the call may be in it). */
    language: text("language").notNull().default("az"),
    /** "web" (the form) or "api". */
    source: text("source").notNull().default("web"),
    status: callbackStatus("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Further requests for the same phone and service within a day, merged into this one. */
    repeats: integer("repeats").notNull().default(0),
    lastRequestedAt: timestamp("last_requested_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("callback_requests_inbox").on(t.status, t.lastRequestedAt),
    index("callback_requests_duplicate").on(t.phone, t.serviceId, t.lastRequestedAt),
    index("callback_requests_service").on(t.serviceId),
    index("callback_requests_new")
      .on(t.id)
      .where(sql`${t.status} = 'new'`),
  ],
);
