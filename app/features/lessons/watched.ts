/** Stretches of a video a student watched, [start, end] in seconds: merged, sorted, bounded. */
export type Span = [number, number];

/** At most this many stretches are kept per student and lesson (closest ones merged beyond it). */
export const MAX_SPANS = 200;

/** Merges overlapping or touching stretches (within `slack` seconds), clamped to [0, duration]. */
export function mergeSpans(spans: Span[], duration: number | null, slack = 1): Span[] {
  const limit = duration && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  const clean = spans
    .map(([a, b]) => [Math.max(0, Math.min(a, b, limit)), Math.max(0, Math.min(Math.max(a, b), limit))] as Span)
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const span of clean) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1] + slack) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  while (out.length > MAX_SPANS) {
    // Join the two neighbours with the smallest gap between them.
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) if (out[i + 1]![0] - out[i]![1] < out[best + 1]![0] - out[best]![1]) best = i;
    out.splice(best, 2, [out[best]![0], out[best + 1]![1]]);
  }
  return out.map(([a, b]) => [round(a), round(b)]);
}

/** The share (0 to 1) of a video of `duration` seconds covered by the stretches. */
export function watchedShare(spans: Span[], duration: number | null): number {
  if (!duration || duration <= 0) return 0;
  const covered = mergeSpans(spans, duration, 0).reduce((n, [a, b]) => n + (b - a), 0);
  // The last second or two of a video often never gets a time update: count 99% as all of it.
  const share = covered / duration;
  return share >= 0.99 ? 1 : Math.round(share * 1000) / 1000;
}

const round = (n: number) => Math.round(n * 10) / 10;
