import { getDb } from "#db/client";
import { defineJob } from "~/lib/jobs.server";
import { runCalibration } from "./calibration.server";

/**
 * Every night at 02:31 UTC, on one instance: item parameters re-estimated from every recorded response
 * (decision 0035). A run with too little data changes nothing and says why in its record; the
 * calibration's own advisory lock keeps a manual `npm run calibrate` from overlapping it.
 */
export const calibrationJob = defineJob({
  name: "irt.calibration",
  schedule: "31 2 * * *",
  expireInSeconds: 3600,
  run: async () => runCalibration(await getDb()),
});
