import { describe, expect, it } from "vitest";
import { getShortestPaths } from "xstate/graph";
import {
  LIFECYCLE_STATES,
  lifecycleEntitlement,
  lifecycleName,
  lifecycleValue,
  resumeLifecycle,
  stepLifecycle,
  subscriptionLifecycle,
  type LifecycleEvent,
  type LifecycleState,
} from "#machines/subscription-lifecycle";
import { allTransitions } from "../../setup/machine-coverage";
import { walkPath } from "../../setup/walk-machine";

const DAY = 24 * 60 * 60 * 1000;
const graceMs = 7 * DAY;
const T0 = Date.UTC(2030, 0, 1);
const LATE = T0 + graceMs + 1;

// Every status Stripe has, at the start and once the grace period is over, and the clock.
const STATUSES = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"];
const events: LifecycleEvent[] = [
  ...STATUSES.map((status) => ({ type: "SYNC" as const, status, cancelAtPeriodEnd: false, at: T0 })),
  { type: "SYNC", status: "active", cancelAtPeriodEnd: true, at: T0 },
  { type: "SYNC", status: "trialing", cancelAtPeriodEnd: true, at: T0 },
  { type: "SYNC", status: "past_due", cancelAtPeriodEnd: false, at: LATE },
  { type: "TICK", at: T0 + DAY },
  { type: "TICK", at: LATE },
];

type Model = { state: LifecycleState; pastDueSince: number | null };

/**
 * The rule written out independently of the machine: the status Stripe reports picks the state; past
 * due keeps Premium for the grace period counted from when it was first seen; canceled is for good.
 */
function expected(m: Model, e: LifecycleEvent): Model {
  if (m.state === "ended") return m;
  if (e.type === "TICK") return m.state === "pastDue" && m.pastDueSince! + graceMs <= e.at ? { ...m, state: "suspended" } : m;
  const live = e.status === "active" || e.status === "trialing";
  if (e.status === "canceled" || e.status === "incomplete_expired") return { ...m, state: "ended" };
  if (live) return { state: e.cancelAtPeriodEnd ? "canceling" : "active", pastDueSince: null };
  if (e.status === "past_due") {
    const since = m.pastDueSince ?? e.at;
    return { state: since + graceMs <= e.at ? "suspended" : "pastDue", pastDueSince: since };
  }
  if (e.status === "unpaid") return { ...m, state: "unpaid" };
  if (e.status === "paused") return { state: "paused", pastDueSince: null };
  return { ...m, state: "pending" };
}
const ENTITLED: LifecycleState[] = ["active", "canceling", "pastDue"];

const taken = new Set<string>();
// A state is told apart by the event that led to it, so every transition gets its own shortest path.
const paths = getShortestPaths(subscriptionLifecycle, {
  input: { graceMs },
  events: events as never,
  serializeState: (s, e, prev) => JSON.stringify([s.value, s.context.pastDueSince, prev?.value, e && JSON.stringify(e)]),
});

describe("subscription lifecycle statechart (model-based)", () => {
  it("has paths to every state", () => {
    expect(new Set(paths.map((p) => lifecycleName(p.state.value)))).toEqual(new Set(LIFECYCLE_STATES));
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((s) => s.event as LifecycleEvent);
    const label = steps
      .map((e) =>
        e.type === "TICK" ? `TICK(${e.at === LATE ? "late" : "soon"})` : `${e.status}${e.cancelAtPeriodEnd ? "+cancel" : ""}${e.at === LATE ? "(late)" : ""}`,
      )
      .join(" → ");
    it(`walks ${label || "(start)"} to ${lifecycleName(path.state.value)}`, async () => {
      const end = await walkPath(subscriptionLifecycle, path, { input: { graceMs }, promiseActors: [], taken });
      const model = steps.reduce(expected, { state: "pending", pastDueSince: null } as Model);
      expect(end.value).toEqual(lifecycleValue(model.state));
      expect(end.context.pastDueSince).toBe(model.pastDueSince);
      expect(end.hasTag("entitled")).toBe(ENTITLED.includes(model.state));
    });
  }

  it("took every transition of the machine", () => {
    const missing = [...allTransitions(subscriptionLifecycle)].filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
    // SYNC: 8 guarded targets from the open states; TICK in pastDue.
    expect(allTransitions(subscriptionLifecycle).size).toBe(9);
  });

  it("gives every stored state the same answer as the rule, for every event (what the app runs)", () => {
    for (const state of LIFECYCLE_STATES) {
      for (const pastDueSince of state === "pastDue" || state === "suspended" || state === "unpaid" ? [T0] : [null]) {
        for (const event of events) {
          const got = stepLifecycle(resumeLifecycle({ state, pastDueSince, graceMs }), event);
          const want = expected({ state, pastDueSince }, event);
          expect({ state, event, got: got.state, since: got.pastDueSince }).toEqual({ state, event, got: want.state, since: want.pastDueSince });
          expect(got.entitled).toBe(ENTITLED.includes(want.state));
        }
      }
    }
  });

  it("keeps a past-due subscription premium until the grace period ends, and says until when", () => {
    expect(lifecycleEntitlement("pastDue", T0, graceMs, T0 + DAY)).toEqual({ entitled: true, until: T0 + graceMs });
    expect(lifecycleEntitlement("pastDue", T0, graceMs, T0 + graceMs)).toEqual({ entitled: false, until: null });
    expect(lifecycleEntitlement("active", null, graceMs, LATE)).toEqual({ entitled: true, until: null });
    expect(lifecycleEntitlement("canceling", null, graceMs, LATE)).toEqual({ entitled: true, until: null });
    for (const state of ["pending", "suspended", "unpaid", "paused", "ended"] as const)
      expect(lifecycleEntitlement(state, T0, graceMs, T0).entitled).toBe(false);
  });
});
