import { assign, fromCallback, sendParent, setup } from "xstate";

/**
 * Counts down to the server's deadline for a section, corrected for the device's clock skew.
 *
 *   running ─┬─ TICK (≤ 5 min left, first time) ─► warned (shown, warning raised)
 *            └─ TICK (≤ 0) ─► expired (tells the parent TIME_UP)
 *   TOGGLE hides/shows the clock in any running state; SYNC re-reads the server time.
 *
 * The tick source is an actor (`ticker`) so tests can drive it with TICK events.
 */
export const WARNING_SECONDS = 5 * 60;

export type TimerInput = { endTime: string; serverTime: string; clientTime?: number; hidden?: boolean };

export function remainingSeconds(endTimeMs: number, skewMs: number, nowMs: number) {
  return Math.max(0, Math.ceil((endTimeMs - (nowMs + skewMs)) / 1000));
}

/** mm:ss, zero-padded, the same everywhere (also for the break). */
export function formatClock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

export const sectionTimerMachine = setup({
  types: {
    input: {} as TimerInput,
    context: {} as { endTime: number; skew: number; remaining: number; hidden: boolean; warned: boolean },
    events: {} as { type: "TICK"; now: number } | { type: "TOGGLE" } | { type: "SYNC"; serverTime: string; clientTime: number },
  },
  actors: {
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: "TICK", now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  guards: {
    expired: ({ context, event }) => event.type === "TICK" && remainingSeconds(context.endTime, context.skew, event.now) <= 0,
    inWarning: ({ context, event }) => event.type === "TICK" && remainingSeconds(context.endTime, context.skew, event.now) <= WARNING_SECONDS,
  },
  actions: {
    tick: assign({
      remaining: ({ context, event }) => (event.type === "TICK" ? remainingSeconds(context.endTime, context.skew, event.now) : context.remaining),
    }),
    toggle: assign({ hidden: ({ context }) => !context.hidden }),
    sync: assign(({ context, event }) => {
      if (event.type !== "SYNC") return {};
      const skew = Date.parse(event.serverTime) - event.clientTime;
      return { skew, remaining: remainingSeconds(context.endTime, skew, event.clientTime) };
    }),
    notifyExpired: sendParent({ type: "TIME_UP" }),
    notifyWarning: sendParent({ type: "TIME_WARNING" }),
  },
}).createMachine({
  id: "sectionTimer",
  context: ({ input }) => {
    const clientTime = input.clientTime ?? Date.now();
    const skew = Date.parse(input.serverTime) - clientTime;
    const endTime = Date.parse(input.endTime);
    const remaining = remainingSeconds(endTime, skew, clientTime);
    // Hidden by choice, but never in the last five minutes (the first tick would show it anyway).
    return { endTime, skew, remaining, hidden: (input.hidden ?? false) && remaining > WARNING_SECONDS, warned: false };
  },
  invoke: { src: "ticker" },
  initial: "running",
  on: { SYNC: { actions: "sync" } },
  states: {
    running: {
      on: {
        TICK: [
          { guard: "expired", target: "expired", actions: "tick" },
          { guard: "inWarning", target: "warned", actions: ["tick", assign({ hidden: false, warned: true }), "notifyWarning"] },
          { actions: "tick" },
        ],
        TOGGLE: { actions: "toggle" },
      },
    },
    warned: {
      on: {
        TICK: [{ guard: "expired", target: "expired", actions: "tick" }, { actions: "tick" }],
        TOGGLE: { actions: "toggle" },
      },
    },
    expired: { type: "final", entry: [assign({ remaining: 0 }), "notifyExpired"] },
  },
});
