import type { Highlight } from "#db/schema";
import { noServerAnswered, QUIET_RETRY_MS } from "~/lib/json-client";
import { QuestionClock } from "./question-clock";

/**
 * The answers of the open section on this device: what the student chose, typed, marked, crossed
 * out and highlighted, and the active question. Every change is kept in localStorage at once (so a
 * reload or a crash loses nothing) and sent to the server in the background; while offline the
 * changes wait and are sent when the connection returns. Each question carries a revision so the
 * server never takes an older answer over a newer one.
 *
 * It also keeps each question's on-screen time while the page is visible (question-clock.ts): it starts
 * from the server's figure (or this device's, when larger), grows while the question is active, is sent
 * with the autosave as the question's total and never lowers what the server has (a reload or another
 * device keeps adding to it).
 */
export type Answer = { selected: number | null; text: string | null; marked: boolean; eliminated: number[]; highlights: Highlight[]; rev: number };
export type SaveStatus = "saved" | "saving" | "offline" | "closed" | "error";
type ServerResponse = {
  selected_choice: number | null;
  answer_text: string | null;
  marked_for_review: boolean;
  eliminated: number[];
  highlights: Highlight[];
  revision: number;
  time_ms?: number;
} | null;

type Persisted = { v: 1; answers: Record<string, Answer>; dirty: number[]; active: number; times?: Record<string, number> };
export type StoreState = { answers: Record<number, Answer>; active: number; status: SaveStatus; pending: number };

/** How often the running time is credited and saved while nothing else changes. */
const TIME_SAVE_MS = 20_000;
/** The server refuses more than 4 hours for one question (exam-input.ts MAX_QUESTION_TIME_MS); the device never sends more. */
const MAX_TIME_MS = 4 * 60 * 60 * 1000;

const EMPTY: Answer = { selected: null, text: null, marked: false, eliminated: [], highlights: [], rev: 0 };
const fromServer = (r: ServerResponse): Answer =>
  r
    ? { selected: r.selected_choice, text: r.answer_text, marked: r.marked_for_review, eliminated: r.eliminated, highlights: r.highlights, rev: r.revision }
    : EMPTY;
export const storageKey = (sessionId: number, sectionId: number) => `satlingo:exam:${sessionId}:${sectionId}`;

export type SendSave = (
  items: {
    question: number;
    selected_choice: number | null;
    answer_text: string | null;
    marked_for_review: boolean;
    eliminated: number[];
    highlights: Highlight[];
    revision: number;
    time_ms: number;
  }[],
  active: number,
) => Promise<"ok" | "closed">;

export class SectionStore {
  private state: StoreState;
  private dirty = new Set<number>();
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private retryDelay = 2000;
  /** When the current run of unanswered saves began (no server answered since). */
  private failingSince: number | undefined;
  private disposed = false;
  private attached = false;
  /** On-screen time per question (ms), and the questions whose time grew since it was last sent. */
  private times = new Map<number, number>();
  private timeDirty = new Set<number>();
  private clock = new QuestionClock();
  private ticker: ReturnType<typeof setInterval> | undefined;

  /**
   * `deferDevice`: start from the server's copy alone, as the server rendered the page, and take in the
   * device's copy with `attachDevice()` after hydration (so the first render matches the HTML).
   */
  constructor(
    readonly key: string,
    private readonly questions: { id: number; response: ServerResponse }[],
    private readonly serverActive: number,
    private readonly send: SendSave,
    private readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null = typeof localStorage === "undefined" ? null : localStorage,
    { deferDevice = false } = {},
  ) {
    const answers: Record<number, Answer> = {};
    for (const q of questions) {
      answers[q.id] = fromServer(q.response);
      this.times.set(q.id, q.response?.time_ms ?? 0);
    }
    this.state = { answers, active: this.clampActive(serverActive), status: "saved", pending: 0 };
    if (!deferDevice) this.attachDevice();
  }

