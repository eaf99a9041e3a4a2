import { assign, setup, transition, type SnapshotFrom } from "xstate";

/**
 * One Stripe subscription, as far as Premium is concerned. It is fed what Stripe says the
 * subscription is NOW (SYNC, after fetching it: webhooks arrive in any order, so an event's own
 * snapshot is never trusted) and the passing of time (TICK, from the periodic sweep).
 *
 *   open ─────────────────────────────────────────────────────────────────────────────────┐
 *   │                SYNC active|trialing              SYNC cancel_at_period_end           │
 *   │  pending ──────────────────────────► active ◄────────────────────────► canceling     │
 *   │                                       │  ▲                                            │
 *   │                        SYNC past_due  ▼  │ SYNC active (card fixed)                   │
 *   │                                     pastDue ──TICK or SYNC after grace──► suspended   │
 *   │  any open state: SYNC unpaid ─► unpaid · paused ─► paused · incomplete ─► pending     │
 *   └──────────────── SYNC canceled | incomplete_expired ──► ended (final) ◄────────────────┘
 *
 * States tagged `entitled` give Premium: active, canceling (paid until the period ends; Stripe
 * cancels it then) and pastDue, for `graceMs` after the failure was first seen (Stripe retries the
 * card meanwhile). Stripe may move a subscription between any two statuses, so SYNC is handled by the
 * `open` state and the observed status picks the state inside it; `ended` takes no event (Stripe never
 * revives a canceled subscription). Pure, no effects: the app restores a stored state with
 * `resumeLifecycle` and steps it with `stepLifecycle`.
 */
export type LifecycleState = "pending" | "active" | "canceling" | "pastDue" | "suspended" | "unpaid" | "paused" | "ended";
export const LIFECYCLE_STATES: readonly LifecycleState[] = ["pending", "active", "canceling", "pastDue", "suspended", "unpaid", "paused", "ended"];

export type LifecycleEvent =
  /** What Stripe says now; `at` is when we looked (ms since the epoch). */
  { type: "SYNC"; status: string; cancelAtPeriodEnd: boolean; at: number } | { type: "TICK"; at: number };

export type LifecycleContext = { graceMs: number; pastDueSince: number | null };

const isLive = (status: string) => status === "active" || status === "trialing";
const graceOverAt = (context: LifecycleContext, at: number) => (context.pastDueSince ?? at) + context.graceMs <= at;

export const subscriptionLifecycle = setup({
  types: {
    input: {} as { graceMs: number; pastDueSince?: number | null },
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
  },
  guards: {
    ended: ({ event }) => event.type === "SYNC" && (event.status === "canceled" || event.status === "incomplete_expired"),
    renewing: ({ event }) => event.type === "SYNC" && isLive(event.status) && !event.cancelAtPeriodEnd,
    cancelingAtPeriodEnd: ({ event }) => event.type === "SYNC" && isLive(event.status) && event.cancelAtPeriodEnd,
    pastDueAfterGrace: ({ context, event }) => event.type === "SYNC" && event.status === "past_due" && graceOverAt(context, event.at),
    pastDue: ({ event }) => event.type === "SYNC" && event.status === "past_due",
    unpaid: ({ event }) => event.type === "SYNC" && event.status === "unpaid",
    paused: ({ event }) => event.type === "SYNC" && event.status === "paused",
    graceOver: ({ context, event }) => graceOverAt(context, event.at),
  },
  actions: {
    /** The grace period counts from the first time the subscription was seen past due. */
    notePastDue: assign({ pastDueSince: ({ context, event }) => context.pastDueSince ?? event.at }),
    clearPastDue: assign({ pastDueSince: () => null }),
  },
}).createMachine({
  id: "subscriptionLifecycle",
  context: ({ input }) => ({ graceMs: input.graceMs, pastDueSince: input.pastDueSince ?? null }),
  initial: "open",
  states: {
    // Every state Stripe can still move the subscription out of.
    open: {
      initial: "pending",
      on: {
        SYNC: [
          { guard: "ended", target: "ended" },
          { guard: "renewing", target: ".active", actions: "clearPastDue" },
          { guard: "cancelingAtPeriodEnd", target: ".canceling", actions: "clearPastDue" },
          { guard: "pastDueAfterGrace", target: ".suspended", actions: "notePastDue" },
          { guard: "pastDue", target: ".pastDue", actions: "notePastDue" },
          { guard: "unpaid", target: ".unpaid" },
          { guard: "paused", target: ".paused", actions: "clearPastDue" },
          // incomplete (the first payment is still being made), or a status Stripe adds later.
          { target: ".pending" },
        ],
      },
      states: {
        pending: {},
        active: { tags: ["entitled"] },
        canceling: { tags: ["entitled"] },
        pastDue: {
          tags: ["entitled"],
          on: { TICK: { guard: "graceOver", target: "suspended" } },
        },
        suspended: {},
        unpaid: {},
        paused: {},
      },
    },
    // Canceled or expired: Stripe never revives a subscription, a new one has a new id.
    ended: { type: "final" },
  },
});

/** The statechart's value of a stored state name, and back. */
export const lifecycleValue = (state: LifecycleState) => (state === "ended" ? "ended" : { open: state });
export function lifecycleName(value: unknown): LifecycleState {
  return value === "ended" ? "ended" : (value as { open: LifecycleState }).open;
}

export type LifecycleSnapshot = SnapshotFrom<typeof subscriptionLifecycle>;

/** A stored subscription's state, ready to take the next event. */
export function resumeLifecycle(stored: { state: LifecycleState | null; pastDueSince: number | null; graceMs: number }): LifecycleSnapshot {
  const context: LifecycleContext = { graceMs: stored.graceMs, pastDueSince: stored.pastDueSince };
  return subscriptionLifecycle.resolveState({ value: lifecycleValue(stored.state ?? "pending"), context });
}

/** The next state of a stored subscription after one event (the running code and the tests use this). */
export function stepLifecycle(snapshot: LifecycleSnapshot, event: LifecycleEvent) {
  // `ended` is final: it takes no event (and XState would warn about an event sent to a stopped actor).
  const [next] = snapshot.status === "done" ? [snapshot] : transition(subscriptionLifecycle, snapshot, event);
  return { state: lifecycleName(next.value), pastDueSince: next.context.pastDueSince, entitled: next.hasTag("entitled") };
}

/**
 * Whether a stored state gives Premium at `now`, and until when at the latest without another event:
 * a past-due subscription only until its grace period ends (even if the sweep has not run yet).
 */
export function lifecycleEntitlement(
  state: LifecycleState,
  pastDueSince: number | null,
  graceMs: number,
  now: number,
): { entitled: boolean; until: number | null } {
  const snapshot = resumeLifecycle({ state, pastDueSince, graceMs });
  if (!snapshot.hasTag("entitled")) return { entitled: false, until: null };
  if (state !== "pastDue") return { entitled: true, until: null };
  const stepped = stepLifecycle(snapshot, { type: "TICK", at: now });
  return stepped.entitled ? { entitled: true, until: (pastDueSince ?? now) + graceMs } : { entitled: false, until: null };
}
