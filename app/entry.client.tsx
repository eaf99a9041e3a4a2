import i18next, { type ResourceLanguage } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { FALLBACK_LANGUAGE, isLanguage, NAMESPACES, SUPPORTED_LANGUAGES } from "~/lib/i18n";

/** Loads the page's language from /locales/{lng}/{ns}.json, with retries, before hydrating. */
async function loadNamespace(lng: string, ns: string, attempt = 0): Promise<[string, ResourceLanguage]> {
  try {
    const res = await fetch(`/locales/${lng}/${ns}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return [ns, await res.json()];
  } catch (error) {
    if (attempt >= 5) throw error;
    await new Promise((r) => setTimeout(r, 350 * 2 ** attempt));
    return loadNamespace(lng, ns, attempt + 1);
  }
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
  const bundles = await Promise.all(NAMESPACES.map((ns) => loadNamespace(lng, ns)));
  await i18next.use(initReactI18next).init({
    lng,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources: { [lng]: Object.fromEntries(bundles) },
    interpolation: { escapeValue: false },
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

hydrate();
