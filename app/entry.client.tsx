import i18next, { type BackendModule, type ResourceLanguage } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { FALLBACK_LANGUAGE, isLanguage, NAMESPACES, SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { readInlineTranslations } from "~/lib/i18n-inline";

/** A namespace from /locales/{lng}/{ns}.json, with retries (the ones the page did not bring, after hydration). */
async function fetchNamespace(lng: string, ns: string, attempt = 0): Promise<ResourceLanguage> {
  try {
    const res = await fetch(`/locales/${lng}/${ns}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await res.json();
  } catch (error) {
    if (attempt >= 5) throw error;
    await new Promise((r) => setTimeout(r, 350 * 2 ** attempt));
    return fetchNamespace(lng, ns, attempt + 1);
  }
}

/** i18next's backend: what the page did not bring is fetched when asked for. */
const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, done) {
    fetchNamespace(lng, ns).then(
      (data) => done(null, data),
      (error: Error) => done(error, false),
    );
  },
};

/**
 * Hydrates with the translations the page carries (only the namespaces its server render used, see
 * app/lib/i18n-inline.tsx): no request before the first paint. The other namespaces load right after, for
 * what only the browser shows (dialogs, menus); components re-render when theirs arrive.
 */
async function hydrate() {
  const inline = readInlineTranslations();
  const lang = inline?.lng ?? document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
  await i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: false,
      ns: Object.keys(inline?.resources ?? { common: {} }),
      defaultNS: "common",
      resources: inline ? { [lng]: inline.resources } : undefined,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().then(() => {
  // The rest of the translations, once the page is up.
  const later = () => void i18next.loadNamespaces([...NAMESPACES]);
  if ("requestIdleCallback" in window) requestIdleCallback(later, { timeout: 2000 });
  else setTimeout(later, 200);
});