  /** Takes in what this device kept (newer answers win, unsent ones are sent) and starts keeping changes. */
  attachDevice() {
    if (this.attached || this.disposed) return;
    this.attached = true;
    const local = this.readLocal();
    const answers: Record<number, Answer> = {};
    for (const q of this.questions) {
      const server = fromServer(q.response);
      const mine = local?.answers[q.id];
      // The device's copy wins only when it is newer than what the server has.
      if (mine && mine.rev > server.rev) {
        answers[q.id] = mine;
        this.dirty.add(q.id);
      } else answers[q.id] = server;
    }
    for (const [id, ms] of Object.entries(local?.times ?? {}))
      if (this.times.has(Number(id)) && ms > this.times.get(Number(id))!) {
        this.times.set(Number(id), ms);
        this.timeDirty.add(Number(id));
      }
    for (const id of local?.dirty ?? []) if (answers[id] && answers[id]!.rev > 0 && local?.answers[id]?.rev === answers[id]!.rev) this.dirty.add(id);
    const active = this.clampActive(local?.active ?? this.serverActive);
    if (typeof window !== "undefined") {
      window.addEventListener("online", this.onOnline);
      document.addEventListener("visibilitychange", this.onVisibility);
      this.ticker = setInterval(this.onTick, TIME_SAVE_MS);
    }
    this.set({ answers, active, status: this.dirty.size ? "saving" : "saved", pending: this.dirty.size });
    this.clock.start(this.questions[active]?.id ?? null);
    if (this.dirty.size || this.timeDirty.size) this.schedule(0);
  }

  private clampActive(index: number) {
    return Math.min(Math.max(0, index), Math.max(0, this.questions.length - 1));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.state;

  answer(id: number): Answer {
    return this.state.answers[id] ?? EMPTY;
  }

  update(id: number, patch: Partial<Omit<Answer, "rev">>) {
    this.attachDevice();
    if (this.state.status === "closed") return;
    const prev = this.answer(id);
    const next = { ...prev, ...patch, rev: prev.rev + 1 };
    this.dirty.add(id);
    this.set({ answers: { ...this.state.answers, [id]: next }, pending: this.dirty.size, status: this.state.status === "offline" ? "offline" : "saving" });
    this.schedule(600);
  }

  setActive(index: number) {
    this.attachDevice();
    if (index === this.state.active) return;
    this.credit(this.clock.switchTo(this.questions[this.clampActive(index)]?.id ?? null));
    this.set({ active: index });
    this.schedule(1500);
  }

  /** A question's on-screen time so far (ms), with the stretch still running. */
  timeOf(id: number): number {
    return this.times.get(id) ?? 0;
  }

  /** Stops counting (a page that shows no question, as the review of the module) or starts again. */
  pauseClock() {
    this.credit(this.clock.take());
    this.clock.stop();
  }
  /** Starts counting again for the active question; a clock already running keeps its stretch. */
  resumeClock() {
    if (this.attached && !this.disposed && !this.clock.isRunning()) this.clock.start(this.questions[this.state.active]?.id ?? null);
  }

  /** The answers in the submit call's shape: question id -> choice id or typed text. */
  finalAnswers(): Record<string, number | string> {
    const out: Record<string, number | string> = {};
    for (const [id, a] of Object.entries(this.state.answers)) {
      if (a.selected != null) out[id] = a.selected;
      else if (a.text) out[id] = a.text;
    }
    return out;
  }

  /** Sends what is waiting now; resolves when nothing is waiting or the send failed. */
  async flush(): Promise<void> {
    if (this.disposed || this.inFlight) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.state.status === "closed") return;
    this.credit(this.clock.take());
    const ids = [...new Set([...this.dirty, ...this.timeDirty])];
    const sent = new Map(ids.map((id) => [id, this.answer(id).rev]));
    const sentTimes = new Map(ids.map((id) => [id, this.timeOf(id)]));
    this.inFlight = true;
    this.set({ status: "saving" });
    try {
      const result = await this.send(
        ids.map((id) => {
          const a = this.answer(id);
          return {
            question: id,
            selected_choice: a.selected,
            answer_text: a.text,
            marked_for_review: a.marked,
            eliminated: a.eliminated,
            highlights: a.highlights,
            revision: a.rev,
            time_ms: Math.min(Math.round(this.timeOf(id)), MAX_TIME_MS),
          };
        }),
        this.state.active,
      );
      this.inFlight = false;
      if (result === "closed") {
        this.set({ status: "closed" });
        return;
      }
      for (const [id, rev] of sent) if (this.answer(id).rev === rev) this.dirty.delete(id);
      for (const [id, ms] of sentTimes) if (this.timeOf(id) === ms) this.timeDirty.delete(id);
      this.retryDelay = 2000;
      this.failingSince = undefined;
      this.set({ status: this.dirty.size ? "saving" : "saved", pending: this.dirty.size });
      if (this.dirty.size) return this.flush();
    } catch (error) {
      this.inFlight = false;
      const offline = typeof navigator !== "undefined" && navigator.onLine === false;
      // No server answered (an instance went away): the next attempt, a second later, goes to another one
      // through the load balancer; the student is told only once none has answered for QUIET_RETRY_MS.
      const now = Date.now();
      this.failingSince ??= now;
      if (!offline && noServerAnswered(error) && now - this.failingSince < QUIET_RETRY_MS) {
        this.set({ status: "saving" });
        this.schedule(1000);
        return;
      }
      this.set({ status: offline ? "offline" : "error" });
      this.schedule(this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
    }
  }

  /** After a successful submit: the device copy is no longer needed. */
  clear() {
    this.storage?.removeItem(this.key);
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.timer);
    clearInterval(this.ticker);
    this.clock.stop();
    if (typeof window !== "undefined") {
      window.removeEventListener("online", this.onOnline);
      document.removeEventListener("visibilitychange", this.onVisibility);
    }
  }

