import { describe, expect, it } from "vitest";
import { defaultCountries, parseCountry } from "react-international-phone";
import { phoneExample } from "~/features/services/phone";

const country = (iso2: string) => parseCountry(defaultCountries.find((c) => c[1] === iso2)!);

describe("the phone field's placeholder follows the chosen flag (issue 27: a US number under the Azerbaijani flag)", () => {
  it("shows a number in the country's own format", () => {
    const az = country("az");
    expect(phoneExample(az.dialCode, az.format)).toBe("+994 (12) 345 67 89");
    const us = country("us");
    expect(phoneExample(us.dialCode, us.format)).toMatch(/^\+1 \(123\) 456-789\d$/);
    expect(phoneExample("999", undefined)).toBe("+999 1234567891");
  });

  it("the example has the shape of a number, never more than 15 digits", () => {
    for (const c of defaultCountries.map(parseCountry)) {
      const example = phoneExample(c.dialCode, c.format);
      expect(example.replace(/\D/g, "").length).toBeLessThanOrEqual(16);
      expect(example).toMatch(/^\+\d+ [\d\s().-]+$/);
    }
  });
});
