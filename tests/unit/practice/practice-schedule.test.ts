import { describe, expect, it } from "vitest";
import { applyEvent, dayStartPlus, isDue, replay, utcDay, type EntryState, type NotebookEvent } from "~/features/practice/schedule";

/** A fake clock: "day 0" is Monday 2026-11-23 (UTC); at(d, h) is hour h of day d. */
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, 23 + day, hour));
const ev = (kind: NotebookEvent["kind"], day: number, hour = 10, source: NotebookEvent["source"] = "practice"): NotebookEvent => ({
  kind,
  at: at(day, hour),
  source,
});

describe("the notebook's spaced repetition (schedule.ts), worked by hand", () => {
  it("a mistake puts the question in, due the next UTC day", () => {
    const s = applyEvent(null, ev("wrong", 0, 15, "test"))!;
    expect(s).toMatchObject({ status: "active", reason: "wrong", sources: ["test"], rightDays: 0, mistakes: 1, lastMistakeDay: "2026-11-23" });
    expect(s.dueAt.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(isDue(s, at(0, 23))).toBe(false);
    expect(isDue(s, at(1, 0))).toBe(true);
  });

  it("a right answer to a question not in the notebook changes nothing", () => {
    expect(applyEvent(null, ev("right", 0))).toBeNull();
  });

  it("leaves after right answers on two different days after the mistake: day 1 (due in 3 days), day 2 (cleared)", () => {
    const s1 = replay([ev("wrong", 0), ev("right", 1)])!;
    expect(s1).toMatchObject({ status: "active", rightDays: 1, lastRightDay: "2026-11-24", reviews: 1 });
    expect(s1.dueAt.toISOString()).toBe("2026-11-27T00:00:00.000Z"); // day 1 + 3 days
    const s2 = applyEvent(s1, ev("right", 2))!;
    expect(s2).toMatchObject({ status: "cleared", rightDays: 2, lastRightDay: "2026-11-25" });
    expect(s2.clearedAt!.toISOString()).toBe(at(2).toISOString());
  });

  it("a right answer on the day of the mistake, or twice on one day, counts once at most", () => {
    // Right straight after the mistake (the explanation was just read): not counted.
    const same = replay([ev("wrong", 0, 9), ev("right", 0, 11)])!;
    expect(same.rightDays).toBe(0);
    expect(same.reviews).toBe(1);
    // Two rights on day 1: one counted; still in the notebook.
    const twice = replay([ev("wrong", 0), ev("right", 1, 8), ev("right", 1, 20)])!;
    expect(twice).toMatchObject({ status: "active", rightDays: 1, reviews: 2 });
  });

  it("the UTC day decides: 23:30 and 00:30 are different days", () => {
    const s = replay([ev("wrong", 0, 12), ev("right", 0, 23), ev("right", 1, 0), ev("right", 2, 0)])!;
    // 23:00 on day 0 = the mistake's day (not counted); 00:00 day 1 counts; 00:00 day 2 clears.
    expect(s.status).toBe("cleared");
    expect(utcDay(new Date("2026-11-23T23:59:59Z"))).not.toBe(utcDay(new Date("2026-11-24T00:00:00Z")));
  });

  it("a new mistake resets the count and the interval; a cleared question comes back with its next mistake", () => {
    const reset = replay([ev("wrong", 0), ev("right", 1), ev("wrong", 3)])!;
    expect(reset).toMatchObject({ status: "active", rightDays: 0, lastRightDay: null, mistakes: 2, lastMistakeDay: "2026-11-26" });
    expect(reset.dueAt.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    const cleared = replay([ev("wrong", 0), ev("right", 1), ev("right", 2)])!;
    expect(applyEvent(cleared, ev("right", 5))).toBe(cleared); // stays out
    const back = applyEvent(cleared, ev("wrong", 9, 10, "test"))!;
    expect(back).toMatchObject({ status: "active", rightDays: 0, mistakes: 2, sources: ["practice", "test"], clearedAt: null });
  });

  it("marked for review (answered right, not sure) is like a mistake for the schedule, with its own reason", () => {
    const s = replay([ev("marked", 0)])!;
    expect(s).toMatchObject({ status: "active", reason: "marked", rightDays: 0 });
    const again = replay([ev("wrong", 0), ev("right", 1), ev("marked", 2)])!;
    expect(again).toMatchObject({ reason: "marked", rightDays: 0 });
    expect(again.dueAt.toISOString()).toBe(dayStartPlus(at(2), 1).toISOString());
  });

  it("is pure: the same events give the same state, the input state is not changed", () => {
    const events = [ev("wrong", 0), ev("right", 1)];
    const a = replay(events);
    const b = replay(events);
    expect(a).toEqual(b);
    const frozen = Object.freeze({ ...a! }) as EntryState;
    expect(() => applyEvent(frozen, ev("right", 2))).not.toThrow();
    expect(frozen.rightDays).toBe(1);
  });
});
