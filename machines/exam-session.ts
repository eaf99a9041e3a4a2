import { assign, fromPromise, setup } from "xstate";
import { breakMachine } from "./break-timer";
import { sectionTimerMachine } from "./section-timer";

/**
 * The whole exam as the student lives it:
 *
 *   boot ─(the page brought the current state: ready, section, break or finished; else)─► loading
 *
 *   ready ─START─► loading        (the ready screen: nothing is timed until Start)
 *
 *   loading ──► section ─(answering ⇄ review ⇄ confirming)─► submitting ─┬─► rest.transition ─► loading
 *      │  ▲                    TIME_UP ───────────────────────►│        ├─► rest.break ───────► loading
 *      ▼  │RETRY                                                ▼        └─► finished
 *   loadFailed                                           submitFailed ─RETRY─► submitting
 *
 * As in Bluebook, a module ends through its review page (Check Your Work): Next on the last question
 * opens it (OPEN_REVIEW), Next there asks to confirm (REQUEST_SUBMIT); the confirmation goes back to the
 * review page (CANCEL) or to a question it names (BACK_TO_QUESTIONS).
 *
 * The server decides what comes next (`loadState` answers a section, a break or finished); the
 * effects are actors supplied with `.provide()`: loadState (take the current section), submit; and two
 * actions: `questionClockOn` / `questionClockOff` on entering and leaving `section.answering`, so that
 * time per question runs only while a question is on screen (never on Check Your Work, its confirmation
 * or while submitting; decision 0054).
 */
/**
 * `clientTime`: when the device took in `serverTime` (the page's first render in the browser), so that a
 * timer started later (the statechart loads after the first paint) counts from the same moment; without
 * it, when the timer starts.
 */
export type SectionInfo = { id: number; endTime: string; serverTime: string; name: string; clientTime?: number };
export type Loaded =
  | { kind: "ready" }
  | { kind: "section"; section: SectionInfo }
  | { kind: "break"; endsAt: string; serverTime: string; clientTime?: number }
  | { kind: "finished" };
export type SubmitResult = { state: "section" | "break" | "finished" };

