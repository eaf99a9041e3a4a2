/** What an uploaded lesson video may be: MP4 (H.264/AAC plays everywhere) or WebM. */
export type VideoExtension = "mp4" | "webm";

/** The largest video the back office accepts, in bytes (stored whole: see docs/decisions/0021). */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** Pieces of an upload: under the request guard's 6 MB limit with room for the form around them. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/** The container a file really is, from its first bytes (whatever its name or declared type says). */
export function sniffVideo(head: Uint8Array): VideoExtension | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === "ftyp") return "mp4";
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "webm";
  return null;
}

/**
 * An MP4's length in whole seconds from its movie header (moov/mvhd), or null when it cannot be read.
 * Walks the top-level boxes only as far as the moov box.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
  const findBox = (from: number, to: number, name: string): [number, number] | null => {
    let at = from;
    while (at + 8 <= to) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return null;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return null;
      if (type(at) === name) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = findBox(0, bytes.length, "moov");
  const mvhd = moov && findBox(moov[0], moov[1], "mvhd");
  if (!mvhd) return null;
  const [body, end] = mvhd;
  const version = bytes[body];
  if (version === 1 && body + 32 <= end) {
    const timescale = view.getUint32(body + 20);
    const duration = Number(view.getBigUint64(body + 24));
    return timescale ? Math.round(duration / timescale) : null;
  }
  if (version === 0 && body + 20 <= end) {
    const timescale = view.getUint32(body + 12);
    const duration = view.getUint32(body + 16);
    return timescale ? Math.round(duration / timescale) : null;
  }
  return null;
}
