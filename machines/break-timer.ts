import { assign, fromCallback, sendParent, setup } from "xstate";
import { breakContext, remainingSeconds, type BreakInput } from "./clock";

/**
 * The break between sections: counts down to the server's break end (600 s on the SAT) and ends at
 * zero or when the student presses Resume Testing. Either way it tells the parent BREAK_OVER.
 */
export const breakMachine = setup({
  types: {
    input: {} as BreakInput,
    context: {} as { endsAt: number; skew: number; remaining: number },
    events: {} as { type: "TICK"; now: number } | { type: "RESUME" },
  },
  actors: {
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: "TICK", now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    notifyOver: sendParent({ type: "BREAK_OVER" }),
  },
  guards: {
    over: ({ context, event }) => event.type === "TICK" && remainingSeconds(context.endsAt, context.skew, event.now) <= 0,
  },
}).createMachine({
  id: "break",
  context: ({ input }) => breakContext(input),
  invoke: { src: "ticker" },
  initial: "resting",
  states: {
    resting: {
      on: {
        TICK: [
          { guard: "over", target: "over" },
          { actions: assign({ remaining: ({ context, event }) => remainingSeconds(context.endsAt, context.skew, event.now) }) },
        ],
        RESUME: { target: "over" },
      },
    },
    over: { type: "final", entry: [assign({ remaining: 0 }), "notifyOver"] },
  },
});
