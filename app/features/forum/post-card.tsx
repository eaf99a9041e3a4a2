import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { Avatar } from "~/ui/avatar";
import { CommentSection } from "./comment-section";
import { ConfirmDialog } from "./confirm-dialog";
import { forumUrls, send } from "./forum-client";
import { useForumSession } from "./forum-context";
import { HiddenNotice } from "./hidden-notice";
import { LikeButton } from "./like-button";
import { LazyPostComposer as PostComposer, LazyReportDialog as ReportDialog } from "./lazy-dialogs";
import { RICH_TEXT_CLASS } from "./rich-text-class";
import { TimeLabel } from "./time-label";
import type { PostView } from "./types";

const action = "rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900";

/**
 * A post: author and date, title (a link to its own page), the image, the text with its math (HTML the
 * server sanitized and typeset), tags (each a filter), the like toggle, the comment count and the comments.
 */
export function PostCard({ post: initial, full = false, onDeleted }: { post: PostView; full?: boolean; onDeleted: () => void }) {
  const { t } = useTranslation("forum");
  const { user } = useForumSession();
  const [post, setPost] = useState(initial);
  const [commentCount, setCommentCount] = useState(initial.comment_count);
  const [dialog, setDialog] = useState<null | "edit" | "delete" | "report">(null);
  const headingId = `post-${post.id}-title`;
  const TitleTag = full ? "h1" : "h2";

  const remove = async () => {
    const result = await send<void>(forumUrls.post(post.id), "DELETE");
    if (!result.ok) return void toast.error(result.message ?? t("errors.network"));
    setDialog(null);
    toast.success(t("post.deleted"));
    onDeleted();
  };

  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby={headingId}
      data-testid="post-card"
    >
      <header className="flex items-center gap-3">
        <Avatar picture={post.author?.picture} username={post.author?.username ?? "?"} size={40} />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-slate-900" data-testid="post-author">
            {post.author?.username ?? t("comments.anonymous")}
          </span>
          <TimeLabel iso={post.created_at} edited={post.edited} />
        </div>
      </header>
      {post.hidden ? <HiddenNotice hidden={post.hidden} /> : null}
      <TitleTag id={headingId} className={`${full ? "text-2xl" : "text-xl"} font-bold leading-snug text-slate-900`}>
        {full ? (
          post.title
        ) : (
          <Link to={`/forum/${post.id}`} className="hover:text-brand-700 hover:underline" data-testid="post-title">
            {post.title}
          </Link>
        )}
      </TitleTag>
      {post.image ? (
        <img
          src={post.image.url}
          width={post.image.width}
          height={post.image.height}
          alt={t("post.imageAlt", { title: post.title })}
          loading="lazy"
          className="h-auto max-h-[32rem] w-full rounded-xl bg-slate-100 object-contain"
          data-testid="post-image"
        />
      ) : null}
      <div className={RICH_TEXT_CLASS} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("post.tags")}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/forum?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
                data-testid="post-tag"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        <LikeButton postId={post.id} initial={{ likes: post.likes, liked: post.liked }} />
        <span className="inline-flex items-center gap-1.5 px-2.5 py-1.5 text-sm text-slate-600" data-testid="comment-count">
          <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <path d="M4 5h16v10H9l-5 4z" />
          </svg>
          {t("comments.count", { count: commentCount })}
        </span>
        {user ? (
          <span className="ml-auto flex gap-1">
            {post.own ? (
              <>
                <button type="button" className={action} onClick={() => setDialog("edit")}>
                  {t("actions.edit")}
                </button>
                <button type="button" className={action} onClick={() => setDialog("delete")}>
                  {t("actions.delete")}
                </button>
              </>
            ) : (
              <button type="button" className={action} onClick={() => setDialog("report")}>
                {t("actions.report")}
              </button>
            )}
          </span>
        ) : null}
      </div>
      <CommentSection postId={post.id} initial={post.comments} count={commentCount} full={full} onCount={(d) => setCommentCount((c) => Math.max(0, c + d))} />
      {dialog === "edit" ? (
        <PostComposer
          open
          post={post}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setPost({ ...saved, comments: post.comments });
            setDialog(null);
            toast.success(t("post.saved"));
          }}
        />
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          open
          title={t("post.deleteTitle")}
          text={t("post.deleteText")}
          confirm={t("actions.delete")}
          onConfirm={remove}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "report" ? <ReportDialog open post={post.id} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}
