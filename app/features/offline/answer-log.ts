import type { SendSave } from "~/features/question-view";
import { idb } from "./idb";
import type { FinalAnswers } from "./package";

/**
 * Where an attempt's answers live on the device (issue 33), both in IndexedDB:
 * - `MirrorStorage`: the section store's copy (question-view/section-store.ts keeps every change in a
 *   Storage at once); reads come from memory, each write goes to IndexedDB as it happens;
 * - the answer log: every item the section store sends, with its section and the device time, appended and
 *   never rewritten (the sync sends it; the server keeps what fits the timeline).
 */
export class MirrorStorage implements Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  private readonly values = new Map<string, string>();

  static async load(prefix: string) {
    const mirror = new MirrorStorage();
    for (const [key, value] of await idb.entries<string>(prefix)) mirror.values.set(key, value);
    return mirror;
  }

  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
    void idb.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
    void idb.del(key);
  }
}

export const answersKey = (attempt: string, section: number) => `answers:${attempt}:${section}`;

/** A section's answers as the store kept them: question id -> the choice, or the typed entry. */
export function finalAnswersIn(storage: Pick<Storage, "getItem">, attempt: string, section: number): FinalAnswers {
  try {
    const copy = JSON.parse(storage.getItem(answersKey(attempt, section)) ?? "null") as {
      answers?: Record<string, { selected: number | null; text: string | null }>;
    } | null;
    const out: FinalAnswers = {};
    for (const [id, a] of Object.entries(copy?.answers ?? {})) {
      if (a.selected != null) out[id] = a.selected;
      else if (a.text) out[id] = a.text;
    }
    return out;
  } catch {
    return {};
  }
}

export type LogEntry = Parameters<SendSave>[0][number] & { section: number; at: number };

let sequence = 0;

/** The section store's `send` for an attempt on the device: the items go to the log, nothing to a server. */
export function logSaver(attempt: string, section: number): SendSave {
  return async (items) => {
    const at = Date.now();
    for (const item of items) {
      const key = `log:${attempt}:${String(at).padStart(14, "0")}:${String(sequence++).padStart(6, "0")}`;
      await idb.set(key, { ...item, section, at } satisfies LogEntry);
    }
    return "ok";
  };
}

/**
 * The log as the sync sends it: for each question and revision its first entry (when the answer was made)
 * with the largest on-screen time any entry of it carries.
 */
export async function readLog(attempt: string): Promise<LogEntry[]> {
  const entries = (await idb.entries<LogEntry>(`log:${attempt}:`)).map(([, e]) => e);
  const byRevision = new Map<string, LogEntry>();
  for (const e of entries) {
    const key = `${e.section}:${e.question}:${e.revision}`;
    const held = byRevision.get(key);
    if (!held) byRevision.set(key, { ...e });
    else held.time_ms = Math.max(held.time_ms, e.time_ms);
  }
  return [...byRevision.values()];
}
