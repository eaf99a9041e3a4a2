import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH } from "./phone-format";

/**
 * The phone rule (part 1, section 5), the same in the browser and on the server: at most 15 digits,
 * only digits, spaces, brackets, dots, dashes and a leading "+", and a number that is valid in its
 * country by libphonenumber's full metadata. A number without "+" is read in the chosen country
 * (Azerbaijan by default). Messages are i18n keys of the services namespace.
 */

export { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, phoneExample } from "./phone-format";
export const DEFAULT_COUNTRY: CountryCode = "AZ";

const ALLOWED = /^\+?[\d\s().-]*$/;

export type PhoneCheck = { ok: true; e164: string; country: CountryCode | null } | { ok: false; error: string };

export const countOfDigits = (value: string) => value.replace(/\D/g, "").length;

/** The country code for an ISO 3166 alpha-2 code in any case, or null when libphonenumber does not know it. */
export function phoneCountry(iso2: string | null | undefined): CountryCode | null {
  if (!iso2) return null;
  const upper = iso2.toUpperCase();
  return isSupportedCountry(upper) ? upper : null;
}

export function checkPhone(raw: string, chosenCountry: CountryCode | null = null): PhoneCheck {
  const value = raw.trim();
  const country = chosenCountry ?? DEFAULT_COUNTRY;
  if (value.length > PHONE_MAX_LENGTH) return { ok: false, error: "services:errors.phoneTooLong" };
  if (!ALLOWED.test(value)) return { ok: false, error: "services:errors.phoneCharacters" };
  const digits = countOfDigits(value);
  // Nothing typed, or only the dial code the input fills in ("+994").
  if (digits === 0 || (value.startsWith("+") && value.replace(/\D/g, "") === getCountryCallingCode(country))) {
    return { ok: false, error: "services:errors.phoneRequired" };
  }
  if (digits > PHONE_MAX_DIGITS) return { ok: false, error: "services:errors.phoneTooLong" };
  const parsed = parsePhoneNumberFromString(value, { defaultCountry: country, extract: false });
  if (!parsed || !parsed.isValid()) return { ok: false, error: "services:errors.phoneInvalid" };
  return { ok: true, e164: parsed.number, country: parsed.country ?? null };
}

/** "+994 50 123 45 67": a stored E.164 number written the international way. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
