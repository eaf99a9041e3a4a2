import crypto from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "~/lib/http.server";
import { getStorage } from "~/lib/storage/index.server";
import { COVER_RATIO, COVER_WIDTHS, coverFile } from "./cover";

/** Largest cover upload accepted (bytes). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Re-encodes a cover (an upload in any format sharp reads, or the seed's SVG) into the three 3:2 WebP
 * widths and stores them. The picture is cropped around its most interesting part; metadata is
 * dropped. Returns the key prefix kept in the database (`services/covers/<name>-<random>`).
 */
export async function saveCover(input: Uint8Array, name: string, field = "cover"): Promise<string> {
  const base = `services/covers/${name.replace(/[^a-z0-9-]/g, "").slice(0, 40) || "cover"}-${crypto.randomBytes(6).toString("hex")}`;
  let outputs: { width: number; bytes: Buffer }[];
  try {
    const source = sharp(input, { animated: false, limitInputPixels: 40_000_000, density: 144 }).rotate();
    const meta = await source.metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    outputs = await Promise.all(
      COVER_WIDTHS.map(async (width) => ({
        width,
        bytes: await source
          .clone()
          .resize(width, Math.round(width * COVER_RATIO), { fit: "cover", position: sharp.strategy.attention })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new ValidationError({ [field]: ["services:errors.coverType"] });
  }
  const storage = await getStorage();
  for (const o of outputs) await storage.put(coverFile(base, o.width), o.bytes, "image/webp");
  return base;
}

/** Removes a replaced cover's files; a failure only leaves orphans, so it is logged. */
export async function deleteCover(key: string | null) {
  if (!key || !/^services\/covers\/[a-z0-9-]+$/.test(key)) return;
  try {
    const storage = await getStorage();
    for (const w of COVER_WIDTHS) await storage.delete(coverFile(key, w));
  } catch (error) {
    console.error("could not delete a replaced cover", key, error);
  }
}
