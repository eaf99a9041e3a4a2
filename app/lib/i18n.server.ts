import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { createCookie } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, NAMESPACES, SUPPORTED_LANGUAGES, type Language } from "./i18n";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", { eager: true });

/** All translations, {lng: {ns: {...}}}, read from app/locales at build time. */
export const resources: Resource = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lng, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
  (resources[lng!] ??= {})[ns!] = mod.default;
}

export const languageCookie = createCookie(LANGUAGE_COOKIE, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365, httpOnly: false });

const i18nextOptions = {
  resources,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  showSupportNotice: false,
};

/** Detects the language (?lng=, then the cookie, then Accept-Language, then az) and gives each request its i18next. */
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: i18nextOptions,
});

const instances = new Map<Language, I18n>();

/** A ready i18next fixed to one language, for code outside a request's middleware (API, emails). */
export async function i18nFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance(i18nextOptions);
    await instance.init({ lng });
    instances.set(lng, instance);
  }
  return instance;
}

/** Translates a message key when it is one, else returns the text as it is. */
export function translateMessage(i18n: I18n, message: string): string {
  return i18n.exists(message) ? i18n.t(message) : message;
}

/** The REST API's language: ?lng=, then Accept-Language, else English (API clients are programs). */
export function apiLanguage(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get("lng");
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.headers.get("accept-language") ?? "";
  for (const part of header.split(",")) {
    const code = part.split(";")[0]!.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return "en";
}
