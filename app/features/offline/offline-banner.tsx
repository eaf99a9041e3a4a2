import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useOnline } from "./use-online";

/**
 * The honest offline banner: shown on every page while the browser has no network. The page under it is
 * the copy this device kept from the last visit (the service worker's cache), so it may be out of date, and
 * what needs the server waits. Its words are in `common`, which every page carries inline. The full-screen
 * test screens (an exam, a practice set, a downloaded test) say how answers are kept in their own bar instead.
 */
const FULL_SCREEN = /^\/(exams\/session|offline\/take|practice)\//;

export function OfflineBanner() {
  const { t } = useTranslation("common");
  const online = useOnline();
  const { pathname } = useLocation();
  if (online || FULL_SCREEN.test(pathname)) return null;
  return (
    <div role="status" className="sticky top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 shadow-sm" data-testid="offline-banner">
      <strong className="font-semibold">{t("offline.banner.title")}</strong> {t("offline.banner.text")}
    </div>
  );
}
