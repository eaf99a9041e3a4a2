/**
 * Google's tag in the browser, driven by our code (no inline script): the queue gtag.js reads, the
 * consent and configuration it starts with, and page views we send ourselves, with the path only.
 */
type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

const w = () => window as unknown as GtagWindow;

function gtag(...args: unknown[]) {
  const win = w();
  win.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the queue, not arrays.
  win.gtag ??= function (this: unknown) {
    win.dataLayer!.push(arguments);
  } as Gtag;
  win.gtag(...args);
}

let started: string | null = null;

/**
 * Starts the queue once per page load: analytics storage granted (the visitor accepted), advertising
 * refused, no Google signals, no automatic page view (we send them, path only, where allowed).
 */
export function startGtag(id: string) {
  if (started === id) return;
  started = id;
  gtag("consent", "default", { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  gtag("js", new Date());
  gtag("config", id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
}

/** Google's own switch: while true, the tag sends nothing at all (untracked pages, a withdrawn consent). */
export function setGtagDisabled(id: string, disabled: boolean) {
  w()[`ga-disable-${id}`] = disabled;
}

/** A page view with the path alone: no query string (tokens, searches), no hash. */
export function sendPageView(id: string, pathname: string) {
  gtag("event", "page_view", { send_to: id, page_location: `${window.location.origin}${pathname}`, page_path: pathname, page_title: document.title });
}

/** Removes Google Analytics' own cookies (_ga, _ga_<stream>) when a visitor withdraws consent. */
export function clearGaCookies() {
  const host = window.location.hostname;
  const domains = ["", `; Domain=${host}`, `; Domain=.${host.split(".").slice(-2).join(".")}`];
  for (const part of document.cookie.split(";")) {
    const name = part.trim().split("=")[0] ?? "";
    if (name === "_ga" || name.startsWith("_ga_")) for (const d of domains) document.cookie = `${name}=; Path=/; Max-Age=0${d}`;
  }
}
