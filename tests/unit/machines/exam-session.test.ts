import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { breakMachine } from "#machines/break-timer";
import { examSessionMachine, type Loaded } from "#machines/exam-session";
import { sectionTimerMachine } from "#machines/section-timer";
import { allTransitions, transitionRecorder } from "../../setup/machine-coverage";
import { walkPath } from "../../setup/walk-machine";

const section: Loaded = {
  kind: "section",
  section: { id: 11, name: "Section 1, Module 1: Reading and Writing", endTime: "2030-01-01T00:32:00Z", serverTime: "2030-01-01T00:00:00Z" },
};
const rest: Loaded = { kind: "break", endsAt: "2030-01-01T00:10:00Z", serverTime: "2030-01-01T00:00:00Z" };
const events = [
  { type: "xstate.done.actor.loadState", output: { kind: "ready" } },
  { type: "xstate.done.actor.loadState", output: section },
  { type: "xstate.done.actor.loadState", output: rest },
  { type: "xstate.done.actor.loadState", output: { kind: "finished" } },
  { type: "xstate.error.actor.loadState", error: new Error("Network Error") },
  { type: "xstate.done.actor.submit", output: { state: "section" } },
  { type: "xstate.done.actor.submit", output: { state: "break" } },
  { type: "xstate.done.actor.submit", output: { state: "finished" } },
  { type: "xstate.error.actor.submit", error: new Error("Network Error") },
  { type: "xstate.after.4000.examSession.rest.transition" },
  ...["START", "OPEN_REVIEW", "BACK_TO_QUESTIONS", "REQUEST_SUBMIT", "CONFIRM", "CANCEL", "TIME_UP", "RETRY", "CONTINUE", "BREAK_OVER"].map((type) => ({
    type,
  })),
];

// Children run for real but without clocks: the test itself sends TIME_UP and BREAK_OVER.
const idle = fromCallback(() => () => {});
const extraActors = {
  sectionTimer: sectionTimerMachine.provide({ actors: { ticker: idle } }),
  breakTimer: breakMachine.provide({ actors: { ticker: idle } }),
};

const taken = new Set<string>();
// A state is told apart by the event that led to it too, so every transition gets its own shortest path.
const paths = getShortestPaths(examSessionMachine, {
  input: { sessionId: 5 },
  events: events as never,
  serializeState: (s, e, prev) => {
    // An event that changed nothing leads to the state already seen.
    if (!prev || JSON.stringify(prev.value) === JSON.stringify(s.value)) return JSON.stringify([s.value]);
    const ev = e as { type?: string; output?: { state?: string; kind?: string } } | undefined;
    return JSON.stringify([prev.value, s.value, ev?.type, ev?.output?.state ?? ev?.output?.kind]);
  },
});

describe("exam session statechart (model-based)", () => {
  it("has paths to every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [
      "ready",
      "loading",
      "loadFailed",
      { section: "answering" },
      { section: "review" },
      { section: "confirming" },
      "submitting",
      "submitFailed",
      { rest: "transition" },
      { rest: "break" },
      "finished",
    ]) {
      expect(reached).toContain(JSON.stringify(v));
    }
  });

  for (const path of paths) {
    const label = path.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace("xstate.init", "init")).join(" → ");
    it(`walks ${label} to ${JSON.stringify(path.state.value)}`, async () => {
      const end = await walkPath(examSessionMachine, path, { input: { sessionId: 5 }, promiseActors: ["loadState", "submit"], extraActors, taken });
      expect(end.value).toEqual(path.state.value);
      if (JSON.stringify(path.state.value).includes("section")) expect(end.context.section?.id).toBe(11);
      if (path.steps.some((s) => s.event.type === "TIME_UP") && path.state.value === "submitting") expect(end.context.autoSubmitted).toBe(true);
    });
  }

  // A server-rendered page hands the machine the state it rendered: it starts there, with no first load.
  for (const [initial, value] of [
    [{ kind: "ready" }, "ready"],
    [section, { section: "answering" }],
    [rest, { rest: "break" }],
    [{ kind: "finished" }, "finished"],
  ] as const) {
    it(`starts in ${JSON.stringify(value)} when the page brought ${initial.kind}`, () => {
      let loads = 0;
      const machine = examSessionMachine.provide({ actors: { ...extraActors, loadState: fromCallback(() => void loads++) as never } });
      const actor = createActor(machine, { input: { sessionId: 5, initial: initial as Loaded }, inspect: transitionRecorder(taken) });
      // Before start, as React renders it on the server: already the page's state.
      expect(actor.getSnapshot().value).toEqual(value);
      actor.start();
      expect(actor.getSnapshot().value).toEqual(value);
      if (initial.kind === "section") expect(actor.getSnapshot().context.section).toEqual(section.section);
      if (initial.kind === "break") expect(actor.getSnapshot().context.breakInfo).toEqual(rest);
      expect(loads).toBe(0);
      actor.stop();
    });
  }

  it("ends a module as Bluebook does: review page, confirmation, back to the review page or to a question", () => {
    const actor = createActor(examSessionMachine.provide({ actors: extraActors }), { input: { sessionId: 5, initial: section } }).start();
    // Submitting straight from a question is not a step of the module any more.
    actor.send({ type: "REQUEST_SUBMIT" });
    expect(actor.getSnapshot().value).toEqual({ section: "answering" });
    actor.send({ type: "OPEN_REVIEW" });
    actor.send({ type: "REQUEST_SUBMIT" });
    expect(actor.getSnapshot().value).toEqual({ section: "confirming" });
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().value).toEqual({ section: "review" });
    actor.send({ type: "REQUEST_SUBMIT" });
    actor.send({ type: "BACK_TO_QUESTIONS" });
    expect(actor.getSnapshot().value).toEqual({ section: "answering" });
    actor.stop();
  });

  it("starts the clock only with Start: the load after the ready screen asks for the first module", async () => {
    const asked: { start: boolean }[] = [];
    const machine = examSessionMachine.provide({
      actors: {
        ...extraActors,
        loadState: fromPromise(async ({ input }: { input: { start: boolean } }) => {
          asked.push(input);
          return section;
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { sessionId: 5, initial: { kind: "ready" } } }).start();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(asked).toEqual([]);
    actor.send({ type: "START" });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.map((a) => a.start)).toEqual([true]);
    expect(actor.getSnapshot().value).toEqual({ section: "answering" });
    expect(actor.getSnapshot().context.start).toBe(false);
    actor.stop();
  });

  it("took every transition of the machine", () => {
    const missing = [...allTransitions(examSessionMachine)].filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
  });
});
