import { calibrate, MIN_RESPONSES, type CalPerson } from "./irt-calibrate";
import { checkItem, type ItemCheck } from "./irt-item-checks";
import { applyLink, meanSigma, type Link } from "./irt-linking";
import { outOfBounds, type ItemParams, type ItemPrior, type ItemType } from "./irt-model";

/**
 * One calibration of one test (Reading and Writing or Math), from data to decisions (decision 0035): MML-EM,
 * mean/sigma linking on the items calibrated before, sane bounds, and the key checks. Pure: the service
 * (app/features/irt/calibration.server.ts) reads and writes the database around it, the simulation calls it
 * directly.
 */
export type RunItem = {
  id: number;
  type: ItemType;
  prior: ItemPrior;
  current: ItemParams;
  source: "prior" | "calibrated" | "teacher";
  /** The key's choice id (SC), null for OE. */
  key: number | null;
};
export type RunResponse = { item: number; correct: boolean; choice: number | null };

export type RunItemOutcome = {
  id: number;
  responses: number;
  /** New parameters to write (null: unchanged, too few responses or a teacher's values). */
  next: ItemParams | null;
  /** Estimated but outside the sane bounds: refused, the old values stay. */
  refused: { params: ItemParams; bad: string[] } | null;
  fit: number;
  check: ItemCheck;
};
export type RunOutcome = {
  items: RunItemOutcome[];
  persons: number;
  responses: number;
  freeItems: number;
  iterations: number;
  converged: boolean;
  logLik: number;
  link: Link | null;
  drift: { b: number; a: number } | null;
};

export function runTestCalibration(items: RunItem[], persons: RunResponse[][], minResponses = MIN_RESPONSES): RunOutcome {
  const calPersons: CalPerson[] = persons.map((p) => p.map((r) => ({ item: r.item, correct: r.correct })));
  const result = calibrate(
    items.map((it) => ({ type: it.type, prior: it.prior, current: it.current, fixed: it.source === "teacher" })),
    calPersons,
    { minResponses },
  );
  // Linking: the items calibrated in an earlier run are the anchors (their old values are on the scale).
  const anchors = items.map((it, j) => ({ it, r: result.items[j]! })).filter(({ it, r }) => r.free && it.source === "calibrated");
  const link = meanSigma(
    anchors.map(({ it }) => it.current.b),
    anchors.map(({ r }) => r.params.b),
  );
  const byItem = items.map(() => [] as { theta: number; correct: boolean; choice: number | null }[]);
  persons.forEach((p, i) => {
    for (const r of p) byItem[r.item]!.push({ theta: result.theta[i]!, correct: r.correct, choice: r.choice });
  });
  let dB = 0;
  let dA = 0;
  let changed = 0;
  const outcomes = items.map((it, j): RunItemOutcome => {
    const r = result.items[j]!;
    let next: ItemParams | null = null;
    let refused: RunItemOutcome["refused"] = null;
    if (r.free) {
      const linked = applyLink(r.params, link);
      const bad = outOfBounds(linked, it.type);
      if (bad.length) refused = { params: linked, bad };
      else {
        next = linked;
        dB += Math.abs(linked.b - it.current.b);
        dA += Math.abs(linked.a - it.current.a);
        changed++;
      }
    }
    return { id: it.id, responses: r.responses, next, refused, fit: r.rmsd, check: checkItem(byItem[j]!, it.key, r.free ? r.rmsd : null) };
  });
  return {
    items: outcomes,
    persons: persons.length,
    responses: persons.reduce((n, p) => n + p.length, 0),
    freeItems: result.items.filter((r) => r.free).length,
    iterations: result.iterations,
    converged: result.converged,
    logLik: result.logLik,
    link,
    drift: changed ? { b: dB / changed, a: dA / changed } : null,
  };
}
