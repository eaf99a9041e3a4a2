import os from "node:os";
import path from "node:path";
import { getDb } from "#db/client";
import { getEnv, type Env } from "~/lib/env.server";
import type { FileStorage } from "./contract";

export { contentTypeForKey, isValidKey, StorageKeyError, type FileStorage, type StoredFile, type StoredFileInfo } from "./contract";

let storage: Promise<FileStorage> | undefined;

/**
 * The file store this instance uses, chosen by STORAGE: "local" (DATA_DIR/uploads, one instance),
 * "s3" (an S3-compatible bucket) or "postgres" (the stored_files table). The drivers load lazily,
 * so the AWS SDK is only read by instances that use it.
 */
export function getStorage(): Promise<FileStorage> {
  storage ??= open(getEnv()).catch((error) => {
    storage = undefined;
    throw error;
  });
  return storage;
}

async function open(env: Env): Promise<FileStorage> {
  switch (env.STORAGE) {
    case "s3": {
      const { createS3Storage } = await import("./s3.server");
      return createS3Storage({
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
      });
    }
    case "postgres": {
      const { createPostgresStorage } = await import("./postgres.server");
      return createPostgresStorage(getDb);
    }
    case "local": {
      const { createLocalStorage } = await import("./local.server");
      return createLocalStorage(localUploadsDir(env));
    }
  }
}

/** DATA_DIR/uploads; a folder in the system's temporary directory for an in-memory database. */
export function localUploadsDir(env: Pick<Env, "DATA_DIR"> = getEnv()) {
  if (env.DATA_DIR === "memory://") return path.join(os.tmpdir(), "satlingo-uploads");
  return path.resolve(env.DATA_DIR, "uploads");
}