export const examSessionMachine = setup({
  types: {
    /** `initial`: the state the server rendered the page with (no first load then). */
    input: {} as { sessionId: number; initial?: Loaded | null; timerHidden?: boolean },
    context: {} as {
      sessionId: number;
      section: SectionInfo | null;
      breakInfo: { endsAt: string; serverTime: string; clientTime?: number } | null;
      error: string | null;
      /** Whether the next load should end the break (the student pressed Resume or it ran out). */
      resume: boolean;
      /** Whether the next load starts the exam's first module (the student pressed Start). */
      start: boolean;
      autoSubmitted: boolean;
      initial: Loaded | null;
      /** Whether a section's timer starts hidden (the student's choice, kept by the page). */
      timerHidden: boolean;
    },
    events: {} as
      | { type: "START" }
      | { type: "OPEN_REVIEW" }
      | { type: "BACK_TO_QUESTIONS" }
      | { type: "REQUEST_SUBMIT" }
      | { type: "CONFIRM" }
      | { type: "CANCEL" }
      | { type: "TIME_UP" }
      | { type: "TIME_WARNING" }
      | { type: "RETRY" }
      | { type: "CONTINUE" }
      | { type: "BREAK_OVER" },
  },
  actors: {
    loadState: fromPromise<Loaded, { sessionId: number; resume: boolean; start: boolean }>(async () => {
      throw new Error("loadState not provided");
    }),
    submit: fromPromise<SubmitResult, { sessionId: number; sectionId: number }>(async () => {
      throw new Error("submit not provided");
    }),
    sectionTimer: sectionTimerMachine,
    breakTimer: breakMachine,
  },
  guards: {
    loadedSection: ({ event }) => (event as { output?: Loaded }).output?.kind === "section",
    loadedReady: ({ event }) => (event as { output?: Loaded }).output?.kind === "ready",
    loadedBreak: ({ event }) => (event as { output?: Loaded }).output?.kind === "break",
    initialReady: ({ context }) => context.initial?.kind === "ready",
    initialSection: ({ context }) => context.initial?.kind === "section",
    initialBreak: ({ context }) => context.initial?.kind === "break",
    initialFinished: ({ context }) => context.initial?.kind === "finished",
    nextIsBreak: ({ event }) => (event as { output?: SubmitResult }).output?.state === "break",
    nextIsSection: ({ event }) => (event as { output?: SubmitResult }).output?.state === "section",
  },
  actions: {
    questionClockOn: () => {},
    questionClockOff: () => {},
    keepError: assign({
      error: ({ event }) => {
        const e = (event as { error?: unknown }).error;
        return e instanceof Error ? e.message : "error.unexpected";
      },
    }),
  },
}).createMachine({
  id: "examSession",
  context: ({ input }) => ({
    sessionId: input.sessionId,
    section: null,
    breakInfo: null,
    error: null,
    resume: false,
    start: false,
    autoSubmitted: false,
    initial: input.initial ?? null,
    timerHidden: input.timerHidden ?? false,
  }),
  initial: "boot",
  states: {
    /** A server-rendered page starts where the server was; without that, the first load. */
    boot: {
      always: [
        { guard: "initialReady", target: "ready", actions: assign({ initial: null }) },
        {
          guard: "initialSection",
          target: "section",
          actions: assign({ section: ({ context }) => (context.initial as Extract<Loaded, { kind: "section" }>).section, initial: null }),
        },
        {
          guard: "initialBreak",
          target: "rest.break",
          actions: assign({ breakInfo: ({ context }) => context.initial as Extract<Loaded, { kind: "break" }>, initial: null }),
        },
        { guard: "initialFinished", target: "finished", actions: assign({ initial: null }) },
        { target: "loading" },
      ],
    },
    /** Before the first module: the test, its sections, time and tools; the clock starts with Start. */
    ready: {
      on: { START: { target: "loading", actions: assign({ start: true }) } },
    },
    loading: {
      invoke: {
        id: "loadState",
        src: "loadState",
        input: ({ context }) => ({ sessionId: context.sessionId, resume: context.resume, start: context.start }),
        onDone: [
          { guard: "loadedReady", target: "ready", actions: assign({ error: null, start: false }) },
          {
            guard: "loadedSection",
            target: "section",
            actions: assign({
              section: ({ event }) => (event.output as Extract<Loaded, { kind: "section" }>).section,
              error: null,
              resume: false,
              start: false,
              autoSubmitted: false,
            }),
          },
          {
            guard: "loadedBreak",
            target: "rest.break",
            actions: assign({ breakInfo: ({ event }) => event.output as Extract<Loaded, { kind: "break" }>, error: null }),
          },
          { target: "finished", actions: assign({ error: null }) },
        ],
        onError: { target: "loadFailed", actions: "keepError" },
      },
    },
    loadFailed: {
      on: { RETRY: { target: "loading" } },
    },
    section: {
      invoke: {
        id: "sectionTimer",
        src: "sectionTimer",
        input: ({ context }) => ({
          endTime: context.section!.endTime,
          serverTime: context.section!.serverTime,
          clientTime: context.section!.clientTime,
          hidden: context.timerHidden,
        }),
      },
      initial: "answering",
      on: {
        TIME_UP: { target: "submitting", actions: assign({ autoSubmitted: true }) },
      },
      states: {
        answering: {
          entry: "questionClockOn",
          exit: "questionClockOff",
          on: {
            OPEN_REVIEW: { target: "review" },
          },
        },
        review: {
          on: {
            BACK_TO_QUESTIONS: { target: "answering" },
            REQUEST_SUBMIT: { target: "confirming" },
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: "#examSession.submitting" },
            CANCEL: { target: "review" },
            BACK_TO_QUESTIONS: { target: "answering" },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => ({ sessionId: context.sessionId, sectionId: context.section!.id }),
        onDone: [
          { guard: "nextIsBreak", target: "loading", actions: assign({ error: null, resume: false }) },
          { guard: "nextIsSection", target: "rest.transition", actions: assign({ error: null }) },
          { target: "loading", actions: assign({ error: null }) },
        ],
        onError: { target: "submitFailed", actions: "keepError" },
      },
    },
    submitFailed: {
      on: { RETRY: { target: "submitting" } },
    },
    rest: {
      initial: "transition",
      states: {
        /** Between modules without a break: a short screen, then the next module. */
        transition: {
          after: { 4000: { target: "#examSession.loading" } },
          on: { CONTINUE: { target: "#examSession.loading" } },
        },
        break: {
          invoke: {
            id: "breakTimer",
            src: "breakTimer",
            input: ({ context }) => context.breakInfo!,
          },
          on: { BREAK_OVER: { target: "#examSession.loading", actions: assign({ resume: true }) } },
        },
      },
    },
    finished: { type: "final" },
  },
});
