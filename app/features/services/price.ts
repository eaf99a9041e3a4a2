import type { TFunction } from "i18next";
import type { Price } from "./catalogue.server";

/**
 * "40 ₼ per lesson", "On request": formatted where the page is rendered on the server (the loader),
 * so the browser shows the same text it hydrates.
 */
export function formatPrice(price: Price, locale: string, t: TFunction): string {
  if (!price) return t("services:price.onRequest");
  const amount = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: price.currency,
    // "AZN", not "₼": the manat sign is missing from many fonts.
    currencyDisplay: "code",
    maximumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
  }).format(price.amount);
  return t(`services:price.${price.unit}`, { amount });
}
