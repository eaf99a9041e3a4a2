import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import type zlibTypes from "node:zlib";
import compression from "compression";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, test } from "vitest";
import { drainListenersOnce } from "../../server/compression-drain.js";

/**
 * A large page streamed through `compression` the way React Router's Express adapter streams it
 * (`writeReadableStreamToWritable`, which waits with `res.once("drain")`): no listener may pile up on the
 * Brotli stream (server.js mounts `drainListenersOnce()` after `compression()`).
 */
function bigStream() {
  const chunk = new TextEncoder().encode(crypto.randomBytes(48 * 1024).toString("base64"));
  let left = 120;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- <= 0) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

async function serveAndFetch(withFix: boolean) {
  // The Brotli stream compression creates for the response, to count its listeners at the end
  // (and without the process-wide warning, which this test would otherwise print itself).
  let brotli: zlibTypes.BrotliCompress | undefined;
  const create = zlib.createBrotliCompress;
  const replace = (value: typeof create) =>
    Object.defineProperty(zlib, "createBrotliCompress", { value, writable: false, enumerable: true, configurable: true });
  replace((options?: zlibTypes.BrotliOptions) => {
    brotli = create(options);
    brotli.setMaxListeners(0);
    return brotli;
  });
  restore.push(() => replace(create));
  const app = express();
  app.use(compression());
  if (withFix) app.use(drainListenersOnce());
  let drainListeners = -1;
  app.get("/", async (_req, res) => {
    res.setHeader("Content-Type", "text/html");
    await writeReadableStreamToWritable(bigStream(), res);
    drainListeners = brotli!.listenerCount("drain");
  });
  const server = http.createServer(app).listen(0);
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const size = await new Promise<number>((resolve, reject) => {
    http.get({ port, path: "/", headers: { "Accept-Encoding": "br" } }, (res) => {
      const unzip = res.pipe(zlib.createBrotliDecompress());
      let n = 0;
      unzip.on("data", (d: Buffer) => (n += d.length));
      unzip.on("end", () => resolve(n));
      unzip.on("error", reject);
    });
  });
  await new Promise((r) => setTimeout(r, 20));
  return { size, drainListeners };
}

// The CommonJS module object compression requires (an ESM import's namespace is read-only).
const zlib = createRequire(import.meta.url)("node:zlib") as typeof zlibTypes;
const servers: http.Server[] = [];
const restore: (() => void)[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  for (const r of restore.splice(0)) r();
});

describe("a large compressed page", () => {
  test("without the fix, compression keeps one drain listener per backpressured write (the leak is real)", async () => {
    const { size, drainListeners } = await serveAndFetch(false);
    expect(size).toBeGreaterThan(5_000_000);
    expect(drainListeners).toBeGreaterThan(10);
  });

  test("with drainListenersOnce, the whole page arrives and no drain listener piles up", async () => {
    const { size, drainListeners } = await serveAndFetch(true);
    expect(size).toBe(120 * Math.ceil((48 * 1024) / 3) * 4);
    // compression's own pipe listener and our one listener for the whole response.
    expect(drainListeners).toBeLessThanOrEqual(2);
  });
});
