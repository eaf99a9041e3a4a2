import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { FALLBACK_LANGUAGE, isLanguage, NAMESPACES } from "~/lib/i18n";
import { BrowserI18n, I18nextProvider } from "~/lib/i18n-browser";
import { readInlineTranslations } from "~/lib/i18n-inline";

/** A namespace from /locales/{lng}/{ns}.json, with retries (the ones the page did not bring, after hydration). */
async function fetchNamespace(lng: string, ns: string, attempt = 0): Promise<Record<string, unknown>> {
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

/**
 * Hydrates with the translations the page carries (only the namespaces its server render used, see
 * app/lib/i18n-inline.tsx): no request before the first paint. The other namespaces load right after, for
 * what only the browser shows (dialogs, menus); components re-render when theirs arrive. The browser's
 * translator is app/lib/i18n-browser.tsx (i18next's runtime stays on the server).
 */
const inline = readInlineTranslations();
const lang = inline?.lng ?? document.documentElement.lang;
const i18n = new BrowserI18n({ lng: isLanguage(lang) ? lang : FALLBACK_LANGUAGE, resources: inline?.resources, load: fetchNamespace });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});

// The rest of the translations, once the page is up.
const later = () => void i18n.loadNamespaces([...NAMESPACES]);
if ("requestIdleCallback" in window) requestIdleCallback(later, { timeout: 2000 });
else setTimeout(later, 200);
