/** Invite codes as people see and type them (pure, without zod: the dashboard shows them; invite-code.ts has the schemas). */

export const INVITE_TTL_DAYS = 7;
export const INVITE_CODE_LENGTH = 8;
/** No 0/O or 1/I/L: codes are read aloud and typed from paper. */
export const INVITE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** What a person typed, as stored: spaces and dashes dropped, upper case ("abcd-efgh" -> "ABCDEFGH"). */
export function normalizeInviteCode(raw: unknown): string {
  return typeof raw === "string" ? raw.replace(/[\s-]/g, "").toUpperCase() : "";
}

/** Shown as ABCD-EFGH: easier to read aloud; the dash is ignored when typed back. */
export function formatInviteCode(code: string): string {
  return code.length === INVITE_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
