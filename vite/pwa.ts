import { VitePWA } from "vite-plugin-pwa";

/**
 * The installable app (issue 33, decision 0055): the web app manifest and a Workbox service worker
 * generated into the client build (`build/client/sw.js`; React Router's client build is the one Vite build
 * that is not SSR, so the plugin runs there only). The page registers it itself (app/features/offline/
 * register-sw.ts), in a production build only: the dev server and vitest never see a worker.
 *
 * - Precached: the client build's scripts, styles and fonts (every route's chunk, KaTeX's fonts, the
 *   calculator and reference sheet chunks) and the icons: what a downloaded test needs to run offline.
 * - Pages (navigations) and their `.data` answers: network first, the last copy kept for offline. No
 *   SPA fallback: a page never visited is not pretended to exist (the offline page says so instead).
 * - Translations: stale while revalidate.
 * The API, sign-out and the service worker's own files are never cached.
 */
export function pwa() {
  return VitePWA({
    strategies: "generateSW",
    injectRegister: false,
    registerType: "autoUpdate",
    includeAssets: ["favicon.svg", "icons/*.png"],
    manifest: {
      id: "/",
      name: "SAT Lingo",
      short_name: "SAT Lingo",
      description: "Digital SAT practice: timed adaptive tests, also without a network.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#f8fafc",
      theme_color: "#2753e0",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["assets/**/*.{js,css,woff2}", "favicon.svg", "icons/*.png"],
      // The calculator's chunk (mathjs) is the largest file.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/auth/logout"),
          handler: "NetworkFirst",
          options: {
            cacheName: "pages",
            // The offline exam page is one shell whatever download it opens.
            matchOptions: { ignoreSearch: false },
            expiration: { maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request, url }) => request.method === "GET" && url.pathname.endsWith(".data") && !url.pathname.startsWith("/api/"),
          handler: "NetworkFirst",
          options: { cacheName: "page-data", expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith("/locales/"),
          handler: "StaleWhileRevalidate",
          options: { cacheName: "locales", cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}
