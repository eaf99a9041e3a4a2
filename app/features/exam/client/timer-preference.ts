/**
 * Whether the student keeps the section timer hidden, in a cookie so the server renders the page with
 * the timer as the student left it (no flash of a clock they chose not to see).
 */
export const TIMER_HIDDEN_COOKIE = "sat_timer_hidden";

export function timerHiddenIn(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${TIMER_HIDDEN_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "");
}

export function readTimerHidden(): boolean {
  return typeof document !== "undefined" && timerHiddenIn(document.cookie);
}

export function writeTimerHidden(hidden: boolean) {
  document.cookie = `${TIMER_HIDDEN_COOKIE}=${hidden ? 1 : 0}; Path=/exams; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}
