import { readAccessToken, requireApiUser } from "~/features/auth/index.server";

/**
 * The bearer token of a REST call whose signature and claims were already checked once: the claims,
 * kept until the token expires. Only the exact token string that verified is ever found here, so a
 * hit proves what a fresh check would (the same bytes, the same key); what a signature cannot tell
 * (the sign-in revoked since, the user gone) the caller checks in its own statement (autosave's
 * `signIn`). Bounded: past MAX_ENTRIES the oldest entries go first.
 */
const MAX_ENTRIES = 50_000;
const verified = new Map<string, { userId: number; sessionId: string; expiresAt: number }>();

export type BearerClaims = { userId: number; sessionId: string };

/** The claims of an `Authorization: Bearer` header's access token, or null (none, bad, expired). */
export async function bearerClaims(authorization: string | null | undefined): Promise<BearerClaims | null> {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? "");
  if (!match) return null;
  const token = match[1]!.trim();
  const now = Date.now();
  const hit = verified.get(token);
  if (hit) {
    if (hit.expiresAt > now) return { userId: hit.userId, sessionId: hit.sessionId };
    verified.delete(token);
  }
  const claims = await readAccessToken(token);
  if (!claims) return null;
  const expiresAt = expiryOf(token);
  if (expiresAt > now) {
    if (verified.size >= MAX_ENTRIES) {
      // Drop expired entries first; when none had expired, the oldest tenth.
      for (const [key, entry] of verified) if (entry.expiresAt <= now) verified.delete(key);
      if (verified.size >= MAX_ENTRIES) {
        let drop = Math.ceil(MAX_ENTRIES / 10);
        for (const key of verified.keys()) {
          if (drop-- <= 0) break;
          verified.delete(key);
        }
      }
    }
    verified.set(token, { ...claims, expiresAt });
  }
  return claims;
}

/** The `exp` of a token readAccessToken accepted (it requires a numeric one), in milliseconds. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The full check every API call makes (requireApiUser: signature, sign-in open, user there) on just an
 * Authorization header: the user, or the 401 it deserves. The hot calls run it only before a refusal.
 */
export function fullApiCheck(authorization: string | null) {
  return requireApiUser(new Request("http://localhost/", { headers: authorization === null ? {} : { authorization } }));
}
