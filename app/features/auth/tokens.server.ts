import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { getDb } from "#db/client";
import { authSessions, refreshTokens, users } from "#db/schema";
import { getJwtKey } from "~/lib/secret.server";
import { HttpError } from "~/lib/http.server";
import { MAX_INT } from "~/lib/input";
import type { PublicUser } from "~/lib/user";
import { publicUserColumns, toPublicUser } from "./users.server";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export type TokenPair = { access: string; refresh: string };

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const newRefreshToken = () => crypto.randomBytes(32).toString("base64url");

async function signAccess(userId: number, sessionId: string) {
  return new SignJWT({ sid: sessionId, typ: "access" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(getJwtKey());
}

/** Starts a signed-in session (a refresh-token family) and returns its first token pair. */
export async function startSession(userId: number): Promise<TokenPair & { sessionId: string }> {
  const db = await getDb();
  const sessionId = crypto.randomUUID();
  const refresh = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx.insert(authSessions).values({ id: sessionId, userId, expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000) });
    await tx.insert(refreshTokens).values({ tokenHash: sha256(refresh), sessionId });
  });
  return { sessionId, refresh, access: await signAccess(userId, sessionId) };
}

/**
 * The access token's claims when its signature is valid and it carries an unexpired `exp`, an
 * `iat` and a numeric `sub`, else null. A token without `exp` would never expire: it is refused
 * even when our key signed it.
 */
export async function readAccessToken(token: string): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, getJwtKey(), { algorithms: ["HS256"], requiredClaims: ["exp", "iat", "sub"] });
    if (payload.typ !== "access" || typeof payload.sid !== "string" || !/^[1-9]\d{0,9}$/.test(payload.sub ?? "") || Number(payload.sub) > MAX_INT) return null;
    if (typeof payload.exp !== "number" || typeof payload.iat !== "number" || payload.exp - payload.iat > ACCESS_TTL_SECONDS + 60) return null;
    return { userId: Number(payload.sub), sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** The user of a valid access token whose session is still open; throws 401 otherwise. */
export async function verifyAccessToken(token: string): Promise<PublicUser & { sessionId: string }> {
  const claims = await readAccessToken(token);
  if (!claims) throw new HttpError(401, "auth.errors.tokenInvalid");
  const db = await getDb();
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .innerJoin(authSessions, eq(authSessions.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(authSessions.id, claims.sessionId), isNull(authSessions.revokedAt)))
    .limit(1);
  if (!row) throw new HttpError(401, "auth.errors.tokenInvalid");
  return { ...toPublicUser(row), sessionId: claims.sessionId };
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a used one
 * again revokes its whole session (someone else may hold it). `graceSeconds` lets the web UI's
 * parallel requests that raced on one cookie get a new access token without a new refresh token.
 */
export async function rotateRefreshToken(
  refresh: string,
  options: { graceSeconds?: number } = {},
): Promise<{ user: PublicUser; access: string; refresh: string | null }> {
  const db = await getDb();
  const tokenHash = sha256(refresh);
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      userId: authSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new HttpError(401, "auth.errors.tokenInvalid");
  const user = await loadUser(row.userId);

  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (claimed.length === 0) {
    const [used] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    const age = used?.usedAt ? (Date.now() - used.usedAt.getTime()) / 1000 : Infinity;
    if (options.graceSeconds && age <= options.graceSeconds) {
      return { user, access: await signAccess(row.userId, row.sessionId), refresh: null };
    }
    await revokeSession(row.sessionId, "refresh_token_reused");
    throw new HttpError(401, "auth.errors.tokenInvalid");
  }
  const next = newRefreshToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(next), sessionId: row.sessionId });
  return { user, access: await signAccess(row.userId, row.sessionId), refresh: next };
}

async function loadUser(userId: number) {
  const db = await getDb();
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, "auth.errors.tokenInvalid");
  return toPublicUser(row);
}

export async function revokeSession(sessionId: string, reason: string) {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Whether a sign-in is still open: not signed out, not revoked, not expired (Lingo's streams ask as they run). */
export async function isSessionOpen(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), sql`${authSessions.expiresAt} > now()`))
    .limit(1);
  return !!row;
}

/** Signs out every device of a user except, optionally, one session (after a password change). */
export async function revokeUserSessions(userId: number, exceptSessionId?: string) {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: "password_changed" })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined));
}

/** The session a refresh token belongs to, for logging out with only the refresh cookie. */
export async function sessionOfRefreshToken(refresh: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)));
  return row?.sessionId ?? null;
}
