/** Numbered pagination of the exam history (part 1, section 9): pure, shared by server and browser. */

export const HISTORY_PAGE_SIZE = 25;
export const MAX_PAGE_BUTTONS = 5;

export type PageItem = { type: "page"; page: number; current: boolean } | { type: "ellipsis"; key: "start" | "end" };

export type Pagination = {
  /** The current page, clamped into 1..totalPages (1 when there are no pages). */
  page: number;
  totalPages: number;
  previous: number | null;
  next: number | null;
  /** Page buttons (at most `maxButtons`) with ellipses where pages are left out. */
  items: PageItem[];
};

type Input = {
  page: number;
  /** The server's total count; null or undefined when it did not send one. */
  count?: number | null;
  /** Whether the server announced a next page (its `next` link). */
  hasNext?: boolean;
  pageSize?: number;
  maxButtons?: number;
};

/** ceil(count / pageSize); without a count, the current page plus one when a next page exists. */
export function totalPages({ page, count, hasNext = false, pageSize = HISTORY_PAGE_SIZE }: Input): number {
  if (count != null && Number.isFinite(count)) return Math.max(0, Math.ceil(count / pageSize));
  const current = Math.max(1, Math.floor(page) || 1);
  return hasNext ? current + 1 : current;
}

/**
 * The page buttons: every page when they fit; otherwise the first and last page, the current
 * page with its neighbours, and an ellipsis for each gap. Near either end the window slides so
 * the count of buttons stays at `maxButtons` (1 2 3 4 … 10, 1 … 4 5 6 … 10, 1 … 7 8 9 10).
 */
export function paginate(input: Input): Pagination {
  const maxButtons = Math.max(5, input.maxButtons ?? MAX_PAGE_BUTTONS);
  const total = totalPages(input);
  const page = Math.min(Math.max(1, Math.floor(input.page) || 1), Math.max(1, total));
  const pageItem = (n: number): PageItem => ({ type: "page", page: n, current: n === page });
  let items: PageItem[];
  if (total <= maxButtons) {
    items = Array.from({ length: total }, (_, i) => pageItem(i + 1));
  } else {
    const inner = maxButtons - 2; // buttons between the first and the last page
    const side = Math.floor((inner - 1) / 2);
    if (page <= inner) {
      items = [...range(1, maxButtons - 1).map(pageItem), { type: "ellipsis", key: "end" }, pageItem(total)];
    } else if (page >= total - inner + 1) {
      items = [pageItem(1), { type: "ellipsis", key: "start" }, ...range(total - maxButtons + 2, total).map(pageItem)];
    } else {
      const start = page - side;
      items = [
        pageItem(1),
        { type: "ellipsis", key: "start" },
        ...range(start, start + inner - 1).map(pageItem),
        { type: "ellipsis", key: "end" },
        pageItem(total),
      ];
    }
  }
  return { page, totalPages: total, previous: page > 1 && total > 0 ? page - 1 : null, next: page < total ? page + 1 : null, items };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
