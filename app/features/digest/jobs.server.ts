import { defineJob } from "~/lib/jobs.server";
import { deliverDigests, planWeeklyDigests } from "./deliveries.server";

/**
 * The weekly digest on the app's one queue (decisions 0037, 0053). Mondays at 06:00 UTC pg-boss makes
 * one `digest.weekly` job across all instances; it writes the week's messages as pending rows and queues
 * one `digest.send` per student, which any instance may take. A failed send is retried by pg-boss and
 * sends only what is still pending.
 */
export const DIGEST_SEND = "digest.send";

export const weeklyDigestJob = defineJob({
  name: "digest.weekly",
  schedule: "0 6 * * 1",
  run: async (_data, jobs) => {
    const { week, students } = await planWeeklyDigests();
    for (const studentId of students) await jobs.send(DIGEST_SEND, { studentId, week });
    return { week, students: students.length };
  },
});

export const digestSendJob = defineJob<{ studentId: number; week: string }>({
  name: DIGEST_SEND,
  retryLimit: 5,
  run: ({ studentId, week }) => deliverDigests(studentId, week),
});
