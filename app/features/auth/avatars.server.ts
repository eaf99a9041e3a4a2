import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { uploadsDir } from "~/lib/uploads.server";
import { ValidationError } from "~/lib/http.server";

const SIZE = 256;

/**
 * Re-encodes an uploaded picture (JPG, PNG or GIF) as a 256x256 WebP, which also drops any
 * metadata and anything that is not an image. Returns its path under /uploads.
 */
export async function saveAvatar(userId: number, file: File): Promise<string> {
  let output: Buffer;
  try {
    output = await sharp(Buffer.from(await file.arrayBuffer()), { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ValidationError({ profile_picture: ["validation.pictureType"] });
  }
  const name = `avatars/${userId}-${crypto.randomBytes(8).toString("hex")}.webp`;
  const target = path.join(uploadsDir(), name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, output);
  return name;
}

export async function deleteAvatar(publicPath: string) {
  const name = publicPath.replace(/^\/uploads\//, "");
  if (!/^avatars\/[\w-]+\.webp$/.test(name)) return;
  await fs.rm(path.join(uploadsDir(), name), { force: true });
}
