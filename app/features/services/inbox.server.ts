import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { callbackRequests, serviceGroups, services } from "#db/schema-services";
import { HttpError } from "~/lib/http.server";
import type { Language } from "~/lib/i18n";
import { pickText } from "./localize";
import type { InboxQuery, RequestUpdate } from "./inbox-schemas";

export const INBOX_PAGE_SIZE = 25;

export type InboxRow = {
  id: number;
  service: { id: number; slug: string; title: string };
  phone: string;
  name: string;
  preferredTime: "any" | "morning" | "afternoon" | "evening";
  message: string;
  status: "new" | "contacted" | "closed";
  notes: string;
  handledBy: string | null;
  handledAt: string | null;
  repeats: number;
  language: string;
  source: string;
  account: string | null;
  createdAt: string;
  lastRequestedAt: string;
};

const handler = alias(users, "handler");
const requester = alias(users, "requester");

/** Escapes LIKE's wildcards so a search for "50%" looks for those characters. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(query: InboxQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status !== "all") parts.push(eq(callbackRequests.status, query.status));
  if (query.service) parts.push(eq(callbackRequests.serviceId, query.service));
  const q = query.q.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    const match = [ilike(callbackRequests.name, likeText(q)), ilike(callbackRequests.notes, likeText(q))];
    if (digits.length >= 3) match.push(sql`${callbackRequests.phone} like ${likeText(digits)}`);
    parts.push(or(...match)!);
  }
  return parts.length ? and(...parts) : undefined;
}

function row(r: Record<string, any>, lng: Language): InboxRow {
  return {
    id: r.id,
    service: { id: r.serviceId, slug: r.serviceSlug, title: pickText(r.serviceTitle, lng) },
    phone: r.phone,
    name: r.name,
    preferredTime: r.preferredTime,
    message: r.message,
    status: r.status,
    notes: r.notes,
    handledBy: r.handledBy,
    handledAt: r.handledAt ? new Date(r.handledAt).toISOString() : null,
    repeats: r.repeats,
    language: r.language,
    source: r.source,
    account: r.account,
    createdAt: new Date(r.createdAt).toISOString(),
    lastRequestedAt: new Date(r.lastRequestedAt).toISOString(),
  };
}

const columns = {
  id: callbackRequests.id,
  serviceId: callbackRequests.serviceId,
  serviceSlug: services.slug,
  serviceTitle: services.title,
  phone: callbackRequests.phone,
  name: callbackRequests.name,
  preferredTime: callbackRequests.preferredTime,
  message: callbackRequests.message,
  status: callbackRequests.status,
  notes: callbackRequests.notes,
  handledBy: handler.username,
  handledAt: callbackRequests.handledAt,
  repeats: callbackRequests.repeats,
  language: callbackRequests.language,
  source: callbackRequests.source,
  account: requester.username,
  createdAt: callbackRequests.createdAt,
  lastRequestedAt: callbackRequests.lastRequestedAt,
};

/** One page of the inbox: new requests first, then the most recently asked. */
export async function listRequests(query: InboxQuery, lng: Language) {
  const db = await getDb();
  const filter = where(query);
  const [rows, [total], counts] = await Promise.all([
    db
      .select(columns)
      .from(callbackRequests)
      .innerJoin(services, eq(services.id, callbackRequests.serviceId))
      .leftJoin(handler, eq(handler.id, callbackRequests.handledBy))
      .leftJoin(requester, eq(requester.id, callbackRequests.userId))
      .where(filter)
      .orderBy(sql`(${callbackRequests.status} = 'new') desc`, desc(callbackRequests.lastRequestedAt), desc(callbackRequests.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(callbackRequests).where(filter),
    db.select({ status: callbackRequests.status, n: count() }).from(callbackRequests).groupBy(callbackRequests.status),
  ]);
  const byStatus = { new: 0, contacted: 0, closed: 0 };
  for (const c of counts) byStatus[c.status] = c.n;
  return { rows: rows.map((r) => row(r, lng)), total: total?.n ?? 0, pages: Math.max(1, Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE)), byStatus };
}

export async function getRequest(id: number, lng: Language): Promise<InboxRow> {
  const db = await getDb();
  const [r] = await db
    .select(columns)
    .from(callbackRequests)
    .innerJoin(services, eq(services.id, callbackRequests.serviceId))
    .leftJoin(handler, eq(handler.id, callbackRequests.handledBy))
    .leftJoin(requester, eq(requester.id, callbackRequests.userId))
    .where(eq(callbackRequests.id, id));
  if (!r) throw new HttpError(404, "services:errors.requestNotFound");
  return row(r, lng);
}

/** Sets a request's status and notes; the administrator who did it is recorded as its handler. */
export async function updateRequest(id: number, update: RequestUpdate, adminId: number) {
  const db = await getDb();
  const now = new Date();
  const [r] = await db
    .update(callbackRequests)
    .set({ status: update.status, notes: update.notes, handledBy: adminId, handledAt: now, updatedAt: now })
    .where(eq(callbackRequests.id, id))
    .returning({ id: callbackRequests.id });
  if (!r) throw new HttpError(404, "services:errors.requestNotFound");
}

/** How many requests nobody has handled yet (the badge in the back office's menu). */
export async function countNewRequests(): Promise<number> {
  const db = await getDb();
  const [r] = await db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.status, "new"));
  return r?.n ?? 0;
}

/** Every service (hidden ones too) for the inbox's filter, grouped by group order. */
export async function serviceOptions(lng: Language) {
  const db = await getDb();
  const rows = await db
    .select({ id: services.id, title: services.title, hidden: services.hidden })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
    .orderBy(asc(serviceGroups.position), asc(serviceGroups.id), asc(services.position), asc(services.id));
  return rows.map((r) => ({ id: r.id, title: pickText(r.title, lng) }));
}
