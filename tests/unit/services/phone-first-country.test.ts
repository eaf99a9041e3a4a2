import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { defaultCountries, parseCountry, usePhoneInput } from "react-international-phone";
import { describe, expect, it } from "vitest";
import { FIRST_COUNTRY, PREFILLED } from "~/features/services/shown-country";

/** What react-international-phone's hook shows first for a country, as the phone field uses it (phone-parts.tsx). */
function firstShown(iso2: string): string {
  let shown = "";
  function Probe() {
    shown = usePhoneInput({ defaultCountry: iso2, defaultMask: "............" }).inputValue;
    return null;
  }
  renderToString(createElement(Probe));
  return shown;
}

describe("the phone field before react-international-phone has loaded (issue 30)", () => {
  it("shows Azerbaijan as the library's country list has it", () => {
    const az = parseCountry(defaultCountries.find((c) => c[1] === "az")!);
    expect(FIRST_COUNTRY).toEqual({ name: az.name, iso2: az.iso2, dialCode: az.dialCode, format: az.format });
  });

  it("holds the dial code the library prefills", () => {
    expect(PREFILLED).toBe(firstShown(FIRST_COUNTRY.iso2));
  });
});
