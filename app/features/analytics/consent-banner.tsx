import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useAnalytics } from "./analytics-context";
import { ConsentBannerView } from "./consent-banner-view";
import { isUntrackedPath } from "./paths";

/**
 * The cookie banner (only with a measurement id) while the visitor has not answered or "Cookie settings"
 * opened it again (consent-banner-view.tsx). Not shown on untracked pages (an exam in progress).
 */
export function ConsentBanner() {
  const { bannerOpen } = useAnalytics();
  const { pathname } = useLocation();
  if (!bannerOpen || isUntrackedPath(pathname)) return null;
  return <ConsentBannerView />;
}

/** "Cookie settings": opens the banner again to change the choice (footer, Cookie Policy); nothing without analytics. */
export function CookieSettingsButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { id, openSettings } = useAnalytics();
  if (!id) return null;
  return (
    <button type="button" onClick={(e) => openSettings(e.currentTarget)} className={className} data-testid="cookie-settings">
      {t("cookieBanner.settings")}
    </button>
  );
}
