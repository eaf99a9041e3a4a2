import { describe, expect, test } from "vitest";
import { formatMoney } from "../../../app/lib/format";

describe("formatMoney: one text on the server and in every browser", () => {
  test.each([
    [89, "USD", "en", "$89"],
    [1068, "USD", "en", "$1,068"],
    [89, "USD", "az", "89\u00a0$"],
    [1068, "USD", "az", "1.068\u00a0$"],
    [1068, "USD", "ru", "1\u00a0068\u00a0$"],
    [350, "AZN", "en-US", "AZN\u00a0350"],
    [199.5, "AZN", "az-AZ", "199,50\u00a0AZN"],
    [199.5, "AZN", "en", "AZN\u00a0199.50"],
  ])("%s %s in %s is %j", (amount, currency, lng, text) => {
    expect(formatMoney(amount, currency, lng)).toBe(text);
  });
});
