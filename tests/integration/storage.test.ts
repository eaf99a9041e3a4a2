import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "#db/client";
import { storedFiles } from "#db/schema";
import { startSession } from "~/features/auth/tokens.server";
import { sessionCookies } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import { StorageKeyError, type FileStorage } from "~/lib/storage/contract";
import { getStorage } from "~/lib/storage/index.server";
import { createLocalStorage } from "~/lib/storage/local.server";
import { createPostgresStorage } from "~/lib/storage/postgres.server";
import { createS3Storage } from "~/lib/storage/s3.server";
import * as signupRoute from "~/routes/api/auth/signup";
import * as selfRoute from "~/routes/api/auth/self";
import * as editProfileRoute from "~/routes/profile/edit-profile";
import * as uploadsRoute from "~/routes/uploads";
import * as root from "~/root";
import { callRoute, uniqueName } from "../setup/request";
import { startS3StandIn, type S3StandIn } from "../setup/s3-stand-in";

// The app in this file stores uploads in the database (PGlite here, PostgreSQL with DATABASE_URL).
vi.hoisted(() => {
  process.env.STORAGE = "postgres";
});

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

/** Every byte value, then random bytes: text encodings, NULs and high bytes would all show. */
function binary(size = 70_000) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < 256 && i < size; i++) bytes[i] = i;
  if (size > 256) crypto.randomFillSync(bytes, 256);
  return bytes;
}
const key = (ext = "webp") => `tests/${crypto.randomBytes(6).toString("hex")}.${ext}`;

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

/** Runs the app's page middleware (root.tsx: guards, language, session from cookies), then the handler. */
async function throughPageMiddleware(request: Request, handler: (context: RouterContextProvider) => unknown): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(clientIpContext, "203.0.113.7");
  const settle = async (run: () => unknown) => {
    try {
      const result = await run();
      return result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  const step = (i: number): Promise<Response> =>
    i < root.middleware.length
      ? settle(() => root.middleware[i]!({ request, context, params: {}, unstable_pattern: new URL(request.url).pathname } as never, () => step(i + 1)))
      : settle(() => handler(context));
  return step(0);
}

describe("GET /uploads/* (STORAGE=postgres)", () => {
  const get = (splat: string, method = "GET") => callRoute(uploadsRoute, { method, path: `/uploads/${splat}`, params: { "*": splat } });

  it("serves a stored file with its type, nosniff and a year of immutable caching; HEAD gives the headers only", async () => {
    const storage = await getStorage();
    const k = `avatars/1-${crypto.randomBytes(8).toString("hex")}.webp`;
    const bytes = binary(2048);
    await storage.put(k, bytes, "image/webp");
    const res = await get(k);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Length")).toBe("2048");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const head = await get(k, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/webp");
    expect(head.headers.get("Content-Length")).toBe("2048");
    expect(head.body).toBeNull();

    const png = `avatars/2-${crypto.randomBytes(8).toString("hex")}.png`;
    await storage.put(png, binary(10), "image/png");
    expect((await get(png)).headers.get("Content-Type")).toBe("image/png");
  });

  it("answers 404 (not 500) for unknown keys, traversal and types it does not serve", async () => {
    for (const splat of [
      "avatars/1-0000000000000000.webp",
      "../../package.json",
      "..%2F..%2Fpackage.json",
      "avatars/../../db/schema.ts",
      "../../.env.webp",
      "x.html",
      "",
      "avatars/",
    ]) {
      const res = await get(splat);
      expect(res.status, splat).toBe(404);
      expect(res.headers.get("X-Content-Type-Options"), splat).toBe("nosniff");
      expect((await get(splat, "HEAD")).status, splat).toBe(404);
    }
  });

  it("an avatar saved through the edit-profile page is stored in the database and served at its /uploads URL; the replaced one is gone", async () => {
    const username = uniqueName("st");
    const signup = await callRoute(signupRoute, {
      json: { username, email: `${username}@gmail.com`, password: "longenough1", confirmPassword: "longenough1", first_name: "Store", last_name: "Age" },
      ip: uniqueName("ip"),
    });
    const { access } = await signup.json();
    const userId = (await (await callRoute(selfRoute, { token: access })).json()).id as number;

    const sharp = (await import("sharp")).default;
    const upload = async (color: string) => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
        .png()
        .toBuffer();
      const tokens = await startSession(userId);
      const cookie = (await sessionCookies(new Request("http://localhost/"), tokens)).map((c) => c.split(";")[0]).join("; ");
      const form = new FormData();
      for (const [k, v] of Object.entries({
        first_name: "Store",
        last_name: "Age",
        username,
        email: `${username}@gmail.com`,
        current_password: "",
        new_password: "",
        confirm_password: "",
      }))
        form.set(k, v);
      form.set("profile_picture", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
      const request = new Request("http://localhost/profile/edit-profile", { method: "POST", body: form, headers: { cookie, Origin: "http://localhost" } });
      const response = await throughPageMiddleware(request, (context) => editProfileRoute.action({ request, context, params: {} } as never));
      expect(response.status, await response.clone().text()).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile");
      return (await (await callRoute(selfRoute, { token: access })).json()).profile_picture as string;
    };

    const first = await upload("#3366ff");
    expect(first).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{16}\\.webp$`));
    const k = first.slice("/uploads/".length);
    const db = await getDb();
    const [row] = await db.select({ size: storedFiles.size, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, k));
    expect(row?.contentType).toBe("image/webp");

    const res = await get(k);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.byteLength).toBe(row!.size);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const second = await upload("#ff6633");
    expect(second).not.toBe(first);
    expect((await get(second.slice("/uploads/".length))).status).toBe(200);
    expect((await get(k)).status).toBe(404);
  });
});
