/**
 * The timers' arithmetic and starting contexts, without XState: the exam screen shows the timers the server
 * rendered before the statechart has loaded (app/features/exam/client/lazy-session.ts), from the same
 * functions the machines start from (section-timer.ts, break-timer.ts).
 */
export const WARNING_SECONDS = 5 * 60;

export type TimerInput = { endTime: string; serverTime: string; clientTime?: number; hidden?: boolean };
export type BreakInput = { endsAt: string; serverTime: string; clientTime?: number };

export function remainingSeconds(endTimeMs: number, skewMs: number, nowMs: number) {
  return Math.max(0, Math.ceil((endTimeMs - (nowMs + skewMs)) / 1000));
}

/** mm:ss, zero-padded, the same everywhere (also for the break). */
export function formatClock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** The section timer's context when it starts. */
export function sectionTimerContext(input: TimerInput) {
  const clientTime = input.clientTime ?? Date.now();
  const skew = Date.parse(input.serverTime) - clientTime;
  const endTime = Date.parse(input.endTime);
  const remaining = remainingSeconds(endTime, skew, clientTime);
  // Hidden by choice, but never in the last five minutes (the first tick would show it anyway).
  return { endTime, skew, remaining, hidden: (input.hidden ?? false) && remaining > WARNING_SECONDS, warned: false };
}

/** The break timer's context when it starts. */
export function breakContext(input: BreakInput) {
  const clientTime = input.clientTime ?? Date.now();
  const skew = Date.parse(input.serverTime) - clientTime;
  const endsAt = Date.parse(input.endsAt);
  return { endsAt, skew, remaining: remainingSeconds(endsAt, skew, clientTime) };
}
