import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the client build, `import … from "react-i18next"` resolves to app/lib/i18n-browser.tsx: the browser's
 * small translator (issue 30), so i18next's runtime (15 KB gzipped on every page) stays on the server,
 * which renders the pages with it. Components keep importing `useTranslation` and `Trans` from
 * react-i18next; the server build and the tests get the real one.
 */
export function i18nBrowser(): Plugin {
  const shim = path.resolve(import.meta.dirname, "../app/lib/i18n-browser.tsx");
  return {
    name: "sat:i18n-browser",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (source !== "react-i18next" || options?.ssr || this.environment?.config.consumer === "server") return null;
      return shim;
    },
  };
}
