import type { Highlight } from "#db/schema";
import { noServerAnswered, QUIET_RETRY_MS } from "~/lib/json-client";

/**
 * The answers of the open section on this device: what the student chose, typed, marked, crossed
 * out and highlighted, and the active question. Every change is kept in localStorage at once (so a
 * reload or a crash loses nothing) and sent to the server in the background; while offline the
 * changes wait and are sent when the connection returns. Each question carries a revision so the
 * server never takes an older answer over a newer one.
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
} | null;

type Persisted = { v: 1; answers: Record<string, Answer>; dirty: number[]; active: number };
export type StoreState = { answers: Record<number, Answer>; active: number; status: SaveStatus; pending: number };

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
    for (const q of questions) answers[q.id] = fromServer(q.response);
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
    for (const id of local?.dirty ?? []) if (answers[id] && answers[id]!.rev > 0 && local?.answers[id]?.rev === answers[id]!.rev) this.dirty.add(id);
    const active = this.clampActive(local?.active ?? this.serverActive);
    if (typeof window !== "undefined") window.addEventListener("online", this.onOnline);
    this.set({ answers, active, status: this.dirty.size ? "saving" : "saved", pending: this.dirty.size });
    if (this.dirty.size) this.schedule(0);
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
    this.set({ active: index });
    this.schedule(1500);
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
    const ids = [...this.dirty];
    const sent = new Map(ids.map((id) => [id, this.answer(id).rev]));
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
    if (typeof window !== "undefined") window.removeEventListener("online", this.onOnline);
  }

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
    const data: Persisted = { v: 1, answers: this.state.answers as Record<string, Answer>, dirty: [...this.dirty], active: this.state.active };
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
