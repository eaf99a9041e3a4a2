import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accepts, precompressedStatic } from "../../server/precompressed.js";
import { compressTree } from "../../vite/precompress";

/**
 * Issue 30: the client build's files go out as compressed at build time (brotli-11, gzip-9), small ones
 * included, with the right Content-Type, Content-Encoding and Vary, in front of compression() and
 * express.static as server/app.js mounts them.
 */
const root = path.resolve("tests/.tmp/precompressed-static");
const big = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
// Like the router's small shared chunks: a few hundred bytes.
const small = `${Array.from({ length: 12 }, (_, i) => `export const label${i} = "label number ${i}";`).join("\n")}\n`;
let base = "";
let server: http.Server;

beforeAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "assets/big-1a2b.js"), big);
  fs.writeFileSync(path.join(root, "assets/small-3c4d.js"), small);
  fs.writeFileSync(path.join(root, "favicon.png"), Buffer.from([1, 2, 3]));
  await compressTree(root);
  const app = express();
  app.use(compression());
  app.use(precompressedStatic(root, { maxAge: (p) => (p.startsWith("/assets/") ? { maxAge: "1y", immutable: true } : { maxAge: "1h" }) }));
  app.use(express.static(root));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(urlPath: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + urlPath, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("files compressed at build time", () => {
  test("the build writes a brotli and a gzip copy of each text file, and none of a binary one", () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, "assets/big-1a2b.js.br"))).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, "assets/small-3c4d.js.gz"))).toString()).toBe(small);
    expect(fs.existsSync(path.join(root, "favicon.png.br"))).toBe(false);
  });

  test("a browser that takes brotli gets the brotli file, typed as JavaScript, cached for a year", async () => {
    const res = await get("/assets/big-1a2b.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(big);
    expect(res.body.length).toBe(fs.statSync(path.join(root, "assets/big-1a2b.js.br")).size);
  });

  test("a file under the compression middleware's threshold goes compressed too", async () => {
    expect(Buffer.byteLength(small)).toBeLessThan(1024);
    const res = await get("/assets/small-3c4d.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(small);
  });

  test("a client that takes no encoding (or refuses brotli) gets what it can read", async () => {
    const plain = await get("/assets/big-1a2b.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    const noBrotli = await get("/assets/big-1a2b.js", "br;q=0, gzip");
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
  });

  test("a path not in the build, or a compressed copy asked for by name, is not served by it", async () => {
    expect((await get("/assets/none.js", "br")).status).toBe(404);
    expect((await get("/assets/../../package.json", "br")).status).toBe(404);
  });

  test("Accept-Encoding is read with its q-values", () => {
    expect(accepts("gzip, br", "br")).toBe(true);
    expect(accepts("gzip;q=1.0, br;q=0", "br")).toBe(false);
    expect(accepts("*", "gzip")).toBe(true);
    expect(accepts(undefined, "gzip")).toBe(false);
  });
});
