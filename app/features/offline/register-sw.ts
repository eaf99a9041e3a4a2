/**
 * Registers the service worker of the production build (vite/pwa.ts writes /sw.js into the client build).
 * The dev server and tests of components run without one. A new worker takes over at once (skipWaiting):
 * it only caches, so an old page keeps working with it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Empties the page caches of the worker (sign-out: the next person on this device sees none of them). */
export async function forgetCachedPages() {
  if (typeof caches === "undefined") return;
  await Promise.all(["pages", "page-data"].map((name) => caches.delete(name).catch(() => false)));
}
