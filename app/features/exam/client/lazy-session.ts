import type { EventFromLogic, SnapshotFrom, StateValue } from "xstate";
import { breakContext, sectionTimerContext } from "#machines/clock";
import type { examSessionMachine } from "#machines/exam-session";
import type { SessionBoot } from "../boot.server";
import type { createExamActor } from "./exam-runtime";

type Machine = typeof examSessionMachine;
/** What the screens read of the statechart: the running machine's snapshot, or the page's until it runs. */
export type SessionSnapshot = Pick<SnapshotFrom<Machine>, "matches" | "context" | "children">;
export type SessionEvent = EventFromLogic<Machine>;
type ExamActor = ReturnType<typeof createExamActor>;
type AnyEvent = { type: string };

/** Whether `value` is in `test`, as XState's `snapshot.matches(test)` says (dotted strings aside). */
export function matchesState(test: StateValue, value: StateValue): boolean {
  if (typeof value === "string") return typeof test === "string" && test === value;
  if (typeof test === "string") return test in value;
  return Object.keys(test).every((key) => key in value && matchesState(test[key]!, value[key]!));
}

/** A timer as the page rendered it, before its machine runs: its first context; what it is sent waits. */
class PendingTimer<C> {
  readonly queue: AnyEvent[] = [];
  private readonly snapshot: { context: C };
  constructor(context: C) {
    this.snapshot = { context };
  }
  getSnapshot = () => this.snapshot;
  subscribe = () => ({ unsubscribe() {} });
  send = (event: AnyEvent) => void this.queue.push(event);
}

/**
 * The exam statechart as the screen sees it (decision 0064). Until XState and the machine have loaded (a
 * chunk of its own, after the first paint), the snapshot is the one the server took for the page
 * (boot.server.ts) with its timers started from the same functions their machines start from
 * (machines/clock.ts): the first render in the browser is the server's, and events sent meanwhile (an early
 * Start or Next, decision 0061; a timer's Hide) wait. `attach` hands over to the running machine, started
 * from the same input (the same first state, the same timers), then sends what waited: the timers' first.
 */
export class LazySession {
  private actor: ExamActor | null = null;
  private readonly queue: SessionEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers: Record<string, PendingTimer<unknown>> = {};
  private snapshot: SessionSnapshot;

  /** `clientTime`: when the page was taken in (its first render in the browser). */
  constructor(
    boot: SessionBoot,
    readonly clientTime: number,
  ) {
    const { value, context } = boot;
    if (matchesState("section", value) && context.section)
      this.timers.sectionTimer = new PendingTimer(
        sectionTimerContext({ endTime: context.section.endTime, serverTime: context.section.serverTime, clientTime, hidden: context.timerHidden }),
      );
    if (matchesState({ rest: "break" }, value) && context.breakInfo)
      this.timers.breakTimer = new PendingTimer(breakContext({ endsAt: context.breakInfo.endsAt, serverTime: context.breakInfo.serverTime, clientTime }));
    this.snapshot = { context, matches: (test: StateValue) => matchesState(test, value), children: this.timers } as unknown as SessionSnapshot;
  }

  getSnapshot = () => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  send = (event: SessionEvent) => {
    if (this.actor) this.actor.send(event);
    else this.queue.push(event);
  };

  attach(actor: ExamActor) {
    this.actor = actor;
    actor.subscribe(() => this.update(actor.getSnapshot()));
    actor.start();
    const children = actor.getSnapshot().children as Record<string, { send: (e: AnyEvent) => void } | undefined>;
    for (const [id, timer] of Object.entries(this.timers)) for (const event of timer.queue.splice(0)) children[id]?.send(event);
    for (const event of this.queue.splice(0)) actor.send(event);
    this.update(actor.getSnapshot());
  }

  detach() {
    this.actor?.stop();
    this.actor = null;
  }

  private update(snapshot: SessionSnapshot) {
    if (snapshot === this.snapshot) return;
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
