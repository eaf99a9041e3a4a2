import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { calibrationRuns, choices, itemFlags, itemParamHistory, itemParams, type CalibrationDetails, type FlagEvidence } from "#db/schema";
import { MIN_RESPONSES } from "#grading/irt-calibrate";
import { runTestCalibration, type RunOutcome } from "#grading/irt-run";
import { loadCalibrationData } from "./calibration-data.server";

/**
 * The calibration run (decision 0035): `npm run calibrate`, and the function a scheduled job calls
 * (`runCalibration(db)`; the job queue registers it at merge). One run at a time: the run holds a PostgreSQL
 * transaction-level advisory lock (pg_try_advisory_xact_lock) for its whole transaction; a second run meanwhile
 * returns "busy" at once and records nothing. A run with too little data changes nothing and records why.
 */
export const CALIBRATION_LOCK = 280_028;

export type CalibrationSummary =
  | { status: "busy"; message: string }
  | { status: "skipped" | "done"; runId: number; message: string; itemsChanged: number; flagged: number; details: CalibrationDetails };

export async function runCalibration(db: Db, opts: { minResponses?: number } = {}): Promise<CalibrationSummary> {
  const minResponses = opts.minResponses ?? MIN_RESPONSES;
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CALIBRATION_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return { status: "busy", message: "Another calibration run is in progress." };
    const [run] = await tx.insert(calibrationRuns).values({}).returning({ id: calibrationRuns.id });
    const runId = run!.id;
    const data = await loadCalibrationData(tx);
    const responses = data.verbal.persons.concat(data.math.persons).reduce((n, p) => n + p.length, 0);
    const counts = (["verbal", "math"] as const).flatMap((t) => {
      const n = new Array<number>(data[t].items.length).fill(0);
      for (const p of data[t].persons) for (const r of p) n[r.item]!++;
      return n;
    });
    const most = counts.length ? Math.max(...counts) : 0;
    await writePriors(tx, data.verbal.items.concat(data.math.items));
    if (most < minResponses) {
      const message = `Too little data: the most-answered item has ${most} responses; an item leaves its prior only with ${minResponses}. Nothing changed.`;
      const details: CalibrationDetails = { tests: [] };
      await tx.update(calibrationRuns).set({ status: "skipped", message, responses, finishedAt: new Date(), details }).where(eq(calibrationRuns.id, runId));
      return { status: "skipped", runId, message, itemsChanged: 0, flagged: 0, details };
    }
    const details: CalibrationDetails = { tests: [] };
    let itemsChanged = 0;
    let flagged = 0;
    for (const test of ["verbal", "math"] as const) {
      const { items, persons } = data[test];
      if (!persons.length) continue;
      const outcome = runTestCalibration(items, persons, minResponses);
      itemsChanged += await writeParams(tx, runId, outcome);
      const f = await writeFlags(tx, runId, outcome, new Map(items.map((i) => [i.id, i.key])));
      flagged += f;
      const free = outcome.items.filter((i) => i.next || i.refused);
      details.tests.push({
        test,
        persons: outcome.persons,
        responses: outcome.responses,
        items: items.length,
        freeItems: outcome.freeItems,
        iterations: outcome.iterations,
        converged: outcome.converged,
        logLik: outcome.logLik,
        meanFit: free.length ? free.reduce((s, i) => s + i.fit, 0) / free.length : null,
        link: outcome.link,
        drift: outcome.drift,
        refused: outcome.items.filter((i) => i.refused).map((i) => ({ questionId: i.id, params: i.refused!.params, bad: i.refused!.bad })),
        flagged: f,
      });
    }
    const message = `Calibrated ${itemsChanged} items from ${responses} responses; ${flagged} flagged for review.`;
    await tx
      .update(calibrationRuns)
      .set({ status: "done", message, itemsChanged, responses, finishedAt: new Date(), details })
      .where(eq(calibrationRuns.id, runId));
    return { status: "done", runId, message, itemsChanged, flagged, details };
  });
}

/** Every seen item without stored parameters gets its prior as a row (source "prior"), with its history. */
async function writePriors(tx: Tx, items: { id: number; current: { a: number; b: number; c: number }; source: string }[]) {
  const existing = new Set(
    (
      await tx
        .select({ id: itemParams.questionId })
        .from(itemParams)
        .where(
          inArray(
            itemParams.questionId,
            items.map((i) => i.id),
          ),
        )
    ).map((r) => r.id),
  );
  const fresh = items.filter((i) => !existing.has(i.id));
  if (!fresh.length) return;
  await tx.insert(itemParams).values(fresh.map((i) => ({ questionId: i.id, ...i.current, source: "prior" as const })));
  await tx.insert(itemParamHistory).values(fresh.map((i) => ({ questionId: i.id, ...i.current, source: "prior" as const })));
}

async function writeParams(tx: Tx, runId: number, outcome: RunOutcome) {
  const now = new Date();
  let n = 0;
  for (const item of outcome.items) {
    if (!item.next) continue;
    const values = { ...item.next, source: "calibrated" as const, responses: item.responses, fit: item.fit, runId, setById: null, updatedAt: now };
    await tx.update(itemParams).set(values).where(eq(itemParams.questionId, item.id));
    await tx.insert(itemParamHistory).values({ questionId: item.id, ...item.next, source: "calibrated", responses: item.responses, runId });
    n++;
  }
  return n;
}

async function writeFlags(tx: Tx, runId: number, outcome: RunOutcome, keys: Map<number, number | null>) {
  const hits = outcome.items.filter((i) => i.check.reasons.length);
  if (!hits.length) return 0;
  const open = new Set(
    (
      await tx
        .select({ id: itemFlags.questionId })
        .from(itemFlags)
        .where(
          and(
            inArray(
              itemFlags.questionId,
              hits.map((h) => h.id),
            ),
            eq(itemFlags.status, "open"),
          ),
        )
    ).map((r) => r.id),
  );
  const positions = new Map(
    (
      await tx
        .select({ id: choices.id, position: choices.position })
        .from(choices)
        .where(
          inArray(
            choices.questionId,
            hits.map((h) => h.id),
          ),
        )
    ).map((c) => [c.id, c.position + 1]),
  );
  let n = 0;
  for (const h of hits) {
    if (open.has(h.id)) continue;
    const s = h.check.strong;
    const evidence: FlagEvidence = {
      responses: h.check.responses,
      shareCorrect: h.check.shareCorrect,
      pointBiserial: h.check.pointBiserial,
      fit: h.fit,
      strong: s
        ? {
            keyPosition: positions.get(keys.get(h.id) ?? 0) ?? 0,
            counts: Object.entries(s.choices).map(([id, count]) => ({ position: positions.get(Number(id)) ?? 0, count })),
          }
        : null,
    };
    await tx.insert(itemFlags).values({ questionId: h.id, runId, reasons: h.check.reasons, evidence });
    n++;
  }
  return n;
}
