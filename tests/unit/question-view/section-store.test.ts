import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionStore, type SendSave } from "~/features/question-view/section-store";
import { JsonRequestError } from "~/lib/json-client";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}
const questions = [
  { id: 1, response: null },
  { id: 2, response: { selected_choice: 22, answer_text: null, marked_for_review: true, eliminated: [], highlights: [], revision: 4 } },
];

afterEach(() => vi.useRealTimers());

describe("the device store of a section's answers", () => {
  it("keeps every change on the device at once and sends it with a higher revision", async () => {
    const storage = memoryStorage();
    const sent: Parameters<SendSave>[0][] = [];
    const store = new SectionStore("k", questions, 0, async (items) => (sent.push(items), "ok"), storage);
    store.update(1, { selected: 11 });
    expect(JSON.parse(storage.data.get("k")!).answers["1"].selected).toBe(11);
    expect(store.getSnapshot().status).toBe("saving");
    await store.flush();
    expect(sent[0]).toEqual([
      {
        question: 1,
        selected_choice: 11,
        answer_text: null,
        marked_for_review: false,
        eliminated: [],
        highlights: [],
        revision: 1,
        time_ms: expect.any(Number),
      },
    ]);
    expect(store.getSnapshot()).toMatchObject({ status: "saved", pending: 0 });
    store.update(2, { marked: false });
    await store.flush();
    expect(sent[1]![0]).toMatchObject({ question: 2, revision: 5, selected_choice: 22, marked_for_review: false });
    store.dispose();
  });

  it("while offline keeps the changes waiting and sends them when the connection returns", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    let online = false;
    const send = vi.fn<SendSave>(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return "ok";
    });
    const store = new SectionStore("k", questions, 0, send, storage);
    store.update(1, { text: "3/4" });
    await store.flush();
    // No server answers: tried again every second, and told only after ten seconds of that.
    expect(store.getSnapshot()).toMatchObject({ status: "saving", pending: 1 });
    await vi.advanceTimersByTimeAsync(9_500);
    expect(store.getSnapshot()).toMatchObject({ status: "saving", pending: 1 });
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(9);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getSnapshot()).toMatchObject({ status: "error", pending: 1 });
    online = true;
    const calls = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2_100);
    expect(store.getSnapshot()).toMatchObject({ status: "saved", pending: 0 });
    expect(send).toHaveBeenCalledTimes(calls + 1);
    store.dispose();
  });

  it("rides through a lost instance: a 503 from the load balancer is retried quietly and saved once another answers", async () => {
    vi.useFakeTimers();
    let lost = true;
    const sent: Parameters<SendSave>[0][] = [];
    const send = vi.fn<SendSave>(async (items) => {
      if (lost) throw new JsonRequestError("HTTP 502", 502, {});
      sent.push(items);
      return "ok";
    });
    const store = new SectionStore("k", questions, 0, send, memoryStorage());
    store.update(1, { selected: 11 });
    await store.flush();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(store.getSnapshot().status).toBe("saving");
    lost = false;
    await vi.advanceTimersByTimeAsync(1_100);
    expect(store.getSnapshot()).toMatchObject({ status: "saved", pending: 0 });
    // The same revision each time: the server keeps the answer once, whichever instance got it.
    expect(sent).toEqual([[expect.objectContaining({ question: 1, selected_choice: 11, revision: 1 })]]);
    store.dispose();
  });

  it("shows a refusal that a server did answer at once", async () => {
    const send = vi.fn<SendSave>(async () => {
      throw new JsonRequestError("bad", 400, { detail: "bad" });
    });
    const store = new SectionStore("k", questions, 0, send, memoryStorage());
    store.update(1, { selected: 11 });
    await store.flush();
    expect(store.getSnapshot().status).toBe("error");
    store.dispose();
  });

  it("after a reload, a newer device copy wins over the server and is sent again; an older one loses", async () => {
    const storage = memoryStorage();
    const first = new SectionStore(
      "k",
      questions,
      0,
      async () => {
        throw new TypeError("offline");
      },
      storage,
    );
    first.update(2, { selected: 23 }); // revision 5, never reached the server
    first.update(1, { selected: 11 });
    first.setActive(1);
    first.dispose();

    const sent: Parameters<SendSave>[0][] = [];
    const again = new SectionStore("k", questions, 0, async (items) => (sent.push(items), "ok"), storage);
    expect(again.answer(2).selected).toBe(23);
    expect(again.getSnapshot().active).toBe(1);
    await again.flush();
    expect(sent[0]!.map((i) => i.question).sort()).toEqual([1, 2]);
    again.dispose();

    // The server has moved on (revision 9 from another device): its copy wins.
    const newer = [{ id: 2, response: { ...questions[1]!.response!, selected_choice: 24, revision: 9 } }];
    const third = new SectionStore("k", newer, 0, async () => "ok", storage);
    expect(third.answer(2).selected).toBe(24);
    third.dispose();
  });

  it("on a server-rendered page starts from the server's copy and takes in the device's after hydration", async () => {
    // The clock stands still: on a slow machine a millisecond on question 1 would add its time to the save.
    vi.useFakeTimers({ toFake: ["Date"] });
    const storage = memoryStorage();
    const first = new SectionStore(
      "k",
      questions,
      0,
      async () => {
        throw new TypeError("offline");
      },
      storage,
    );
    first.update(2, { selected: 23 }); // revision 5, never reached the server
    first.setActive(1);
    first.dispose();
    const kept = storage.data.get("k");

    const sent: Parameters<SendSave>[0][] = [];
    const page = new SectionStore("k", questions, 0, async (items) => (sent.push(items), "ok"), storage, { deferDevice: true });
    // What the server rendered: its answer and its active question; the device's copy is untouched.
    expect(page.answer(2).selected).toBe(22);
    expect(page.getSnapshot()).toMatchObject({ active: 0, status: "saved", pending: 0 });
    expect(storage.data.get("k")).toBe(kept);
    let changes = 0;
    page.subscribe(() => changes++);
    page.attachDevice();
    expect(changes).toBeGreaterThan(0);
    expect(page.answer(2).selected).toBe(23);
    expect(page.getSnapshot()).toMatchObject({ active: 1, pending: 1 });
    await page.flush();
    expect(sent[0]).toEqual([expect.objectContaining({ question: 2, selected_choice: 23, revision: 5 })]);
    page.dispose();

    // A change before the device copy was taken in takes it in first: nothing of the device's is lost.
    const early = new SectionStore("k2", questions, 0, async () => "ok", storage, { deferDevice: true });
    early.update(1, { selected: 11 });
    expect(JSON.parse(storage.data.get("k2")!).answers["1"]).toMatchObject({ selected: 11, rev: 1 });
    early.dispose();
  });

  it("stops sending once the server has closed the section", async () => {
    const send = vi.fn<SendSave>(async () => "closed");
    const store = new SectionStore("k", questions, 0, send, memoryStorage());
    store.update(1, { selected: 11 });
    await store.flush();
    expect(store.getSnapshot().status).toBe("closed");
    store.update(1, { selected: 12 });
    expect(store.answer(1).selected).toBe(11);
    store.dispose();
  });

  it("gives the submit call's answers: choice ids and typed text", () => {
    const store = new SectionStore("k", questions, 0, async () => "ok", memoryStorage());
    store.update(1, { text: "-2.5" });
    expect(store.finalAnswers()).toEqual({ "1": "-2.5", "2": 22 });
    store.dispose();
  });

  it("counts each question's on-screen time from the server's figure, sends it with the save and keeps it on the device", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const sent: Parameters<SendSave>[0][] = [];
    const timed = [
      { id: 1, response: null },
      { id: 2, response: { ...questions[1]!.response!, time_ms: 5_000 } },
    ];
    const store = new SectionStore("t", timed, 0, async (items) => (sent.push(items), "ok"), storage);
    await vi.advanceTimersByTimeAsync(30_000);
    store.setActive(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await store.flush();
    const last = new Map(sent.flat().map((i) => [i.question, i.time_ms]));
    expect(last.get(1)).toBe(30_000);
    expect(last.get(2)).toBe(15_000);
    // No answer changed: the time alone goes with the stored revision, which changes no answer on the server.
    expect(sent.flat().find((i) => i.question === 2)).toMatchObject({ revision: 4, selected_choice: 22 });
    store.dispose();
    // A reload on this device starts from its own larger figure; the server's smaller one does not lower it.
    const again = new SectionStore("t", timed, 1, async () => "ok", storage);
    expect(again.timeOf(1)).toBe(30_000);
    expect(again.timeOf(2)).toBeGreaterThanOrEqual(15_000);
    again.pauseClock();
    const paused = again.timeOf(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(again.timeOf(2)).toBe(paused);
    again.dispose();
  });
});
