import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { ValidationError } from "~/lib/http.server";
import { appLink, sendInBackground, sendMail } from "~/lib/mail.server";
import { parseInput } from "~/lib/parse.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { consumeEmailToken, issueEmailToken, peekEmailToken, RESET_TTL_SECONDS, spendEmailTokens } from "./email-tokens.server";
import { passwordResetMail, type MailContext } from "./emails.server";
import { assertPasswordRule, hashPassword } from "./password.server";
import { PasswordResetRequestSchema } from "./schemas";
import { revokeUserSessions } from "./tokens.server";
import { findUserByEmail } from "./users.server";

const WINDOW = 60 * 60;

/**
 * "Forgot password?": counts the request against the client's address and the e-mail address, and
 * answers the same whether or not an account uses the address. Looking the address up, creating the
 * token and sending the link all happen after the answer (in the background), so the answer takes
 * the same time either way and a mail server's failure or slowness shows nowhere.
 */
export async function requestPasswordReset(input: unknown, ctx: MailContext): Promise<{ email: string }> {
  const { email } = parseInput(PasswordResetRequestSchema, input);
  const env = getEnv();
  await hitRateLimit(`reset-ip:${ctx.ip}`, env.MAIL_IP_RATE_LIMIT, WINDOW);
  await hitRateLimit(`reset-email:${email.toLowerCase()}`, env.MAIL_RATE_LIMIT, WINDOW);
  sendInBackground(async () => {
    const user = await findUserByEmail(email);
    if (!user) return;
    const token = await issueEmailToken(user.id, "password_reset", RESET_TTL_SECONDS);
    const url = appLink(ctx.request, `/auth/reset-password?token=${encodeURIComponent(token)}`);
    await sendMail(await passwordResetMail(ctx.lng, user.email, user.username, url));
  });
  return { email };
}

/** Whether a reset link can still be used (the page shows the form, or says the link is spent). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  return !!(await peekEmailToken(token, "password_reset"));
}

/**
 * Sets a new password with a reset link: the rule is checked first (a refused password does not
 * spend the link), then the link is spent, every open reset link of the user too, and every
 * session of the user is signed out.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  assertPasswordRule(newPassword, "new_password");
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, token, "password_reset");
    if (!row) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await spendEmailTokens(tx, row.userId, "password_reset");
    return row.userId;
  });
  if (userId === null) throw new ValidationError({ token: ["validation.resetLinkInvalid"] });
  await revokeUserSessions(userId);
}
