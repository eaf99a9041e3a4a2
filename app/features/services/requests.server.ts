import { and, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { callbackRequests } from "#db/schema-services";
import { getEnv } from "~/lib/env.server";
import type { Language } from "~/lib/i18n";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { requestableService } from "./catalogue.server";
import { notifySales } from "./notify.server";
import type { CallbackInput } from "./schemas";

/** Requests for the same phone and service within this window are one request. */
export const MERGE_WINDOW_SECONDS = 24 * 60 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export type RequestContext = {
  ip: string;
  language: Language;
  source: "web" | "api";
  userId: number | null;
  /** Builds the inbox link for the staff e-mail. */
  inboxLink: (id: number) => string;
};

export type AcceptedRequest = {
  id: number | null;
  service: string;
  phone: string;
  name: string;
  preferred_time: string;
  message: string;
  status: "new" | "contacted" | "closed";
  /** True when it was added to a request for the same phone and service of the last 24 hours. */
  merged: boolean;
  created_at: string;
};

/** Counts an attempt from this address (before anything is parsed, so floods stop early). */
export async function limitByAddress(ip: string) {
  await hitRateLimit(`callback:ip:${ip}`, getEnv().CALLBACK_IP_RATE_LIMIT, HOUR);
}

/**
 * Takes a parsed callback request (the web form and both REST calls end here). A filled honeypot is
 * answered as accepted and dropped. Then: the service must be open; a phone may ask a few times a day;
 * the same phone and service within a day (not yet closed) is merged into the earlier request, which
 * rises to the top of the inbox again. A new request is e-mailed to the sales address.
 */
export async function submitCallbackRequest(input: CallbackInput, ctx: RequestContext): Promise<AcceptedRequest> {
  const now = new Date();
  const echo = (id: number | null, merged: boolean, createdAt: Date): AcceptedRequest => ({
    id,
    service: input.service,
    phone: input.e164,
    name: input.name?.trim() ?? "",
    preferred_time: input.preferred_time ?? "any",
    message: input.message?.trim() ?? "",
    status: "new",
    merged,
    created_at: createdAt.toISOString(),
  });
  if (input.website?.trim()) return echo(null, false, now);

  const service = await requestableService(input.service);
  await hitRateLimit(`callback:phone:${input.e164}`, getEnv().CALLBACK_PHONE_RATE_LIMIT, DAY);

  const db = await getDb();
  const fields = {
    name: input.name?.trim() ?? "",
    preferredTime: input.preferred_time ?? "any",
    message: input.message?.trim() ?? "",
  };
  const result = await db.transaction(async (tx) => {
    // One writer per phone and service at a time, so two identical requests cannot both be "new".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`callback:${input.e164}:${service.id}`}))`);
    const [earlier] = await tx
      .select({ id: callbackRequests.id, status: callbackRequests.status, createdAt: callbackRequests.createdAt })
      .from(callbackRequests)
      .where(
        and(
          eq(callbackRequests.phone, input.e164),
          eq(callbackRequests.serviceId, service.id),
          ne(callbackRequests.status, "closed"),
          gt(callbackRequests.lastRequestedAt, sql`now() - make_interval(secs => ${MERGE_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(sql`${callbackRequests.lastRequestedAt} desc`)
      .limit(1);
    if (earlier) {
      await tx
        .update(callbackRequests)
        .set({
          repeats: sql`${callbackRequests.repeats} + 1`,
          lastRequestedAt: now,
          updatedAt: now,
          // The latest details win, but an empty field never wipes an earlier answer.
          ...(fields.name ? { name: fields.name } : {}),
          ...(input.preferred_time ? { preferredTime: fields.preferredTime } : {}),
          ...(fields.message ? { message: fields.message } : {}),
          ...(ctx.userId ? { userId: ctx.userId } : {}),
        })
        .where(eq(callbackRequests.id, earlier.id));
      return { id: earlier.id, merged: true, createdAt: earlier.createdAt, status: earlier.status };
    }
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        serviceId: service.id,
        phone: input.e164,
        phoneCountry: input.phoneCountry,
        ...fields,
        userId: ctx.userId,
        language: ctx.language,
        source: ctx.source,
      })
      .returning({ id: callbackRequests.id, createdAt: callbackRequests.createdAt });
    return { id: row!.id, merged: false, createdAt: row!.createdAt, status: "new" as const };
  });

  if (!result.merged) {
    notifySales({
      id: result.id,
      serviceTitle: service.title,
      phone: input.e164,
      name: fields.name,
      preferredTime: fields.preferredTime,
      message: fields.message,
      link: ctx.inboxLink(result.id),
    });
  }
  return { ...echo(result.id, result.merged, result.createdAt), status: result.status };
}
