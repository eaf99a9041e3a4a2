import type { i18n as I18n } from "i18next";

export const BRAND = "SAT Lingo";

/**
 * A page's <title>: "Heading · SAT Lingo" in the reader's language. Loaders build it with the
 * request's i18next (`getI18n(context)`) and return it as `title`; the route's meta reads `data.title`
 * (meta functions have no translator of their own), falling back to the brand alone.
 */
export function pageTitle(i18n: I18n, key: string, options: Record<string, unknown> = {}): string {
  return `${i18n.t(key, options)} · ${BRAND}`;
}
