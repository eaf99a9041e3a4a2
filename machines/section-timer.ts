import { assign, fromCallback, sendParent, setup } from "xstate";
import { remainingSeconds, sectionTimerContext, WARNING_SECONDS, type TimerInput } from "./clock";

/**
 * Counts down to the server's deadline for a section, corrected for the device's clock skew.
 *
 *   running ─┬─ TICK (≤ 5 min left, first time) ─► warned (shown, warning raised)
 *            └─ TICK (≤ 0) ─► expired (tells the parent TIME_UP)
 *   TOGGLE hides/shows the clock in any running state; SYNC re-reads the server time.
 *
 * The tick source is an actor (`ticker`) so tests can drive it with TICK events.
 */
export { formatClock, remainingSeconds, WARNING_SECONDS, type TimerInput } from "./clock";

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
  context: ({ input }) => sectionTimerContext(input),
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
