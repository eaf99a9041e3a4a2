/** The forum's sizes and limits, shared by the forms in the browser and the services on the server. */

export const TITLE_MAX = 150;
/** The body as HTML (markup included), and as plain text. */
export const BODY_HTML_MAX = 40_000;
export const BODY_TEXT_MAX = 10_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 30;
export const COMMENT_MAX = 2000;
export const REPORT_DETAILS_MAX = 500;
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;

/** An image: JPG, PNG, GIF or WebP up to 5 MB, at most 40 megapixels and 12000 px a side; stored as WebP of at most 1600 px a side. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_STORED_SIDE = 1600;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** Posts a page (web feed and REST API). */
export const PAGE_SIZE = 10;
/** Comments shown under a post in the feed (the post's own page shows them all, up to COMMENTS_ON_PAGE). */
export const COMMENTS_IN_FEED = 3;
export const COMMENTS_ON_PAGE = 500;

/** Per user, [attempts, window in seconds]. */
export const RATE_LIMITS = {
  post: [5, 15 * 60],
  edit: [30, 60 * 60],
  comment: [20, 10 * 60],
  like: [60, 60],
  report: [20, 60 * 60],
} as const satisfies Record<string, readonly [number, number]>;

export const REPORT_REASONS = ["spam", "abuse", "off_topic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
