/** One byte range of a file, `start` to `end` inclusive. */
export type ByteRange = { start: number; end: number };

/**
 * The range a `Range` header asks of a file of `size` bytes: null when there is no usable header (serve
 * the whole file), "unsatisfiable" when it lies outside the file (416). Only single ranges are
 * honoured (browsers' media requests use one); several are answered with the whole file, which HTTP
 * allows. A range is shortened to `maxLength` bytes: players ask for the rest with the next request.
 */
export function parseRange(header: string | null, size: number, maxLength = Number.POSITIVE_INFINITY): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === "" && to === "") return null;
  if (from === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
    if (to !== "" && Number(to) < start) return null;
  }
  if (!Number.isSafeInteger(start) || start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, start + maxLength - 1) };
}
