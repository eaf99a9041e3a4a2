import type { TFunction } from "i18next";
import type { Price } from "./catalogue.server";
import { formatMoney } from "~/lib/format";

/**
 * "40 ₼ per lesson", "On request": formatted where the page is rendered on the server (the loader),
 * so the browser shows the same text it hydrates.
 */
export function formatPrice(price: Price, locale: string, t: TFunction): string {
  if (!price) return t("services:price.onRequest");
  const amount = formatMoney(price.amount, price.currency, locale);
  return t(`services:price.${price.unit}`, { amount });
}
