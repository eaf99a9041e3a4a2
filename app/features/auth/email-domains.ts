import { ALLOWED_EMAIL_DOMAINS } from "#content/site/email-domains";

/**
 * School and university addresses: the .edu domain (us-school.edu), a country's education domain
 * (school.edu.az, uni.edu.tr) and its academic one (college.ac.uk). Students often have no other address.
 */
const SCHOOL_DOMAIN = /(^|\.)[a-z0-9-]+\.(edu|edu\.[a-z]{2}|ac\.[a-z]{2})$/;

/** Sign-up accepts the common free mail providers (part 1, section 5) and school and university addresses. */
export function isAllowedEmailDomain(email: string) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .trim();
  return (ALLOWED_EMAIL_DOMAINS as readonly string[]).includes(domain) || SCHOOL_DOMAIN.test(domain);
}
