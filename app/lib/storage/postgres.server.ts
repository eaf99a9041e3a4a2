import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { storedFiles } from "#db/schema";
import { withKeyChecks, type FileStorage } from "./contract";

/**
 * Files in the database table stored_files (STORAGE=postgres): every instance that shares the
 * database shares the files, with nothing else to run. Meant for avatars and other small files.
 */
export function createPostgresStorage(getDb: () => Promise<Db>): FileStorage {
  return withKeyChecks({
    async put(key, bytes, contentType) {
      const db = await getDb();
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db
        .insert(storedFiles)
        .values({ key, contentType, data, size: bytes.byteLength })
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, data, size: bytes.byteLength, createdAt: sql`now()` } });
    },
    async get(key) {
      const db = await getDb();
      const [row] = await db
        .select({ data: storedFiles.data, contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      return { bytes: new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength), contentType: row.contentType, size: row.size };
    },
    async head(key) {
      const db = await getDb();
      const [row] = await db.select({ contentType: storedFiles.contentType, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async getRange(key, start, end) {
      const db = await getDb();
      // substring() on bytea counts from 1; only the asked bytes leave the database.
      const [row] = await db
        .select({
          data: sql<Buffer>`substring(${storedFiles.data} from ${start + 1} for ${end - start + 1})`.mapWith(storedFiles.data),
          contentType: storedFiles.contentType,
          size: storedFiles.size,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      return { bytes: new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength), contentType: row.contentType, size: row.size };
    },
    async delete(key) {
      const db = await getDb();
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  });
}
