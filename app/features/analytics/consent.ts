/** The visitor's answer to the cookie banner, kept for a year in a cookie scripts may read (it holds no secret). */
export const CONSENT_COOKIE = "analytics_consent";
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export type Consent = "granted" | "denied";

/** The consent in a Cookie header (or document.cookie); null when the visitor has not answered. */
export function consentFromCookies(header: string | null | undefined): Consent | null {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "granted" || value === "denied")) return value;
  }
  return null;
}

/** The Set-Cookie text of a choice (written by the browser through document.cookie). */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
