/**
 * What the phone field shows, apart from the phone rule (phone.ts): the field loads without
 * libphonenumber's metadata (52 KB gzipped), which comes with the form's checks when it is used.
 */

export const PHONE_MAX_DIGITS = 15;
/** Longest text accepted in a phone field before it is even parsed (formatting included). */
export const PHONE_MAX_LENGTH = 32;

/**
 * An example number in a country's own format ("+994 (12) 345-67-89" under the Azerbaijani flag), for the
 * phone field's placeholder: dots of the country's mask become digits; a country without a mask gets ten.
 */
export function phoneExample(dialCode: string, format: string | { default: string } | undefined): string {
  const mask = (typeof format === "string" ? format : format?.default) || "..........";
  let n = 0;
  return `+${dialCode} ${mask.replace(/\./g, () => String((n++ % 9) + 1))}`;
}
