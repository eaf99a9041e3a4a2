import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { PostCard } from "./post-card";
import type { FeedPage } from "./types";
import { useFeed } from "./use-feed";

/**
 * The list of posts, newest first. The next page loads when the end of the list comes near the
 * screen (and with the "Load more posts" button, for keyboards and old browsers).
 */
export function PostFeed({ first, filter }: { first: FeedPage; filter: { tag: string | null; q: string | null } }) {
  const { t } = useTranslation("forum");
  const feed = useFeed(first, filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, status, loadMore } = feed;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || status !== "idle" || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), { rootMargin: "400px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, status, loadMore]);

  if (feed.posts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="feed-empty">
        {filter.tag || filter.q ? t("feed.noMatch") : t("feed.empty")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label={t("feed.label")}>
        {feed.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} onDeleted={() => feed.remove(post.id)} />
          </li>
        ))}
      </ol>
      <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
        {status === "loading" ? <Spinner label={t("feed.loading")} className="text-slate-600" /> : null}
        {status === "failed" ? (
          <div role="alert" className="flex flex-col items-center gap-2 text-slate-700" data-testid="feed-failed">
            <p>{t("feed.failed")}</p>
            <Button variant="secondary" onClick={() => void loadMore()}>
              {t("feed.retry")}
            </Button>
          </div>
        ) : null}
        {status === "idle" && hasMore ? (
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t("feed.more")}
          </Button>
        ) : null}
        {!hasMore ? <p className="text-sm text-slate-600">{t("feed.end")}</p> : null}
      </div>
    </div>
  );
}
