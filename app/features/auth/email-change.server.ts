import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { HttpError, ValidationError } from "~/lib/http.server";
import { appLink, sendMail } from "~/lib/mail.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { consumeEmailToken, EMAIL_CHANGE_TTL_SECONDS, issueEmailToken, openEmailToken, peekEmailToken, spendEmailTokens } from "./email-tokens.server";
import { emailChangeConfirmMail, emailChangeNoticeMail, type MailContext } from "./emails.server";
import { isEmailTaken } from "./users.server";

const WINDOW = 60 * 60;

/**
 * A new e-mail address is used only once its owner opens the link sent to it: this sends that link
 * (24 hours, single use) to the new address and a notice to the current one. A newer request
 * replaces an older one. Returns the address the link went to.
 */
export async function requestEmailChange(user: { id: number; username: string; email: string }, newEmail: string, ctx: MailContext): Promise<string> {
  const address = newEmail.trim().toLowerCase();
  if (await isEmailTaken(address, user.id)) throw new ValidationError({ email: ["validation.emailTaken"] });
  const env = getEnv();
  await hitRateLimit(`email-change-ip:${ctx.ip}`, env.MAIL_IP_RATE_LIMIT, WINDOW);
  await hitRateLimit(`email-change-user:${user.id}`, env.MAIL_RATE_LIMIT, WINDOW);
  const db = await getDb();
  await spendEmailTokens(db, user.id, "email_change");
  const token = await issueEmailToken(user.id, "email_change", EMAIL_CHANGE_TTL_SECONDS, address);
  const url = appLink(ctx.request, `/auth/confirm-email?token=${encodeURIComponent(token)}`);
  try {
    await Promise.all([
      sendMail(await emailChangeConfirmMail(ctx.lng, address, user.username, url)),
      sendMail(await emailChangeNoticeMail(ctx.lng, user.email, user.username, address)),
    ]);
  } catch (error) {
    await spendEmailTokens(db, user.id, "email_change");
    if (getEnv().LOG_LEVEL !== "silent") console.error("mail: the e-mail change messages could not be sent", error);
    throw new HttpError(503, "error.mailFailed");
  }
  return address;
}

/** The change waiting for its link to be opened, if any (shown on the edit-profile form). */
export async function pendingEmailChange(userId: number): Promise<{ email: string; expiresAt: string } | null> {
  const row = await openEmailToken(userId, "email_change");
  return row?.newEmail ? { email: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null;
}

/** The address a confirmation link would switch to, while the link is usable. */
export async function emailChangeOfToken(token: string): Promise<string | null> {
  return (await peekEmailToken(token, "email_change"))?.newEmail ?? null;
}

export type EmailChangeResult = { status: "changed"; email: string; userId: number } | { status: "invalid" } | { status: "taken" };

/**
 * Opens a confirmation link: spends it, checks again that no other account took the address in the
 * meantime, and switches the address. Reset links sent to the old address stop working.
 */
export async function confirmEmailChange(token: string): Promise<EmailChangeResult> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx): Promise<EmailChangeResult> => {
      const row = await consumeEmailToken(tx, token, "email_change");
      if (!row?.newEmail) return { status: "invalid" };
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${row.newEmail})`, ne(users.id, row.userId)))
        .limit(1);
      if (other) return { status: "taken" };
      await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
      await spendEmailTokens(tx, row.userId, "email_change");
      await spendEmailTokens(tx, row.userId, "password_reset");
      return { status: "changed", email: row.newEmail, userId: row.userId };
    });
  } catch (error) {
    // Another account took the address between the check and the update (the unique index said no).
    const address = await emailChangeOfToken(token);
    if (address && (await isEmailTaken(address))) return { status: "taken" };
    throw error;
  }
}
