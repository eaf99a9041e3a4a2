import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db/client";
import { emailTokens } from "#db/schema";

/**
 * Single-use links sent by e-mail (password reset, e-mail change). The link carries 32 random
 * bytes; the database keeps only their SHA-256, so a leaked table opens nothing. A token works
 * once, until it expires.
 */
export type EmailTokenPurpose = "password_reset" | "email_change";

export const RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** Creates a token and returns the secret to put in the link. */
export async function issueEmailToken(userId: number, purpose: EmailTokenPurpose, ttlSeconds: number, newEmail?: string): Promise<string> {
  const db = await getDb();
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(emailTokens).values({
    tokenHash: sha256(token),
    purpose,
    userId,
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

type TokenRow = { userId: number; newEmail: string | null; expiresAt: Date };

const usable = (token: string, purpose: EmailTokenPurpose) =>
  and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`));

/** The token's user and data when it is unused and unexpired, without spending it (to show a page). */
export async function peekEmailToken(token: string, purpose: EmailTokenPurpose): Promise<TokenRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: emailTokens.userId, newEmail: emailTokens.newEmail, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row ?? null;
}

/** Spends the token (one statement, so two requests racing with one link cannot both win). */
export async function consumeEmailToken(db: Db | Tx, token: string, purpose: EmailTokenPurpose): Promise<TokenRow | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail, expiresAt: emailTokens.expiresAt });
  return row ?? null;
}

/** Spends every open token of a user for a purpose (after a reset, or when a newer e-mail change replaces one). */
export async function spendEmailTokens(db: Db | Tx, userId: number, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** The newest open token of a user for a purpose (the pending e-mail change shown on the profile form). */
export async function openEmailToken(userId: number, purpose: EmailTokenPurpose): Promise<{ newEmail: string | null; expiresAt: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ newEmail: emailTokens.newEmail, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
    .orderBy(sql`${emailTokens.createdAt} desc`)
    .limit(1);
  return row ?? null;
}
