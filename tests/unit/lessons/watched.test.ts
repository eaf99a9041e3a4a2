import { describe, expect, it } from "vitest";
import { MAX_SPANS, mergeSpans, watchedShare, type Span } from "~/features/lessons/watched";

describe("watched stretches of a video", () => {
  it("merges overlapping and touching stretches and drops empty or backwards ones", () => {
    expect(
      mergeSpans(
        [
          [20, 60],
          [0, 30],
          [61, 70],
          [90, 90],
          [100, 95],
        ],
        200,
      ),
    ).toEqual([
      [0, 70],
      [95, 100],
    ]);
  });

  it("keeps stretches inside the video", () => {
    expect(
      mergeSpans(
        [
          [-5, 10],
          [150, 400],
        ],
        169,
      ),
    ).toEqual([
      [0, 10],
      [150, 169],
    ]);
  });

  it("never keeps more than MAX_SPANS stretches, joining the closest neighbours", () => {
    const many: Span[] = Array.from({ length: MAX_SPANS + 20 }, (_, i) => [i * 10, i * 10 + 2]);
    const merged = mergeSpans(many, null);
    expect(merged).toHaveLength(MAX_SPANS);
    expect(merged[0]![0]).toBe(0);
    expect(merged.at(-1)![1]).toBe((MAX_SPANS + 19) * 10 + 2);
  });

  it("gives the share watched, counting 99% as all and nothing for an unknown length", () => {
    expect(
      watchedShare(
        [
          [0, 30],
          [20, 60],
        ],
        120,
      ),
    ).toBe(0.5);
    expect(watchedShare([[0, 168.5]], 169)).toBe(1);
    expect(watchedShare([[0, 60]], null)).toBe(0);
  });
});
