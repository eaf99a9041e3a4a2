import { describe, expect, it } from "vitest";
import { createActor, fromCallback } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { breakMachine } from "#machines/break-timer";
import { formatClock, remainingSeconds, sectionTimerMachine } from "#machines/section-timer";
import { allTransitions } from "../../setup/machine-coverage";
import { walkPath } from "../../setup/walk-machine";

const idle = fromCallback(() => () => {});
const T0 = Date.parse("2030-01-01T00:00:00Z");
// The device's clock runs 30 s behind the server's: the countdown must still end at the server's deadline.
const clientTime = T0 - 30_000;
// States differ by value and by what the student sees (remaining, hidden, skew); a change of state value is keyed by its source too.
const serialize = (s: { value: unknown; context: unknown }, e: { type: string } | undefined, prev?: { value: unknown }) =>
  JSON.stringify(prev && JSON.stringify(prev.value) !== JSON.stringify(s.value) ? [prev.value, s.value, e?.type, s.context] : [s.value, s.context]);

describe("formatClock", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [65, "01:05"],
    [600, "10:00"],
    [-3, "00:00"],
    [1920, "32:00"],
  ])("%i s reads %s", (s, text) => expect(formatClock(s)).toBe(text));
});

describe("section timer statechart (model-based)", () => {
  const input = { endTime: new Date(T0 + 600_000).toISOString(), serverTime: new Date(T0).toISOString(), clientTime };
  const events = [
    { type: "TICK", now: clientTime + 1_000 }, // 599 s left
    { type: "TICK", now: clientTime + 301_000 }, // 299 s left: the 5-minute warning
    { type: "TICK", now: clientTime + 600_000 }, // the deadline
    { type: "TOGGLE" },
    // The device's clock drifted: 2 s more skew than at the start.
    { type: "SYNC", serverTime: new Date(T0 + 5_000).toISOString(), clientTime: clientTime + 3_000 },
  ];
  const taken = new Set<string>();
  const quiet = { notifyExpired: () => {}, notifyWarning: () => {} };
  const paths = getShortestPaths(sectionTimerMachine.provide({ actors: { ticker: idle }, actions: quiet }), {
    input,
    events: events as never,
    serializeState: serialize as never,
  });
  for (const path of paths) {
    it(`${path.steps.map((s) => s.event.type).join(" → ")} ends ${JSON.stringify(path.state.value)}`, async () => {
      const told: string[] = [];
      const end = await walkPath(sectionTimerMachine, path, {
        input,
        promiseActors: [],
        extraActors: { ticker: idle },
        actions: { notifyExpired: () => told.push("TIME_UP"), notifyWarning: () => told.push("TIME_WARNING") },
        taken,
      });
      expect(end.value).toEqual(path.state.value);
      if (end.value === "expired") {
        expect(told).toContain("TIME_UP");
        expect(end.context.remaining).toBe(0);
      }
      if (end.value === "warned") {
        expect(told).toEqual(["TIME_WARNING"]);
        // The clock shows itself at the warning even if the student hid it before.
        const entered = path.steps.findIndex((s) => s.state.value === "warned");
        const togglesAfter = path.steps.slice(entered + 1).filter((s) => s.event.type === "TOGGLE").length;
        expect(end.context.hidden).toBe(togglesAfter % 2 === 1);
        const last = [...path.steps].reverse().find((s) => s.event.type === "TICK" || s.event.type === "SYNC")!.event as { now?: number; clientTime?: number };
        expect(end.context.remaining).toBe(remainingSeconds(end.context.endTime, end.context.skew, last.now ?? last.clientTime!));
      }
    });
  }
  it("took every transition", () => {
    expect([...allTransitions(sectionTimerMachine)].filter((t) => !taken.has(t))).toEqual([]);
  });
  it("corrects for clock skew", () => {
    const actor = createActor(sectionTimerMachine.provide({ actors: { ticker: idle } }), { input });
    actor.start();
    expect(actor.getSnapshot().context.remaining).toBe(600);
    // The device's clock reads clientTime + 600 s when the server's reads the deadline.
    expect(remainingSeconds(T0 + 600_000, 30_000, clientTime + 599_000)).toBe(1);
    expect(remainingSeconds(T0 + 600_000, 30_000, clientTime + 600_000)).toBe(0);
    actor.stop();
  });
});

describe("break statechart (model-based)", () => {
  const input = { endsAt: new Date(T0 + 600_000).toISOString(), serverTime: new Date(T0).toISOString(), clientTime };
  const events = [{ type: "TICK", now: clientTime + 1_000 }, { type: "TICK", now: clientTime + 600_000 }, { type: "RESUME" }];
  const taken = new Set<string>();
  const paths = getShortestPaths(breakMachine.provide({ actors: { ticker: idle }, actions: { notifyOver: () => {} } }), {
    input,
    events: events as never,
    serializeState: serialize as never,
  });
  for (const path of paths) {
    it(`${path.steps.map((s) => s.event.type).join(" → ")} ends ${JSON.stringify(path.state.value)}`, async () => {
      const told: string[] = [];
      const end = await walkPath(breakMachine, path, {
        input,
        promiseActors: [],
        extraActors: { ticker: idle },
        actions: { notifyOver: () => told.push("BREAK_OVER") },
        taken,
      });
      expect(end.value).toEqual(path.state.value);
      if (end.value === "resting") expect(end.context.remaining).toBe(path.steps.length > 1 ? 599 : 600);
      expect(told).toEqual(end.value === "over" ? ["BREAK_OVER"] : []);
    });
  }
  it("took every transition", () => {
    expect([...allTransitions(breakMachine)].filter((t) => !taken.has(t))).toEqual([]);
  });
});
