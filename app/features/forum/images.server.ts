import crypto from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "~/lib/http.server";
import { getStorage } from "~/lib/storage/index.server";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_STORED_SIDE } from "./limits";

export type StoredImage = { key: string; width: number; height: number };

/** Formats sharp finds in the bytes (the file's name and declared type are not trusted). */
const ACCEPTED = new Set(["jpeg", "png", "gif", "webp"]);

const refuse = (key: string) => new ValidationError({ image: [`forum:validation.${key}`] });

/**
 * Checks and re-encodes a post's image: JPG, PNG, GIF or WebP by content, at most 5 MB, 40 megapixels
 * and 12000 px a side; turned upright, shrunk to 1600 px a side, written as a still WebP without
 * metadata, and stored under a random key ("forum/<user>-<16 hex>.webp"). Nothing is ever served as uploaded.
 */
export async function saveForumImage(userId: number, file: File): Promise<StoredImage> {
  if (file.size > IMAGE_MAX_BYTES) throw refuse("imageTooLarge");
  const input = Buffer.from(await file.arrayBuffer());
  // The header only (nothing is decoded here), whatever size it claims: our own limits come next.
  const meta = await sharp(input, { animated: false, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse("imageType");
    });
  if (!meta.format || !ACCEPTED.has(meta.format)) throw refuse("imageType");
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw refuse("imageType");
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) throw refuse("imageDimensions");

  const output = await sharp(input, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: IMAGE_STORED_SIDE, height: IMAGE_STORED_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse("imageType");
    });
  const key = `forum/${userId}-${crypto.randomBytes(8).toString("hex")}.webp`;
  await (await getStorage()).put(key, output.data, "image/webp");
  return { key, width: output.info.width, height: output.info.height };
}

/** Removes an image that is no longer used. A failure leaves an orphan file behind: logged, never an error for the user. */
export async function deleteForumImage(key: string | null | undefined) {
  if (!key || !/^forum\/[\w-]+\.webp$/.test(key)) return;
  try {
    await (await getStorage()).delete(key);
  } catch (error) {
    console.error("could not delete a forum image", key, error);
  }
}

/** The address an image is served at. */
export const imageUrl = (key: string) => `/uploads/${key}`;
