import crypto from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "~/lib/http.server";
import { getStorage } from "~/lib/storage/index.server";

const SIZE = 256;
const PUBLIC_PREFIX = "/uploads/";

/**
 * Re-encodes an uploaded picture (JPG, PNG or GIF) as a 256x256 WebP, which also drops any
 * metadata and anything that is not an image, and stores it. Returns its key ("avatars/…"), which
 * is served at /uploads/<key>. The name is random, so a new picture never reuses a cached URL.
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
  const key = `avatars/${userId}-${crypto.randomBytes(8).toString("hex")}.webp`;
  await (await getStorage()).put(key, output, "image/webp");
  return key;
}

/**
 * Removes a replaced avatar, given its public path ("/uploads/avatars/…"). The new picture is
 * already saved when this runs, so a failure here only leaves an orphan file: it is logged, and the
 * profile change still succeeds.
 */
export async function deleteAvatar(publicPath: string) {
  const key = publicPath.startsWith(PUBLIC_PREFIX) ? publicPath.slice(PUBLIC_PREFIX.length) : publicPath;
  if (!/^avatars\/[\w-]+\.webp$/.test(key)) return;
  try {
    await (await getStorage()).delete(key);
  } catch (error) {
    console.error("could not delete the replaced avatar", key, error);
  }
}
