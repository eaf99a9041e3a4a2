/** Public server-side entry of the digest area: what other areas and the job list may use. */
export { digestSendJob, weeklyDigestJob } from "./jobs.server";
