// npm run calibrate: one calibration run of the item parameters from every recorded exam answer (decision 0035).
// The same function, runCalibration(db), is what the app's scheduled job calls.
import { closeDb, getDb } from "#db/client";
import { runCalibration } from "./calibration.server";

try {
  const started = performance.now();
  const result = await runCalibration(await getDb());
  console.log(`${result.status}: ${result.message}`);
  if (result.status !== "busy") {
    for (const t of result.details.tests) {
      console.log(
        `  ${t.test}: ${t.persons} students, ${t.responses} responses, ${t.freeItems}/${t.items} items calibrated, ${t.iterations} EM cycles` +
          `${t.converged ? "" : " (not converged)"}, mean fit ${t.meanFit?.toFixed(3) ?? "-"}, drift ${t.drift ? `b ${t.drift.b.toFixed(3)} a ${t.drift.a.toFixed(3)}` : "-"}, ` +
          `link ${t.link ? `A ${t.link.A.toFixed(3)} B ${t.link.B.toFixed(3)} (${t.link.anchors} anchors)` : "none"}, ${t.refused.length} refused, ${t.flagged} flagged`,
      );
    }
  }
  console.log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await closeDb();
}
