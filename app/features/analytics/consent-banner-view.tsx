import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { useAnalytics } from "./analytics-context";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The cookie banner itself (consent-banner.tsx decides when it shows): what analytics is for, a link to the
 * Cookie Policy, Accept and Decline of equal weight. A region first in the page's order, drawn at the
 * bottom, not a modal: the page stays usable. Opened again from "Cookie settings" it takes focus; after a
 * choice, focus goes on to what follows it in the page.
 */
export function ConsentBannerView() {
  const { t } = useTranslation();
  const { bannerOpen, consent, choose, opener } = useAnalytics();
  const ref = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = bannerOpen && consent !== null;
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  if (!bannerOpen) return null;

  const answer = (choice: "granted" | "denied") => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    const next = hadFocus ? (opener.current ?? [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !ref.current?.contains(el))) : undefined;
    opener.current = null;
    choose(choice);
    next?.focus();
  };

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="fixed inset-x-2 bottom-16 z-50 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl md:inset-x-auto md:bottom-4 md:left-4 md:max-w-md"
    >
      <h2 ref={heading} id="cookie-banner-title" tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        {t("cookieBanner.title")}
      </h2>
      <p id="cookie-banner-text" className="text-sm text-slate-700">
        {t("cookieBanner.text")}{" "}
        <Link to="/privacy#cookies" className="font-medium text-brand-700 underline underline-offset-2">
          {t("cookieBanner.policy")}
        </Link>
      </p>
      {consent ? <p className="text-sm text-slate-600">{t(`cookieBanner.current.${consent}`)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("primary", "flex-1")} onClick={() => answer("granted")}>
          {t("cookieBanner.accept")}
        </button>
        <button type="button" className={buttonClass("primary", "flex-1")} onClick={() => answer("denied")}>
          {t("cookieBanner.decline")}
        </button>
      </div>
    </section>
  );
}
