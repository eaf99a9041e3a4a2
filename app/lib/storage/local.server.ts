import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, StorageKeyError, withKeyChecks, type FileStorage } from "./contract";

/**
 * Files in a folder (STORAGE=local, the default): DATA_DIR/uploads. One instance only: another
 * machine cannot read this folder. Keys map to paths below the root and never outside it.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    const file = path.resolve(base, key);
    // The key rules already exclude "..", absolute paths and backslashes; this is the second lock.
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(key);
    return file;
  };
  const missing = (error: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

  return withKeyChecks({
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write beside it and rename, so a reader never sees half a file.
      const partial = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const bytes = await fs.readFile(fileFor(key));
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: contentTypeForKey(key)!, size: bytes.byteLength };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const stat = await fs.stat(fileFor(key));
        return stat.isFile() ? { contentType: contentTypeForKey(key)!, size: stat.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async getRange(key, start, end) {
      let handle: Awaited<ReturnType<typeof fs.open>> | undefined;
      try {
        handle = await fs.open(fileFor(key), "r");
        const { size } = await handle.stat();
        const length = Math.max(0, Math.min(end, size - 1) - start + 1);
        const bytes = new Uint8Array(length);
        if (length > 0) await handle.read(bytes, 0, length, start);
        return { bytes, contentType: contentTypeForKey(key)!, size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  });
}
