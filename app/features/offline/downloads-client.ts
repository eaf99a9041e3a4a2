import { fetchJson, JsonRequestError } from "~/lib/json-client";
import { deviceId, forgetPackage, storeSealed, type Sealed } from "./crypto-store";
import { idb } from "./idb";

/**
 * Downloading a test to this device and keeping the list of what is here (issue 33). A download is usable
 * once the package and its key are stored, the worker has the app's files (precached when it installed) and
 * the exam page's shell is in the page cache, so the page opens with no network.
 */
export type LocalDownload = { id: string; exam: number; examName: string; issuedAt: string; expiresAt: string };

type Created = { download: { id: string; exam: number; exam_name: string; issued_at: string; expires_at: string }; key: string; package: Sealed };

export const takePath = (downloadId: string) => `/offline/take/${downloadId}`;

export async function downloadTest(exam: number): Promise<LocalDownload> {
  if (typeof indexedDB === "undefined" || !crypto?.subtle) throw new Error("unsupported");
  const device = await deviceId();
  const created = await fetchJson<Created>("/offline/downloads", { method: "POST", json: { exam, device, device_time: Date.now() } });
  const local: LocalDownload = {
    id: created.download.id,
    exam: created.download.exam,
    examName: created.download.exam_name,
    issuedAt: created.download.issued_at,
    expiresAt: created.download.expires_at,
  };
  await storeSealed(local.id, created.key, created.package);
  await cacheShell(takePath(local.id));
  await idb.set(`download:${local.id}`, local);
  return local;
}

/**
 * The exam page's HTML in the worker's page cache, and the worker ready (its install precached every
 * script, style and font of the build: the exam screen, KaTeX, the calculator and the reference sheet).
 */
async function cacheShell(path: string) {
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
  await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (!response.ok) throw new JsonRequestError(response.statusText, response.status, {});
  await (await caches.open("pages")).put(path, response);
}

export async function localDownloads(): Promise<LocalDownload[]> {
  if (typeof indexedDB === "undefined") return [];
  return (await idb.entries<LocalDownload>("download:")).map(([, d]) => d);
}

/** Removes a download from this device and revokes it on the server (when reachable). */
export async function removeDownload(id: string) {
  await fetchJson(`/offline/downloads/${id}/revoke`, { method: "POST", json: {} }).catch(() => {});
  await forgetPackage(id);
  if (typeof caches !== "undefined") await caches.open("pages").then((c) => c.delete(takePath(id)));
}

/**
 * Asks the server which of this device's downloads still hold: a revoked or expired one is deleted here
 * (its key first). Offline, nothing changes; the device's own clock still stops an expired one from starting.
 */
let refreshing: { at: number; list: Promise<LocalDownload[]> } | null = null;

export function refreshDownloads(): Promise<LocalDownload[]> {
  // Every card of the exam list asks at once: one question to the server serves them all.
  if (refreshing && Date.now() - refreshing.at < 5000) return refreshing.list;
  refreshing = { at: Date.now(), list: refreshNow() };
  return refreshing.list;
}

async function refreshNow(): Promise<LocalDownload[]> {
  const local = await localDownloads();
  if (!local.length || !navigator.onLine) return local;
  try {
    const device = await deviceId();
    const remote = await fetchJson<{ id: string; status: "active" | "revoked" | "expired" }[]>(`/offline/downloads?device=${device}`);
    const gone = local.filter((d) => remote.find((r) => r.id === d.id)?.status !== "active");
    for (const d of gone) if (!(await hasUnsynced(d.id))) await forgetPackage(d.id);
    return local.filter((d) => !gone.includes(d));
  } catch {
    return local;
  }
}

/** An attempt from this download that the server has not taken in yet: its package stays until it is synced. */
async function hasUnsynced(downloadId: string) {
  const attempt = await idb.get<{ synced: boolean; modules: unknown[] }>(`attempt:${downloadId}`);
  return !!attempt && attempt.modules.length > 0 && !attempt.synced;
}
