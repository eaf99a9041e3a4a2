/**
 * The mistakes notebook's spaced repetition (docs/decisions/0024-practice-and-notebook.md), as pure
 * functions of the entry's state and one event; the clock is the event's own time, so tests replay any
 * sequence of days without waiting.
 *
 * - A wrong answer (or no answer) in a test or in practice, or a question marked for review and answered
 *   right, puts the question in the notebook (or back in it), due the next UTC day.
 * - A right answer counts when it comes on a later UTC day than the last mistake and than the last right
 *   answer counted (so answering again straight after reading the explanation does not count). The first
 *   counted right answer makes it due 3 days later; the second clears it: it leaves the notebook.
 * - A wrong answer, or a right one marked for review ("not sure"), resets the count and makes it due the
 *   next day again.
 * - A cleared question comes back with its next mistake.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Days until due: after a mistake (or a mark), and after the first counted right answer. */
export const INTERVALS = { afterMistake: 1, afterFirstRight: 3 } as const;
/** Counted right answers (on different days) that clear an entry. */
export const RIGHT_DAYS_TO_CLEAR = 2;

export type EventKind = "wrong" | "marked" | "right";
export type NotebookEvent = { kind: EventKind; at: Date; source: "test" | "practice" };

export type EntryState = {
  status: "active" | "cleared";
  reason: "wrong" | "marked";
  sources: ("test" | "practice")[];
  rightDays: number;
  /** UTC day of the last counted right answer. */
  lastRightDay: string | null;
  /** UTC day of the last mistake or mark (a right answer must come on a later day to count). */
  lastMistakeDay: string;
  dueAt: Date;
  mistakes: number;
  reviews: number;
  addedAt: Date;
  lastSeenAt: Date;
  clearedAt: Date | null;
};

/** "YYYY-MM-DD" of an instant, in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC, `days` days after the day of `at`. */
export function dayStartPlus(at: Date, days: number): Date {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(start + days * DAY_MS);
}

function withSource(sources: EntryState["sources"], source: NotebookEvent["source"]) {
  return sources.includes(source) ? sources : [...sources, source];
}

/**
 * The state after one event. `null` in: the question is not in the notebook (and never was); `null` out:
 * it stays out (a right answer to a question that is not in the notebook changes nothing).
 */
export function applyEvent(state: EntryState | null, event: NotebookEvent): EntryState | null {
  const day = utcDay(event.at);
  if (event.kind === "right") {
    if (!state || state.status === "cleared") return state;
    const reviewed = { ...state, reviews: state.reviews + 1, lastSeenAt: event.at };
    const counts = day > state.lastMistakeDay && (state.lastRightDay === null || day > state.lastRightDay);
    if (!counts) return reviewed;
    const rightDays = state.rightDays + 1;
    if (rightDays >= RIGHT_DAYS_TO_CLEAR) return { ...reviewed, rightDays, lastRightDay: day, status: "cleared", clearedAt: event.at };
    return { ...reviewed, rightDays, lastRightDay: day, dueAt: dayStartPlus(event.at, INTERVALS.afterFirstRight) };
  }
  // A mistake or a mark: into the notebook (again), count reset.
  const reset = {
    reason: event.kind,
    rightDays: 0,
    lastRightDay: null,
    lastMistakeDay: day,
    dueAt: dayStartPlus(event.at, INTERVALS.afterMistake),
    lastSeenAt: event.at,
  } as const;
  if (!state) return { status: "active", sources: [event.source], mistakes: 1, reviews: 0, addedAt: event.at, clearedAt: null, ...reset };
  return {
    ...state,
    ...reset,
    status: "active",
    clearedAt: null,
    sources: withSource(state.sources, event.source),
    mistakes: state.mistakes + 1,
    reviews: state.status === "active" ? state.reviews + 1 : state.reviews,
  };
}

/** The state after a sequence of events (in time order). */
export function replay(events: readonly NotebookEvent[], from: EntryState | null = null): EntryState | null {
  return events.reduce<EntryState | null>((s, e) => applyEvent(s, e), from);
}

/** Whether an active entry is due at `now` (due entries come first in "practise these again"). */
export function isDue(state: Pick<EntryState, "status" | "dueAt">, now: Date): boolean {
  return state.status === "active" && state.dueAt.getTime() <= now.getTime();
}

/** The grade of one answer for the notebook: a wrong (or missing) answer, a right one marked for review, or a right one. */
export function eventKind(correct: boolean, marked: boolean): EventKind {
  return !correct ? "wrong" : marked ? "marked" : "right";
}
