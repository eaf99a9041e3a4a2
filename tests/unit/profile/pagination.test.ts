import { describe, expect, it } from "vitest";
import { paginate, totalPages, type PageItem } from "~/features/profile/pagination";

/** The buttons as text: "1 2 … 5" with [n] for the current page. */
const show = (items: PageItem[]) => items.map((i) => (i.type === "ellipsis" ? "…" : i.current ? `[${i.page}]` : String(i.page))).join(" ");

describe("total pages", () => {
  it("is ceil(count / 25)", () => {
    expect(totalPages({ page: 1, count: 0 })).toBe(0);
    expect(totalPages({ page: 1, count: 1 })).toBe(1);
    expect(totalPages({ page: 1, count: 25 })).toBe(1);
    expect(totalPages({ page: 1, count: 26 })).toBe(2);
    expect(totalPages({ page: 1, count: 250 })).toBe(10);
  });
  it("is the current page + 1 when the count is missing and a next page exists, else the current page", () => {
    expect(totalPages({ page: 3, count: null, hasNext: true })).toBe(4);
    expect(totalPages({ page: 3, hasNext: false })).toBe(3);
    expect(totalPages({ page: 1 })).toBe(1);
  });
});

describe("paginate", () => {
  it("0 items: no pages, no buttons, no previous or next", () => {
    expect(paginate({ page: 1, count: 0 })).toEqual({ page: 1, totalPages: 0, previous: null, next: null, items: [] });
  });
  it("1 and 25 items: a single page", () => {
    for (const count of [1, 25]) {
      const p = paginate({ page: 1, count });
      expect(p).toMatchObject({ page: 1, totalPages: 1, previous: null, next: null });
      expect(show(p.items)).toBe("[1]");
    }
  });
  it("26 items: two pages", () => {
    expect(paginate({ page: 1, count: 26 })).toMatchObject({ totalPages: 2, previous: null, next: 2 });
    const second = paginate({ page: 2, count: 26 });
    expect(second).toMatchObject({ totalPages: 2, previous: 1, next: null });
    expect(show(second.items)).toBe("1 [2]");
  });
  it("250 items: at most 5 buttons with ellipses around the current page", () => {
    const expected: Record<number, string> = {
      1: "[1] 2 3 4 … 10",
      3: "1 2 [3] 4 … 10",
      4: "1 … 3 [4] 5 … 10",
      7: "1 … 6 [7] 8 … 10",
      8: "1 … 7 [8] 9 10",
      10: "1 … 7 8 9 [10]",
    };
    for (const [page, text] of Object.entries(expected)) {
      const p = paginate({ page: Number(page), count: 250 });
      expect(show(p.items)).toBe(text);
      expect(p.items.filter((i) => i.type === "page").length).toBeLessThanOrEqual(5);
    }
    expect(paginate({ page: 10, count: 250 })).toMatchObject({ previous: 9, next: null });
  });
  it("5 pages fit without ellipses; 6 pages need one", () => {
    expect(show(paginate({ page: 3, count: 125 }).items)).toBe("1 2 [3] 4 5");
    expect(show(paginate({ page: 1, count: 126 }).items)).toBe("[1] 2 3 4 … 6");
    expect(show(paginate({ page: 6, count: 126 }).items)).toBe("1 … 3 4 5 [6]");
  });
  it("missing count: shows up to the next page when there is one", () => {
    const p = paginate({ page: 2, count: null, hasNext: true });
    expect(p).toMatchObject({ page: 2, totalPages: 3, previous: 1, next: 3 });
    expect(show(p.items)).toBe("1 [2] 3");
    expect(paginate({ page: 2, count: undefined, hasNext: false })).toMatchObject({ totalPages: 2, next: null });
  });
  it("clamps pages out of range", () => {
    expect(paginate({ page: 99, count: 26 })).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(paginate({ page: 0, count: 26 })).toMatchObject({ page: 1 });
    expect(paginate({ page: Number.NaN, count: 26 })).toMatchObject({ page: 1 });
  });
});
