import type { ParsedCountry } from "react-international-phone";

/**
 * What the phone field shows of its country (flag, name, dial code, the placeholder's mask), known before
 * react-international-phone and its country list have loaded (phone-parts.ts): the first one is Azerbaijan.
 */
export type ShownCountry = Pick<ParsedCountry, "name" | "iso2" | "dialCode" | "format">;

/** Azerbaijan as the library's country list has it (tests/unit/services/phone-field.test.ts compares). */
export const FIRST_COUNTRY: ShownCountry = { name: "Azerbaijan", iso2: "az", dialCode: "994", format: "(..) ... .. .." };

/** What the field holds before anything is typed: the first country's dial code, as the library prefills it. */
export const PREFILLED = `+${FIRST_COUNTRY.dialCode} `;

/** The country's name in the reader's language (Intl), or the library's English one. */
export function countryName(country: ShownCountry, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country.iso2.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}