  /** Adds a stretch of on-screen time to its question; it is sent with the next save. */
  private credit(taken: { question: number; ms: number } | null) {
    if (!taken || taken.ms <= 0 || !this.times.has(taken.question)) return;
    this.times.set(taken.question, this.timeOf(taken.question) + taken.ms);
    this.timeDirty.add(taken.question);
  }

  /** Hidden: the stretch ends and what is waiting is sent now (the tab may not come back). */
  private onVisibility = () => {
    this.credit(this.clock.visibilityChanged());
    if (document.visibilityState === "hidden" && this.timeDirty.size) void this.flush();
  };

  /** Every TIME_SAVE_MS the running stretch is credited and saved, so a crash loses little. */
  private onTick = () => {
    this.credit(this.clock.take());
    if (this.timeDirty.size && !this.timer && !this.inFlight && this.state.status !== "closed") this.schedule(0);
    else this.persist();
  };

  private onOnline = () => {
    this.retryDelay = 2000;
    this.failingSince = undefined;
    void this.flush();
  };

  private schedule(ms: number) {
    if (this.disposed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private set(patch: Partial<StoreState>) {
    this.state = { ...this.state, ...patch };
    this.persist();
    for (const l of this.listeners) l();
  }

  private persist() {
    if (!this.attached) return;
    const data: Persisted = {
      v: 1,
      answers: this.state.answers as Record<string, Answer>,
      dirty: [...this.dirty],
      active: this.state.active,
      times: Object.fromEntries([...this.times].map(([id, ms]) => [id, Math.round(ms)])),
    };
    try {
      this.storage?.setItem(this.key, JSON.stringify(data));
    } catch {
      // Storage full or blocked: the server copy still has everything already sent.
    }
  }

  private readLocal(): Persisted | null {
    try {
      const raw = this.storage?.getItem(this.key);
      const data = raw ? (JSON.parse(raw) as Persisted) : null;
      return data?.v === 1 ? data : null;
    } catch {
      return null;
    }
  }
}
