import crypto from "node:crypto";

/** Every byte value, then random bytes: text encodings, NULs and high bytes would all show. */
export function binary(size = 70_000) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < 256 && i < size; i++) bytes[i] = i;
  if (size > 256) crypto.randomFillSync(bytes, 256);
  return bytes;
}

/** A storage key no other test has used, under tests/. */
export const key = (ext = "webp") => `tests/${crypto.randomBytes(6).toString("hex")}.${ext}`;
