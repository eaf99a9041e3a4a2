import { data, type RouterContextProvider } from "react-router";
import { HttpError } from "~/lib/http.server";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "~/lib/i18n";
import { getI18n, getLocale } from "~/lib/i18n.server";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page's language and translator (for texts formatted on the server). */
export function pageLanguage(context: Readonly<RouterContextProvider>): { lng: Language; locale: string; t: ReturnType<typeof getI18n>["t"] } {
  const locale = getLocale(context);
  return { lng: isLanguage(locale) ? locale : FALLBACK_LANGUAGE, locale, t: getI18n(context).t };
}

/** A slug from the address; anything that cannot be one is the 404 page. */
export function pageSlug(value: string | undefined): string {
  if (!value || value.length > 60 || !SLUG.test(value)) throw data({ detail: "Not found." }, { status: 404 });
  return value;
}

/** Runs a page's lookup; its HTTP errors (404) become the route's error response. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw data({ detail: error.detail }, { status: error.status });
    throw error;
  }
}
