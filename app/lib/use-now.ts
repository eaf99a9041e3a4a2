import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` (1 s by default). Starts at `initial` (the
 * server's clock) so the first browser render matches the server's; the timer is cleared on unmount.
 */
export function useNow(initial: number, intervalMs = 1000): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
