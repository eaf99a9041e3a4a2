import { countAwaitingReview } from "~/features/authoring/index.server";
import { countReportedItems } from "~/features/forum/index.server";
import { countNewRequests } from "~/features/services/index.server";
import { listOutbox, mailMode } from "~/lib/mail.server";

const MAX_COUNTED = 1000;

/** What waits for the staff, for the back office's first page: one figure per section, and where to act on it. */
export async function backOfficeOverview(me: number) {
  const [review, reports, requests, outbox] = await Promise.all([countAwaitingReview(me), countReportedItems(), countNewRequests(), listOutbox(MAX_COUNTED)]);
  return { review, reports, requests, outbox: outbox.length, mailDelivered: mailMode().kind === "smtp" };
}

export type BackOfficeOverview = Awaited<ReturnType<typeof backOfficeOverview>>;
