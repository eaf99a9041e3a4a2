import type { MiddlewareFunction } from "react-router";
import { isLanguage } from "./i18n";
import { languageCookie } from "./i18n.server";

/** Remembers a language chosen with ?lng= (the language switcher) in a cookie. */
export const rememberLanguageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const lng = new URL(request.url).searchParams.get("lng");
  const response = await next();
  if (isLanguage(lng)) response.headers.append("Set-Cookie", await languageCookie.serialize(lng));
  return response;
};
