import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { saveForumImage } from "~/features/forum/images.server";
import { getStorage } from "~/lib/storage/index.server";
import * as postsRoute from "~/routes/api/posts/posts";
import { forumPerson, imageFile, postForm } from "../setup/forum-helpers";
import { callRoute } from "../setup/request";

// Opening and migrating the database takes a while on a busy machine: not inside the first test.
beforeAll(() => getDb());
afterAll(closeDb);

/** A valid 1x1 PNG whose header claims another size: what a decompression bomb looks like to a decoder. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return new File([new Uint8Array(png)], "bomb.png", { type: "image/png" });
}

const refusal = async (file: File) => {
  const who = await forumPerson();
  const res = await callRoute(postsRoute, { token: who.access, form: postForm({ title: "Upload", text: "x" }, file) });
  return { status: res.status, body: (await res.json()) as { image?: string[] } };
};

describe("post images: checked by content, re-encoded, never served as uploaded", () => {
  it("refuses files that are not JPG, PNG, GIF or WebP whatever their name and type say (text, HTML, SVG with script)", async () => {
    const fakes = [
      new File(["just some text"], "photo.png", { type: "image/png" }),
      new File(["<html><script>alert(1)</script></html>"], "page.jpg", { type: "image/jpeg" }),
      new File([`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(1)</script></svg>`], "x.gif", {
        type: "image/gif",
      }),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], "truncated.jpg", { type: "image/jpeg" }),
    ];
    for (const file of fakes)
      expect(await refusal(file)).toEqual({ status: 400, body: expect.objectContaining({ image: ["Choose a JPG, PNG, GIF or WebP image."] }) });
  });

  it("refuses more than 5 MB before decoding anything", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(await refusal(big)).toEqual({ status: 400, body: expect.objectContaining({ image: ["The image must be at most 5 MB."] }) });
  });

  it("refuses huge dimensions (over 12000 px a side or 40 megapixels), read from the header without decoding", async () => {
    for (const [w, h] of [
      [13_000, 10],
      [8_000, 6_000],
      [60_000, 60_000],
    ] as const) {
      expect(await refusal(await pngClaiming(w, h))).toEqual({
        status: 400,
        body: expect.objectContaining({ image: [expect.stringContaining("The image is too large")] }),
      });
    }
  });

  it("stores a still WebP of at most 1600 px a side, without the upload's metadata (EXIF, GPS)", async () => {
    const who = await forumPerson();
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#347" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "someone@example.com" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await saveForumImage(who.id, new File([new Uint8Array(jpeg)], "x.jpg", { type: "image/jpeg" }));
    expect(stored).toMatchObject({ width: 1600, height: 1067 });
    const file = (await (await getStorage()).get(stored.key))!;
    expect(file.contentType).toBe("image/webp");
    const meta = await sharp(Buffer.from(file.bytes)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.pages ?? 1]).toEqual(["webp", 1600, 1067, undefined, 1]);
    expect(Buffer.from(file.bytes).includes("secret-owner")).toBe(false);
  });

  it("accepts GIF, PNG and WebP as well, and keeps small images at their size", async () => {
    const who = await forumPerson();
    for (const format of ["gif", "png", "webp"] as const) {
      const stored = await saveForumImage(who.id, await imageFile(300, 200, format));
      expect([stored.width, stored.height]).toEqual([300, 200]);
      expect(stored.key).toMatch(/^forum\/\d+-[0-9a-f]{16}\.webp$/);
    }
  });
});
