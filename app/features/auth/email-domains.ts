import { ALLOWED_EMAIL_DOMAINS } from "#content/site/email-domains";

export function isAllowedEmailDomain(email: string) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .trim();
  return (ALLOWED_EMAIL_DOMAINS as readonly string[]).includes(domain);
}
