/** The "Next SAT" countdown's maths: pure, so the server, the browser and the tests agree. */

export type TestStart = { hour: number; minute: number; utcOffsetMinutes: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A test day ("YYYY-MM-DD") as instants: when the test starts (start time in the test centre's
 * zone) and when that local day ends. Null for a string that is not a real calendar date.
 */
export function testDayWindow(date: string, start: TestStart): { startsAt: number; endsAt: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utcMidnight = Date.UTC(y, mo - 1, d);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const localMidnight = utcMidnight - start.utcOffsetMinutes * MINUTE;
  return { startsAt: localMidnight + (start.hour * 60 + start.minute) * MINUTE, endsAt: localMidnight + DAY };
}

/**
 * The next test day at `now`: the earliest date whose local day has not ended yet (so on the test
 * day itself, after the start, it is still "the next SAT" and the countdown shows NOW).
 * Null when the calendar has no such date.
 */
export function nextTestDate(dates: readonly string[], now: number, start: TestStart): { date: string; startsAt: number } | null {
  let best: { date: string; startsAt: number } | null = null;
  for (const date of dates) {
    const w = testDayWindow(date, start);
    if (!w || w.endsAt <= now) continue;
    if (!best || w.startsAt < best.startsAt) best = { date, startsAt: w.startsAt };
  }
  return best;
}

export type CountdownParts = { done: boolean; days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until `target`; done (NOW) when nothing is left. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Zero-padded to at least two digits: 5 -> "05", 123 -> "123". */
export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
