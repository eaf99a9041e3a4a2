/** The offline app (issue 33): the service worker's registration, the offline banner, downloaded tests taken without a network. */
export { registerServiceWorker, forgetCachedPages } from "./register-sw";
export { OfflineBanner } from "./offline-banner";
export { useOnline } from "./use-online";
export { OfflineDownload } from "./download-button";
