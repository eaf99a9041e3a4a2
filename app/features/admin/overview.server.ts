import { countAwaitingReview } from "~/features/authoring/bank.server";
import { countReportedItems } from "~/features/forum/reports.server";
import { countNewRequests } from "~/features/services/inbox.server";
import { listOutbox, mailMode } from "~/lib/mail.server";

const MAX_COUNTED = 1000;

/** What waits for the staff, for the back office's first page: one figure per section, and where to act on it. */
export async function backOfficeOverview(me: number) {
  const [review, reports, requests, outbox] = await Promise.all([countAwaitingReview(me), countReportedItems(), countNewRequests(), listOutbox(MAX_COUNTED)]);
  return { review, reports, requests, outbox: outbox.length, mailDelivered: mailMode().kind === "smtp" };
}

export type BackOfficeOverview = Awaited<ReturnType<typeof backOfficeOverview>>;
