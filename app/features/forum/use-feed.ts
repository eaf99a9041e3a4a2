import { useCallback, useRef, useState } from "react";
import { forumUrls, send } from "./forum-client";
import type { FeedPage, PostView } from "./types";

export type FeedStatus = "idle" | "loading" | "failed";

/**
 * The posts shown so far and the way to the next page (infinite scroll): one request at a time; a
 * failure keeps what is shown and offers Retry.
 */
export function useFeed(first: FeedPage, filter: { tag: string | null; q: string | null }) {
  const [posts, setPosts] = useState<PostView[]>(first.posts);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [status, setStatus] = useState<FeedStatus>("idle");
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || cursor === null) return;
    busy.current = true;
    setStatus("loading");
    const params = new URLSearchParams({ cursor: String(cursor) });
    if (filter.tag) params.set("tag", filter.tag);
    if (filter.q) params.set("q", filter.q);
    const result = await send<FeedPage>(forumUrls.feed(params), "GET");
    busy.current = false;
    if (!result.ok) return setStatus("failed");
    setPosts((shown) => [...shown, ...result.data.posts.filter((p) => !shown.some((s) => s.id === p.id))]);
    setCursor(result.data.nextCursor);
    setStatus("idle");
  }, [cursor, filter.tag, filter.q]);

  const remove = useCallback((id: number) => setPosts((shown) => shown.filter((p) => p.id !== id)), []);

  return { posts, hasMore: cursor !== null, status, loadMore, remove };
}
