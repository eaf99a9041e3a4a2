import crypto from "node:crypto";
import { HttpError } from "~/lib/http.server";
import { getJwtKey } from "~/lib/secret.server";

/**
 * The unsubscribe link's token: who and which list, signed with HMAC-SHA256 under the app's secret
 * (JWT_SECRET, or the one kept in DATA_DIR), so it works without signing in and cannot be made for
 * someone else. `<payload>.<signature>`, both base64url; payload "v1:<user id>:<list>".
 * Lists: `own` (a student's own digest), `students` (a mentor's copies of their students' digests).
 */
export type DigestList = "own" | "students";
export type UnsubscribeClaim = { userId: number; list: DigestList };

const VERSION = "v1";
const LISTS: readonly DigestList[] = ["own", "students"];
/** Keeps these signatures apart from any other use of the same secret. */
const PURPOSE = "satlingo:unsubscribe:";

function sign(payload: string): Buffer {
  return crypto
    .createHmac("sha256", getJwtKey())
    .update(PURPOSE + payload)
    .digest();
}

export function unsubscribeToken(claim: UnsubscribeClaim): string {
  const payload = `${VERSION}:${claim.userId}:${claim.list}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(payload).toString("base64url")}`;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The claim of a token; anything malformed, tampered with or signed by another key is a 400. */
export function readUnsubscribeToken(token: unknown): UnsubscribeClaim {
  const refuse = () => new HttpError(400, "profile:digest.unsubscribe.invalid");
  if (typeof token !== "string" || token.length > 200) throw refuse();
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length || !B64URL.test(encoded) || !B64URL.test(signature)) throw refuse();
  const payloadBytes = Buffer.from(encoded, "base64url");
  const given = Buffer.from(signature, "base64url");
  // Only the canonical spelling: a last character whose unused bits differ decodes to the same bytes.
  if (payloadBytes.toString("base64url") !== encoded || given.toString("base64url") !== signature) throw refuse();
  const payload = payloadBytes.toString("utf8");
  const expected = sign(payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw refuse();
  const match = /^v1:([1-9]\d{0,9}):([a-z]+)$/.exec(payload);
  if (!match || !LISTS.includes(match[2] as DigestList)) throw refuse();
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) throw refuse();
  return { userId, list: match[2] as DigestList };
}
