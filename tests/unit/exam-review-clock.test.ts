import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { breakMachine } from "#machines/break-timer";
import { examSessionMachine, type Loaded, type SubmitResult } from "#machines/exam-session";
import { sectionTimerMachine } from "#machines/section-timer";
import { questionClockActions } from "~/features/exam/client/use-exam-session";
import { SectionStore, type SendSave } from "~/features/question-view/section-store";

/**
 * Time per question (decisions 0049, 0054) does not run while Check Your Work (the review page and its
 * confirmation) is on screen, nor while the page is hidden: the exam statechart with the exam screen's
 * own clock actions, on a real device store, under a fake clock and a stand-in page.
 */
const section: Loaded = { kind: "section", section: { id: 11, name: "Module 1", endTime: "2030-01-01T00:32:00Z", serverTime: "2030-01-01T00:00:00Z" } };
const idle = fromCallback(() => () => {});

/** A page whose visibility the test sets (the store listens to `visibilitychange` on document). */
function standInPage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as "visible" | "hidden" });
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("document", doc);
  return {
    set(state: "visible" | "hidden") {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

async function examOnPage() {
  vi.useFakeTimers();
  const page = standInPage();
  const sent: Parameters<SendSave>[0][] = [];
  const store = new SectionStore(
    "clock",
    [
      { id: 1, response: null },
      { id: 2, response: null },
    ],
    0,
    async (items) => (sent.push(items), "ok"),
    null,
  );
  const machine = examSessionMachine.provide({
    actions: questionClockActions(() => store),
    actors: {
      loadState: fromPromise(async () => section),
      submit: fromPromise<SubmitResult, { sessionId: number; sectionId: number }>(async () => ({ state: "finished" })),
      sectionTimer: sectionTimerMachine.provide({ actors: { ticker: idle } }),
      breakTimer: breakMachine.provide({ actors: { ticker: idle } }),
    },
  });
  const actor = createActor(machine, { input: { sessionId: 5, initial: section } }).start();
  expect(actor.getSnapshot().value).toEqual({ section: "answering" });
  return { page, store, actor, sent };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("time per question and the review page", () => {
  it("stops on Check Your Work and its confirmation, and goes on for the question chosen there", async () => {
    const { store, actor } = await examOnPage();
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: "OPEN_REVIEW" });
    await vi.advanceTimersByTimeAsync(60_000); // on the review page
    actor.send({ type: "REQUEST_SUBMIT" });
    await vi.advanceTimersByTimeAsync(15_000); // the confirmation over it
    actor.send({ type: "CANCEL" });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.timeOf(1)).toBe(10_000);
    expect(store.timeOf(2)).toBe(0);
    // "Go to question 2" from the review page: only the time back on a question counts, for that question.
    store.setActive(1);
    actor.send({ type: "BACK_TO_QUESTIONS" });
    await vi.advanceTimersByTimeAsync(7_000);
    await store.flush(); // credits the running stretch
    expect(store.timeOf(1)).toBe(10_000);
    expect(store.timeOf(2)).toBe(7_000);
    // The 20-second save while on the review page sends no growth either.
    actor.send({ type: "OPEN_REVIEW" });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(store.timeOf(2)).toBe(7_000);
    store.dispose();
    actor.stop();
  });

  it("stops while the page is hidden, and a page shown again on the review page does not restart it", async () => {
    const { page, store, actor, sent } = await examOnPage();
    await vi.advanceTimersByTimeAsync(4_000);
    page.set("hidden");
    await vi.advanceTimersByTimeAsync(30_000);
    page.set("visible");
    await vi.advanceTimersByTimeAsync(2_000);
    await store.flush(); // credits the running stretch
    expect(store.timeOf(1)).toBe(6_000);
    actor.send({ type: "OPEN_REVIEW" });
    page.set("hidden");
    await vi.advanceTimersByTimeAsync(10_000);
    page.set("visible");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.timeOf(1)).toBe(6_000);
    await store.flush();
    expect(
      Math.max(
        ...sent
          .flat()
          .filter((i) => i.question === 1)
          .map((i) => i.time_ms ?? 0),
      ),
    ).toBe(6_000);
    store.dispose();
    actor.stop();
  });
});
