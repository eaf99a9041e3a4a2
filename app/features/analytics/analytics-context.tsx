import { createContext, useCallback, useContext, useMemo, useRef, useState, type RefObject } from "react";
import { consentCookie, type Consent } from "./consent";
import { clearGaCookies, setGtagDisabled } from "./gtag";

/** What the root loader says: the measurement id (null = analytics off) and the visitor's stored answer. */
export type AnalyticsConfig = { id: string | null; consent: Consent | null };

type AnalyticsState = AnalyticsConfig & {
  /** The banner is showing: no answer yet, or "Cookie settings" opened it again. */
  bannerOpen: boolean;
  choose: (consent: Consent) => void;
  /** Opens the banner again; `from` (the "Cookie settings" button) gets focus back after the choice. */
  openSettings: (from?: HTMLElement | null) => void;
  opener: RefObject<HTMLElement | null>;
};

const AnalyticsContext = createContext<AnalyticsState>({
  id: null,
  consent: null,
  bannerOpen: false,
  choose: () => {},
  openSettings: () => {},
  opener: { current: null },
});

export const useAnalytics = () => useContext(AnalyticsContext);

/** Holds the visitor's choice for the page's lifetime; a choice is written to the consent cookie at once. */
export function AnalyticsProvider({ config, children }: { config: AnalyticsConfig; children: React.ReactNode }) {
  const [consent, setConsent] = useState<Consent | null>(config.consent);
  const [reopened, setReopened] = useState(false);
  const { id } = config;
  const choose = useCallback(
    (choice: Consent) => {
      document.cookie = consentCookie(choice, window.location.protocol === "https:");
      setConsent(choice);
      setReopened(false);
      if (choice === "denied" && id) {
        setGtagDisabled(id, true);
        clearGaCookies();
      }
    },
    [id],
  );
  const opener = useRef<HTMLElement | null>(null);
  const openSettings = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setReopened(true);
  }, []);
  const value = useMemo(
    () => ({ id, consent, bannerOpen: Boolean(id) && (consent === null || reopened), choose, openSettings, opener }),
    [id, consent, reopened, choose, openSettings],
  );
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}
