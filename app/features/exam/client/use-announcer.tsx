import { useCallback, useEffect, useState } from "react";

/**
 * Two live regions: polite (where Back and Next went) and assertive (warnings). Each message once; it
 * is emptied after a while, so reading the page later does not meet old news.
 */
export function useAnnouncer() {
  const [polite, setPolite] = useState("");
  const [assertive, setAssertive] = useState("");
  useEffect(() => {
    if (!polite) return;
    const id = setTimeout(() => setPolite(""), 15_000);
    return () => clearTimeout(id);
  }, [polite]);
  useEffect(() => {
    if (!assertive) return;
    const id = setTimeout(() => setAssertive(""), 15_000);
    return () => clearTimeout(id);
  }, [assertive]);
  // The same words twice in a row are still announced: a no-break space makes them a change.
  const next = (prev: string, msg: string) => (prev === msg ? `${msg}\u00a0` : msg);
  return {
    polite: useCallback((msg: string) => setPolite((p) => next(p, msg)), []),
    assertive: useCallback((msg: string) => setAssertive((p) => next(p, msg)), []),
    regions: (
      <>
        <div role="status" className="sr-only" data-testid="announce-polite">
          {polite}
        </div>
        <div role="alert" className="sr-only" data-testid="announce-assertive">
          {assertive}
        </div>
      </>
    ),
  };
}
