import type { ParsedCountry } from "react-international-phone";

/**
 * What the phone field shows of its country (flag, name, dial code, the placeholder's mask), known before
 * react-international-phone and its country list have loaded (phone-parts.ts): the first one is Azerbaijan.
 */
export type ShownCountry = Pick<ParsedCountry, "name" | "iso2" | "dialCode" | "format">;

/** Azerbaijan as the library's country list has it (tests/unit/services/phone-first-country.test.ts compares). */
export const FIRST_COUNTRY: ShownCountry = { name: "Azerbaijan", iso2: "az", dialCode: "994", format: "(..) ... .. .." };

/** What the field holds before anything is typed: the first country's dial code, as the library prefills it. */
export const PREFILLED = `+${FIRST_COUNTRY.dialCode} `;

/** Region names in the reader's language (Intl), or null where the runtime has none for it. */
export function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    return null;
  }
}

/** The country's name in the reader's language, or the library's English one. */
export function countryName(country: ShownCountry, locale: string): string {
  return regionNames(locale)?.of(country.iso2.toUpperCase()) ?? country.name;
}
