import { requireApiUser } from "~/features/auth/index.server";
import { ValidationError } from "~/lib/http.server";
import { PAGE_SIZE } from "./limits";
import { chosenFile, type ImageChange } from "./posts.server";
import type { CommentView, PostView } from "./types";

/** The REST API's shapes of posts and comments (part 1, section 3), and what its calls share. */

/** The caller of a call that visitors may make too: the token's user, or null without `Authorization` (a bad token is still 401). */
export async function optionalApiUser(request: Request) {
  return request.headers.has("authorization") ? requireApiUser(request) : null;
}

export function apiComment(c: CommentView) {
  return {
    id: c.id,
    text: c.text,
    post: c.post,
    user: c.author?.id ?? null,
    author: c.author?.username ?? null,
    date: c.created_at,
    edited: c.edited,
    hidden: c.hidden,
  };
}

export function apiPost(p: PostView) {
  return {
    id: p.id,
    title: p.title,
    text: p.text,
    html: p.html,
    image: p.image?.url ?? null,
    image_width: p.image?.width ?? null,
    image_height: p.image?.height ?? null,
    tags: p.tags.join(","),
    user: p.author?.id ?? null,
    author: p.author?.username ?? null,
    likes: p.likes,
    liked: p.liked,
    comment_count: p.comment_count,
    comments: p.comments.map(apiComment),
    created_at: p.created_at,
    edited: p.edited,
    hidden: p.hidden,
  };
}

/**
 * The `image` of a post body: a file in a multipart body replaces the image; in an update, `null` (JSON)
 * or an empty value (form) removes it and leaving it out keeps it. Anything else (a URL, base64 text) is refused.
 */
export function imageFromBody(body: Record<string, unknown>, update: boolean): ImageChange {
  const value = body.image;
  const file = chosenFile(value);
  if (file) return { kind: "replace", file };
  if (value === undefined || (!update && (value === null || value === ""))) return { kind: "keep" };
  if (update && (value === null || value === "" || (value instanceof File && value.size === 0))) return { kind: "remove" };
  if (value instanceof File) return { kind: "keep" };
  throw new ValidationError({ image: ["forum:validation.imageAsFile"] });
}

/** {count, next, previous, results} with the filters kept in the next and previous addresses. */
export function apiPage(request: Request, page: number, count: number, posts: PostView[]) {
  const url = new URL(request.url);
  const at = (n: number) => {
    const params = new URLSearchParams();
    for (const k of ["search", "tag"]) {
      const v = url.searchParams.get(k);
      if (v) params.set(k, v);
    }
    params.set("page", String(n));
    return `/api/posts/posts/?${params}`;
  };
  return { count, next: page * PAGE_SIZE < count ? at(page + 1) : null, previous: page > 1 ? at(page - 1) : null, results: posts.map(apiPost) };
}
