import { idb } from "./idb";
import type { OfflinePackage } from "./package";

/**
 * The package at rest (decision 0056): the ciphertext as the server sealed it and the download's AES-GCM key,
 * imported as non-extractable (a script on the page can use it while the download is valid, never read it
 * out). Removing or revoking a download deletes both.
 */
const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export type Sealed = { alg: "AES-GCM"; iv: string; data: string };

export async function storeSealed(downloadId: string, rawKeyBase64: string, sealed: Sealed) {
  const key = await crypto.subtle.importKey("raw", fromBase64(rawKeyBase64), "AES-GCM", false, ["decrypt"]);
  await idb.set(`package:${downloadId}`, sealed);
  await idb.set(`key:${downloadId}`, key);
}

export async function openPackage(downloadId: string): Promise<OfflinePackage | null> {
  const [sealed, key] = await Promise.all([idb.get<Sealed>(`package:${downloadId}`), idb.get<CryptoKey>(`key:${downloadId}`)]);
  if (!sealed || !key) return null;
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
  return JSON.parse(new TextDecoder().decode(plain)) as OfflinePackage;
}

export async function forgetPackage(downloadId: string) {
  await Promise.all([idb.del(`package:${downloadId}`), idb.del(`key:${downloadId}`), idb.del(`download:${downloadId}`)]);
}

/** This device's id: a random UUID made once and kept with the downloads. */
export async function deviceId(): Promise<string> {
  const held = await idb.get<string>("device");
  if (held) return held;
  const id = crypto.randomUUID();
  await idb.set("device", id);
  return id;
}
