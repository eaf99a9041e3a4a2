import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { storedFiles } from "#db/schema";
import { StorageKeyError, type FileStorage } from "~/lib/storage/contract";
import { createLocalStorage } from "~/lib/storage/local.server";
import { createPostgresStorage } from "~/lib/storage/postgres.server";
import { createS3Storage } from "~/lib/storage/s3.server";
import { startS3StandIn, type S3StandIn } from "../setup/s3-stand-in";
import { binary, key } from "../setup/storage-helpers";

// The file storage drivers (local folder, PostgreSQL table, S3 bucket): the same contract for each, then what is
// particular to each. Serving stored files at /uploads is in storage-uploads.test.ts.
let s3: S3StandIn;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"));
});
afterAll(async () => {
  await s3?.close();
  if (localRoot) await fs.rm(localRoot, { recursive: true, force: true });
  await closeDb();
});

const drivers: [string, () => FileStorage][] = [
  ["local", () => createLocalStorage(localRoot)],
  ["postgres", () => createPostgresStorage(getDb)],
  [
    "s3",
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)("the %s storage driver", (_name, make) => {
  it("gives back exactly the bytes, type and size it was given, and head tells type and size", async () => {
    const storage = make();
    const k = key();
    const bytes = binary();
    await storage.put(k, bytes, "image/webp");
    const file = await storage.get(k);
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe("image/webp");
    expect(file!.size).toBe(bytes.byteLength);
    expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(await storage.head(k)).toEqual({ contentType: "image/webp", size: bytes.byteLength });
  });

  it("keeps an empty file and files under different keys apart", async () => {
    const storage = make();
    const empty = key("png");
    const nested = `avatars/deep/er/${crypto.randomBytes(4).toString("hex")}.jpg`;
    await storage.put(empty, new Uint8Array(0), "image/png");
    await storage.put(nested, Uint8Array.from([0xff, 0xd8, 0xff, 0x00]), "image/jpeg");
    expect(await storage.head(empty)).toEqual({ contentType: "image/png", size: 0 });
    expect([...(await storage.get(nested))!.bytes]).toEqual([0xff, 0xd8, 0xff, 0x00]);
  });

  it("answers null for a file that was never stored", async () => {
    const storage = make();
    expect(await storage.get(key())).toBeNull();
    expect(await storage.head(key())).toBeNull();
  });

  it("replaces a file put twice under the same key", async () => {
    const storage = make();
    const k = key("png");
    await storage.put(k, binary(1000), "image/png");
    await storage.put(k, Uint8Array.from([1, 2, 3]), "image/png");
    expect([...(await storage.get(k))!.bytes]).toEqual([1, 2, 3]);
    expect((await storage.head(k))!.size).toBe(3);
  });

  it("deletes, and deleting a missing file is not an error", async () => {
    const storage = make();
    const k = key();
    await storage.put(k, binary(10), "image/webp");
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    expect(await storage.head(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it("a second instance configured the same way reads what the first stored", async () => {
    const k = key("gif");
    await make().put(k, Uint8Array.from([71, 73, 70, 56]), "image/gif");
    expect([...(await make().get(k))!.bytes]).toEqual([71, 73, 70, 56]);
  });

  it("refuses keys that could escape, hide or be served as something else", async () => {
    const storage = make();
    const bad = [
      "",
      "../escape.png",
      "avatars/../../escape.png",
      "/etc/escape.png",
      "avatars//x.png",
      "avatars/./x.png",
      "avatars\\..\\x.png",
      "avatars/.hidden.png",
      "%2e%2e/x.png",
      "Avatars/X.png",
      "x.png\0.txt",
      "page.html",
      "script.svg",
      "noextension",
      `${"a".repeat(200)}.png`,
      "a/b/c/d/e/f.png",
    ];
    for (const k of bad) {
      await expect(storage.put(k, binary(4), "image/png"), k).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(k), k).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.head(k), k).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(k), k).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  it("refuses a content type that is not the one the key's extension stands for", async () => {
    const storage = make();
    const k = key("png");
    await expect(storage.put(k, binary(4), "text/html")).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put(k, binary(4), "image/webp")).rejects.toBeInstanceOf(StorageKeyError);
    expect(await storage.get(k)).toBeNull();
  });
});

describe("driver specifics", () => {
  it("local: files live below the root, and a traversal writes nothing outside it", async () => {
    const storage = createLocalStorage(localRoot);
    const k = key();
    await storage.put(k, binary(16), "image/webp");
    expect((await fs.stat(path.join(localRoot, k))).size).toBe(16);
    await expect(storage.put("../outside.png", binary(4), "image/png")).rejects.toBeInstanceOf(StorageKeyError);
    await expect(fs.stat(path.join(localRoot, "..", "outside.png"))).rejects.toMatchObject({ code: "ENOENT" });
    // No half-written files are left beside the stored ones.
    expect((await fs.readdir(path.join(localRoot, "tests"))).filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("postgres: the bytea column holds the raw bytes (checked in SQL, not through the driver)", async () => {
    const storage = createPostgresStorage(getDb);
    const k = key();
    const bytes = binary(300);
    await storage.put(k, bytes, "image/webp");
    const db = await getDb();
    const result = await db.execute(sql`select octet_length(data) as length, encode(data, 'hex') as hex from stored_files where key = ${k}`);
    const row = (result as unknown as { rows: { length: number; hex: string }[] }).rows[0]!;
    expect(Number(row.length)).toBe(300);
    expect(row.hex).toBe(Buffer.from(bytes).toString("hex"));
    const [typed] = await db.select({ data: storedFiles.data, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, k));
    expect(Buffer.isBuffer(typed!.data)).toBe(true);
    expect(typed!.data.equals(Buffer.from(bytes))).toBe(true);
    expect(typed!.size).toBe(300);
  });

  it("s3: a store that cannot be reached is an error, not a missing file", async () => {
    const closed = createS3Storage({
      bucket: "b",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      accessKeyId: "x",
      secretAccessKey: "y",
      forcePathStyle: true,
    });
    await expect(closed.get(key())).rejects.toThrow();
  });

  it("s3: a store that refuses the credentials makes put fail loudly", async () => {
    const wrong = createS3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: "UNKNOWN",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    await expect(wrong.put(key(), binary(4), "image/webp")).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
  });

  it("s3: a bucket that does not exist makes put fail loudly", async () => {
    const missing = createS3Storage({
      bucket: "no-such-bucket",
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    await expect(missing.put(key(), binary(4), "image/webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });
});
