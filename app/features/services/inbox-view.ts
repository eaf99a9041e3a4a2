import type { InboxRow } from "./inbox.server";
import { formatPhone } from "./phone";
import { formatUtcDate } from "~/lib/format";

/** An inbox row as the back office shows it: the phone written out, dates formatted on the server (UTC). */
export type InboxItem = InboxRow & { phoneText: string; received: string; lastAsked: string; handled: string | null };

export function inboxItem(r: InboxRow, t: (key: string, options?: Record<string, string>) => string): InboxItem {
  const when = (iso: string) => `${formatUtcDate(t, iso, { time: true })} UTC`;
  return {
    ...r,
    phoneText: formatPhone(r.phone),
    received: when(r.createdAt),
    lastAsked: when(r.lastRequestedAt),
    handled: r.handledAt ? when(r.handledAt) : null,
  };
}
