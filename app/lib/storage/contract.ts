/**
 * The storage contract every driver (local folder, S3-compatible store, PostgreSQL table) keeps,
 * and the rules for keys, which are the same everywhere so that a file can move between drivers.
 */

export type StoredFile = { bytes: Uint8Array; contentType: string; size: number };
export type StoredFileInfo = { contentType: string; size: number };

export interface FileStorage {
  /** Stores (or replaces) the file under key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Type and size without the bytes (HEAD requests), or null when there is none. */
  head(key: string): Promise<StoredFileInfo | null>;
  /**
   * Bytes `start` to `end` (inclusive, 0-based) of the file, for HTTP range requests (video seeking),
   * with the whole file's size; null when there is no file. The caller keeps the range inside the file.
   */
  getRange(key: string, start: number, end: number): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** The only types we store, by extension: whatever the key says is what /uploads serves. */
const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  // Lesson videos (app/features/lessons), served with range requests by their own route.
  mp4: "video/mp4",
  webm: "video/webm",
};

export const MAX_KEY_LENGTH = 200;

/**
 * "avatars/12-3fa9c2b1d0e4f5a6.webp": at most 4 folders, lower-case letters, digits, "_" and "-",
 * every segment starting with a letter or digit (so no ".", "..", hidden or absolute paths), and a
 * known extension. Lower case only, so that case-insensitive file systems and stores agree.
 */
const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/){0,4}[a-z0-9][a-z0-9_-]*\.([a-z0-9]+)$/;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH + 1))}`);
    this.name = "StorageKeyError";
  }
}

/** The content type a valid key is served with, or null when the key is not valid. */
export function contentTypeForKey(key: string): string | null {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return null;
  const match = KEY.exec(key);
  return (match && TYPES[match[1]!]) ?? null;
}

export function isValidKey(key: string): boolean {
  return contentTypeForKey(key) !== null;
}

export function assertKey(key: string): string {
  const type = contentTypeForKey(key);
  if (!type) throw new StorageKeyError(key);
  return type;
}

/**
 * Wraps a driver so that every call checks its key first, and a put checks that the content type is
 * the one its extension stands for (a ".png" holding "text/html" would be served as a page).
 */
export function withKeyChecks(driver: FileStorage): FileStorage {
  return {
    async put(key, bytes, contentType) {
      const expected = assertKey(key);
      if (contentType !== expected) throw new StorageKeyError(`${key} (${contentType}, expected ${expected})`);
      if (!(bytes instanceof Uint8Array)) throw new TypeError("put: bytes must be a Uint8Array");
      return driver.put(key, bytes, contentType);
    },
    async get(key) {
      assertKey(key);
      return driver.get(key);
    },
    async head(key) {
      assertKey(key);
      return driver.head(key);
    },
    async getRange(key, start, end) {
      assertKey(key);
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) throw new RangeError(`getRange: bad range ${start}-${end}`);
      return driver.getRange(key, start, end);
    },
    async delete(key) {
      assertKey(key);
      return driver.delete(key);
    },
  };
}
