import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { NAMESPACES } from "./i18n";
import { useNonce } from "./nonce";

/**
 * Translations go to the browser inside the page, and only the namespaces the page used (issue 18):
 * no translation request stands between the HTML and the first paint. The server records which
 * namespaces its render asked for (`trackNamespaces`), `InlineTranslations` writes them after the page
 * as JSON; entry.client reads them before hydrating and loads the rest in the background afterwards.
 */
export const INLINE_ID = "i18n-resources";
const USED = Symbol.for("sat-lingo.used-namespaces");
type Tracked = I18n & { [USED]?: Set<string> };

const known = new Set<string>(NAMESPACES);

/** Starts recording the namespaces of every `t` call on this (per-request) instance; "common" is always sent. */
export function trackNamespaces(i18n: I18n) {
  const tracked = i18n as Tracked;
  if (tracked[USED]) return;
  const used = new Set<string>(["common"]);
  tracked[USED] = used;
  const t = i18n.t.bind(i18n);
  const record = (key: unknown, options: unknown) => {
    const ns = (options as { ns?: string | readonly string[] } | undefined)?.ns;
    for (const n of typeof ns === "string" ? [ns] : (ns ?? [])) if (known.has(n)) used.add(n);
    for (const k of Array.isArray(key) ? key : [key]) {
      if (typeof k !== "string") continue;
      const colon = k.indexOf(":");
      if (colon > 0 && known.has(k.slice(0, colon))) used.add(k.slice(0, colon));
    }
  };
  const call = t as unknown as (...a: unknown[]) => unknown;
  i18n.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    record(key, options);
    return call(key, options, ...rest);
  }) as unknown as I18n["t"];
}

/** The JSON the page carries: {lng, resources: {ns: {...}}}, with "<" escaped so it cannot end the script. */
export function inlineJson(i18n: I18n): string {
  const used = (i18n as Tracked)[USED] ?? new Set(NAMESPACES);
  const lng = i18n.language;
  const resources: Record<string, unknown> = {};
  for (const ns of used) {
    const bundle = i18n.getResourceBundle(lng, ns);
    if (bundle) resources[ns] = bundle;
  }
  return JSON.stringify({ lng, resources }).replace(/</g, "\\u003c");
}

/** What the browser found in the page (entry.client reads it once, before hydrating). */
let fromPage: string | null = null;
export function readInlineTranslations(): { lng: string; resources: Record<string, Record<string, unknown>> } | null {
  const el = typeof document === "undefined" ? null : document.getElementById(INLINE_ID);
  fromPage = el?.textContent ?? null;
  return fromPage ? JSON.parse(fromPage) : null;
}

/**
 * Rendered after the page's content in <body>, so on the server it runs once everything above it has
 * asked for its translations; in the browser it renders exactly what the server sent.
 */
export function InlineTranslations() {
  const { i18n } = useTranslation();
  // Data, not code, but it carries the page's nonce like every other inline script.
  const nonce = useNonce();
  const json = typeof document === "undefined" ? inlineJson(i18n) : (fromPage ?? "{}");
  return <script id={INLINE_ID} type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
