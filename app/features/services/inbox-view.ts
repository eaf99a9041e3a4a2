import type { InboxRow } from "./inbox.server";
import { formatPhone } from "./phone";

/** An inbox row as the back office shows it: the phone written out, dates formatted on the server (UTC). */
export type InboxItem = InboxRow & { phoneText: string; received: string; lastAsked: string; handled: string | null };

export function inboxItem(r: InboxRow, locale: string): InboxItem {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const when = (iso: string) => `${format.format(new Date(iso))} UTC`;
  return {
    ...r,
    phoneText: formatPhone(r.phone),
    received: when(r.createdAt),
    lastAsked: when(r.lastRequestedAt),
    handled: r.handledAt ? when(r.handledAt) : null,
  };
}
