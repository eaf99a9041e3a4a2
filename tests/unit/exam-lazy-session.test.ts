import { describe, expect, it } from "vitest";
import { sessionBoot } from "~/features/exam/boot.server";
import { createExamActor, type ExamEffects } from "~/features/exam/client/exam-runtime";
import { LazySession } from "~/features/exam/client/lazy-session";
import { loaded } from "~/features/exam/client/loaded";
import type { ExamScreenState } from "~/features/exam/web-state.server";

/**
 * The exam screen shows the page's statechart snapshot until XState has loaded (decision 0064): that
 * stand-in must be the machine's own first snapshot (state, context, timers), and what is sent to it before
 * the machine runs must reach the machine.
 */
const clientTime = Date.parse("2030-01-01T00:00:03Z");
const section = (endTime: string) =>
  ({ kind: "section", section: { id: 11, name: "Module 1", end_time: endTime, server_time: "2030-01-01T00:00:00Z" } }) as unknown as ExamScreenState;
const pages: [string, ExamScreenState, boolean][] = [
  ["ready", { kind: "ready" } as ExamScreenState, false],
  ["section", section("2030-01-01T00:32:00Z"), false],
  ["section, timer hidden", section("2030-01-01T00:32:00Z"), true],
  ["section, last five minutes, timer hidden", section("2030-01-01T00:04:00Z"), true],
  ["break", { kind: "break", endsAt: "2030-01-01T00:10:00Z", serverTime: "2030-01-01T00:00:00Z" } as ExamScreenState, false],
  ["finished", { kind: "finished" } as ExamScreenState, false],
];
const values = [
  "boot",
  "ready",
  "loading",
  "loadFailed",
  "section",
  { section: "answering" },
  { section: "review" },
  { section: "confirming" },
  "submitting",
  "submitFailed",
  "rest",
  { rest: "transition" },
  { rest: "break" },
  "finished",
] as const;

const never = () => new Promise<never>(() => {});
const effects: ExamEffects = { actions: { questionClockOn: () => {}, questionClockOff: () => {} }, loadState: never, submit: never };
const withoutClientTime = (context: object) => JSON.parse(JSON.stringify(context, (k, v) => (k === "clientTime" ? undefined : v)));
type Child = { getSnapshot(): { context: unknown }; send(e: { type: string }): void };

describe("the exam statechart before it loads", () => {
  for (const [name, page, timerHidden] of pages)
    it(`is the machine's first snapshot: ${name}`, () => {
      const boot = JSON.parse(JSON.stringify(sessionBoot(7, page, timerHidden)));
      const lazy = new LazySession(boot, clientTime).getSnapshot();
      const real = createExamActor(effects, { sessionId: 7, initial: loaded(page, clientTime), timerHidden }).getSnapshot();
      for (const v of values) expect(lazy.matches(v as never), JSON.stringify(v)).toBe(real.matches(v as never));
      expect(withoutClientTime(lazy.context)).toEqual(withoutClientTime(real.context));
      const children = lazy.children as Record<string, Child>;
      const realChildren = real.children as Record<string, Child | undefined>;
      expect(Object.keys(children).sort()).toEqual(
        Object.keys(realChildren)
          .filter((id) => id === "sectionTimer" || id === "breakTimer")
          .sort(),
      );
      for (const id of Object.keys(children)) expect(children[id]!.getSnapshot().context).toEqual(realChildren[id]!.getSnapshot().context);
    });

  it("keeps what is sent before the machine runs and hands it over, the timers' first", () => {
    const page = section("2030-01-01T00:32:00Z");
    const session = new LazySession(sessionBoot(7, page, false), clientTime);
    let renders = 0;
    session.subscribe(() => renders++);
    (session.getSnapshot().children as Record<string, Child>).sectionTimer!.send({ type: "TOGGLE" });
    session.send({ type: "OPEN_REVIEW" });
    expect(session.getSnapshot().matches({ section: "answering" })).toBe(true);

    const actor = createExamActor(effects, { sessionId: 7, initial: loaded(page, session.clientTime), timerHidden: false });
    session.attach(actor);
    const state = session.getSnapshot();
    expect(state.matches({ section: "review" })).toBe(true);
    expect((state.children as Record<string, Child>).sectionTimer!.getSnapshot().context).toMatchObject({ hidden: true });
    expect(renders).toBeGreaterThan(0);
    session.send({ type: "REQUEST_SUBMIT" });
    expect(session.getSnapshot().matches({ section: "confirming" })).toBe(true);
    session.detach();
  });
});
