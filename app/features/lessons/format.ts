/** 83 → "1:23", 3723 → "1:02:03": the player's own style of time. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** Whole minutes for a lesson's length (at least 1). */
export const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** "2, 3 and 5" in the page's language (Intl.ListFormat). */
export function listOf(items: (string | number)[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items.map(String));
}
