import { createActor, fromPromise } from "xstate";
import { examSessionMachine, type Loaded, type SubmitResult } from "#machines/exam-session";

/**
 * The exam statechart with its effects, loaded after the first paint (lazy-session.ts): XState is not in the
 * exam page's first load (decision 0064).
 */
export type ExamEffects = {
  actions: { questionClockOn: () => void; questionClockOff: () => void };
  loadState: (input: { sessionId: number; resume: boolean; start: boolean }) => Promise<Loaded>;
  submit: (input: { sessionId: number; sectionId: number }) => Promise<SubmitResult>;
};

export function createExamActor(effects: ExamEffects, input: { sessionId: number; initial: Loaded | null; timerHidden: boolean }) {
  const machine = examSessionMachine.provide({
    actions: effects.actions,
    actors: {
      loadState: fromPromise<Loaded, { sessionId: number; resume: boolean; start: boolean }>(({ input }) => effects.loadState(input)),
      submit: fromPromise<SubmitResult, { sessionId: number; sectionId: number }>(({ input }) => effects.submit(input)),
    },
  });
  return createActor(machine, { input });
}
