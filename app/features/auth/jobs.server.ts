import { defineJob } from "~/lib/jobs.server";
import { deleteExpiredAuthRows } from "./cleanup.server";

/** Every hour at :17, on one instance: expired sessions, refresh tokens and e-mail links go. */
export const expiredAuthRowsJob = defineJob({ name: "auth.expired-sessions", schedule: "17 * * * *", run: () => deleteExpiredAuthRows() });
