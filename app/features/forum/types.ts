/** What the forum's pages and the REST API are given about posts and comments. */

/** Who is looking: hidden items are shown to their author and to administrators only. */
export type Viewer = { id: number; isAdmin: boolean } | null;

export type Author = { id: number; username: string; picture: string | null } | null;

export type Hidden = { reason: string; at: string } | null;

export type CommentView = {
  id: number;
  post: number;
  author: Author;
  /** As written (plain text; what the edit box loads). */
  text: string;
  /** The text as HTML with its math typeset (`$x=-5$`, `\\(x\\)`): what pages show, with `white-space: pre-wrap`. */
  html: string;
  created_at: string;
  edited: boolean;
  hidden: Hidden;
  /** The viewer wrote it (may edit and delete it). */
  own: boolean;
};

export type PostView = {
  id: number;
  title: string;
  /** Sanitized HTML, as stored (what the editor loads). */
  text: string;
  /** Sanitized HTML with its math typeset (what pages show). */
  html: string;
  image: { url: string; width: number; height: number } | null;
  tags: string[];
  author: Author;
  created_at: string;
  edited: boolean;
  hidden: Hidden;
  likes: number;
  liked: boolean;
  comment_count: number;
  /** The latest comments in the feed, all of them on the post's page; oldest first. */
  comments: CommentView[];
  own: boolean;
};

export type FeedPage = { posts: PostView[]; nextCursor: number | null };

/** One post or comment as the moderators' page lists it. */
export type ModerationItem = {
  target: "post" | "comment";
  id: number;
  postId: number;
  title: string;
  /** The start of its text as HTML, math typeset. */
  excerptHtml: string;
  author: { id: number; username: string; blocked: boolean } | null;
  created_at: string;
  hidden: { reason: string; at: string } | null;
  reports: { count: number; reasons: string[]; details: string[]; latest: string } | null;
};
