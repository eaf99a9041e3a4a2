import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { CommentForm, type CommentSent } from "./comment-form";
import { CommentItem, type ShownComment } from "./comment-item";
import { forumUrls, send } from "./forum-client";
import { signInHref, useForumSession } from "./forum-context";
import type { CommentView } from "./types";

type Props = { postId: number; initial: CommentView[]; count: number; full: boolean; onCount: (delta: number) => void };

/**
 * The comments of a post: the latest few in the feed (with a link to all of them on the post's page),
 * "No comments yet." when there are none, and the comment box for signed-in users. A new comment shows
 * at once and is replaced by the server's copy; if the server refuses it, it goes and its message shows.
 */
export function CommentSection({ postId, initial, count, full, onCount }: Props) {
  const { t } = useTranslation("forum");
  const { user, blocked } = useForumSession();
  const location = useLocation();
  const [comments, setComments] = useState<ShownComment[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const nextTemp = useRef(-1);

  const add = async (text: string): Promise<CommentSent> => {
    const temp: ShownComment = {
      id: nextTemp.current--,
      post: postId,
      text,
      html: "",
      created_at: "",
      edited: false,
      hidden: null,
      own: true,
      pending: true,
      author: user && { id: user.id, username: user.username, picture: user.picture },
    };
    setError(null);
    setComments((list) => [...list, temp]);
    onCount(1);
    const result = await send<CommentView>(forumUrls.comments(postId), "POST", { text });
    if (result.ok) {
      setComments((list) => list.map((c) => (c.id === temp.id ? result.data : c)));
      return true;
    }
    setComments((list) => list.filter((c) => c.id !== temp.id));
    onCount(-1);
    const message = result.message ?? t("errors.network");
    setError(message);
    toast.error(message);
    return { fieldErrors: result.fieldErrors };
  };

  const hiddenCount = count - comments.length;
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-3" aria-label={t("comments.title")}>
      {!full && hiddenCount > 0 ? (
        <Link to={`/forum/${postId}#comments`} className="self-start text-sm font-medium text-brand-700 hover:underline">
          {t("comments.viewAll", { count })}
        </Link>
      ) : null}
      {comments.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-comments">
          {t("comments.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" id={full ? "comments" : undefined}>
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              onChanged={(updated) => setComments((list) => list.map((x) => (x.id === updated.id ? updated : x)))}
              onDeleted={() => {
                setComments((list) => list.filter((x) => x.id !== c.id));
                onCount(-1);
              }}
            />
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="comment-error">
          {error}
        </p>
      ) : null}
      {!user ? (
        <Link to={signInHref(location.pathname + location.search)} className="text-sm font-medium text-brand-700 hover:underline">
          {t("comments.signIn")}
        </Link>
      ) : blocked ? (
        <p className="text-sm text-slate-600">{t("blocked.short")}</p>
      ) : (
        <CommentForm onSend={add} />
      )}
    </section>
  );
}
