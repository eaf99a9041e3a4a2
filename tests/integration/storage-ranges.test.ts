import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { StorageKeyError, type FileStorage } from "~/lib/storage/contract";
import { createLocalStorage } from "~/lib/storage/local.server";
import { createPostgresStorage } from "~/lib/storage/postgres.server";
import { createS3Storage } from "~/lib/storage/s3.server";
import { startS3StandIn, type S3StandIn } from "../setup/s3-stand-in";

// Byte ranges of stored files (lesson videos are served with HTTP range requests), for every driver.
let s3: S3StandIn;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), "storage-ranges-"));
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

describe.each(drivers)("ranges of the %s driver", (_name, make) => {
  it("gives back exactly the bytes asked for, with the whole file's size", async () => {
    const storage = make();
    const key = `lessons/test-${crypto.randomBytes(6).toString("hex")}.mp4`;
    const bytes = crypto.randomBytes(300_000);
    bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70], 0);
    await storage.put(key, new Uint8Array(bytes), "video/mp4");
    for (const [start, end] of [
      [0, 99],
      [1000, 1000],
      [299_990, 299_999],
      [123_456, 200_000],
    ] as const) {
      const part = await storage.getRange(key, start, end);
      expect(part!.size).toBe(bytes.length);
      expect(part!.contentType).toBe("video/mp4");
      expect(Buffer.from(part!.bytes).equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    // Past the end: what there is.
    expect([...(await storage.getRange(key, 299_998, 400_000))!.bytes]).toEqual([...bytes.subarray(299_998)]);
    expect(await storage.getRange(`lessons/missing-${crypto.randomBytes(4).toString("hex")}.webm`, 0, 10)).toBeNull();
  });

  it("refuses bad keys and bad ranges before asking the store", async () => {
    const storage = make();
    await expect(storage.getRange("../x.mp4", 0, 1)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.getRange("lessons/x.mp4", 5, 1)).rejects.toBeInstanceOf(RangeError);
    await expect(storage.getRange("lessons/x.mp4", -1, 1)).rejects.toBeInstanceOf(RangeError);
  });
});
