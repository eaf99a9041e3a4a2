export { AnalyticsProvider, useAnalytics, type AnalyticsConfig } from "./analytics-context";
export { AnalyticsTag } from "./analytics-tag";
export { ConsentBanner, CookieSettingsButton } from "./consent-banner";
export { isUntrackedPath, UNTRACKED_PREFIXES } from "./paths";
export { CONSENT_COOKIE, consentFromCookies } from "./consent";
