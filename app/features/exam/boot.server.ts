import { createActor, type SnapshotFrom } from "xstate";
import { examSessionMachine } from "#machines/exam-session";
import { loaded } from "./client/loaded";
import type { ExamScreenState } from "./web-state.server";

export type SessionBoot = Pick<SnapshotFrom<typeof examSessionMachine>, "value" | "context">;

/**
 * Where the exam statechart stands on the page the server renders: its first snapshot for the page's state,
 * taken from the machine itself (not started: nothing loads, nothing ticks). The browser shows it until its
 * own copy of the statechart has loaded (client/lazy-session.ts), which starts from the same input there.
 */
export function sessionBoot(sessionId: number, initial: ExamScreenState, timerHidden: boolean): SessionBoot {
  const { value, context } = createActor(examSessionMachine, { input: { sessionId, initial: loaded(initial), timerHidden } }).getSnapshot();
  return { value, context };
}
