import { fetchJson, JsonRequestError } from "~/lib/json-client";
import { readLog } from "./answer-log";
import type { DeviceAttempt } from "./device-attempt";
import { idb } from "./idb";

/**
 * Sends an attempt taken on this device to the server, whole (the server takes it in idempotently: the same
 * attempt UUID, each answer by revision), and keeps what the server answered on the attempt: its session, and
 * whether all of it is in (`synced`) or what was refused. Nothing on the device is deleted by a sync.
 */
export type SyncAnswer = { session: number; state: "finished" | "in_progress" | "not_started"; refused: { detail: string }[] };

export const attemptKey = (downloadId: string) => `attempt:${downloadId}`;

let running: Promise<DeviceAttempt> | null = null;

export function syncAttempt(downloadId: string): Promise<DeviceAttempt> {
  running ??= send(downloadId).finally(() => {
    running = null;
  });
  return running;
}

async function send(downloadId: string): Promise<DeviceAttempt> {
  const attempt = await idb.get<DeviceAttempt>(attemptKey(downloadId));
  if (!attempt) throw new Error("no attempt");
  if (!attempt.modules.length || attempt.synced) return attempt;
  const answers = await readLog(attempt.id);
  const body = {
    attempt: attempt.id,
    download: attempt.download,
    device: attempt.device,
    device_time: Date.now(),
    modules: attempt.modules.map((m) => ({ stage: m.stage, section: m.section, started_at: m.startedAt, submitted_at: m.submittedAt })),
    answers,
    finished_at: attempt.finishedAt,
  };
  let outcome: Pick<DeviceAttempt, "session" | "synced" | "refused">;
  try {
    const answer = await fetchJson<SyncAnswer>("/offline/sync", { method: "POST", json: body });
    outcome = { session: answer.session || attempt.session, synced: answer.state === "finished", refused: null };
  } catch (error) {
    if (!(error instanceof JsonRequestError) || error.status !== 409) throw error;
    const refused = error.body as Partial<SyncAnswer> & { detail?: string };
    outcome = { session: refused.session || attempt.session, synced: false, refused: refused.detail ?? error.message };
  }
  // The attempt may have moved on while the request was out: only the sync's own fields change.
  const latest = (await idb.get<DeviceAttempt>(attemptKey(downloadId))) ?? attempt;
  const next = { ...latest, ...outcome, synced: outcome.synced && latest.finishedAt !== null };
  await idb.set(attemptKey(downloadId), next);
  return next;
}
