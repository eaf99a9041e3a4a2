import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { gtagSrc } from "~/lib/analytics-hosts";
import { useNonce } from "~/lib/nonce";
import { useAnalytics } from "./analytics-context";
import { sendPageView, setGtagDisabled, startGtag } from "./gtag";
import { isUntrackedPath } from "./paths";

/**
 * Google's tag, only with a measurement id and the visitor's consent, and never first loaded on an
 * untracked page (paths.ts). Rendered on the server with the request's nonce when the consent cookie
 * is there; added in the browser right after Accept (the CSP allows its host then). Sends a page view
 * (path only) on each navigation to a tracked page; on untracked pages the tag is switched off.
 */
export function AnalyticsTag() {
  const { id, consent } = useAnalytics();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const untracked = isUntrackedPath(pathname);
  const active = Boolean(id) && consent === "granted";
  // Once on the page a script stays there; it is only switched off (state adjusted while rendering).
  const [loaded, setLoaded] = useState(active && !untracked);
  if (active && !untracked && !loaded) setLoaded(true);

  useEffect(() => {
    if (!id || !loaded) return;
    if (!active || untracked) {
      setGtagDisabled(id, true);
      return;
    }
    startGtag(id);
    setGtagDisabled(id, false);
    sendPageView(id, pathname);
  }, [id, loaded, active, untracked, pathname]);

  if (!id || !loaded) return null;
  return <script async src={gtagSrc(id)} nonce={nonce} data-testid="analytics-tag" />;
}
