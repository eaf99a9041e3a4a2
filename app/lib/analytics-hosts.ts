/** Google Analytics 4's tag and where it sends hits: what the CSP opens when a measurement id is configured. */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";
export const ANALYTICS_CSP = {
  script: [GTAG_ORIGIN],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", GTAG_ORIGIN],
  img: ["https://*.google-analytics.com", GTAG_ORIGIN],
} as const;

/** The tag's address for a measurement id (G-XXXXXXX). */
export const gtagSrc = (id: string) => `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;

/** A GA4 measurement id: "G-" and letters or digits. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
