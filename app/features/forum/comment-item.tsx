import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/ui/lazy-toast";
import { Avatar } from "~/ui/avatar";
import { ConfirmDialog } from "./confirm-dialog";
import { forumUrls, send } from "./forum-client";
import { useForumSession } from "./forum-context";
import { HiddenNotice } from "./hidden-notice";
import { COMMENT_MAX } from "./limits";
import { LazyReportDialog as ReportDialog } from "./lazy-dialogs";
import { TimeLabel } from "./time-label";
import type { CommentView } from "./types";

/** A comment still on its way to the server has no id yet (negative) and no date. */
export type ShownComment = CommentView & { pending?: boolean };

const small = "rounded px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900";

/** One comment: author ("Anonymous" when unknown), when ("Just now"), its text with its math typeset (on the server; as typed while it is on its way); edit and delete for its author, report for others. */
export function CommentItem({ comment, onChanged, onDeleted }: { comment: ShownComment; onChanged: (c: CommentView) => void; onDeleted: () => void }) {
  const { t } = useTranslation("forum");
  const { user } = useForumSession();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<null | "delete" | "report">(null);
  const name = comment.author?.username ?? t("comments.anonymous");

  const save = async () => {
    if (!draft.trim()) return;
    setBusy(true);
    const result = await send<CommentView>(forumUrls.comment(comment.id), "PUT", { text: draft });
    setBusy(false);
    if (!result.ok) return void toast.error(result.message ?? t("errors.network"));
    onChanged(result.data);
    setEditing(false);
  };
  const remove = async () => {
    const result = await send<void>(forumUrls.comment(comment.id), "DELETE");
    if (!result.ok) return void toast.error(result.message ?? t("errors.network"));
    setDialog(null);
    onDeleted();
    toast.success(t("comments.deleted"));
  };

  return (
    <li className={`flex gap-3 ${comment.pending ? "opacity-60" : ""}`} data-testid="comment" aria-busy={comment.pending || undefined}>
      <Avatar picture={comment.author?.picture} username={comment.author?.username ?? "?"} size={32} />
      <div className="min-w-0 flex-1">
        <div className={`rounded-2xl px-3 py-2 ${comment.hidden ? "border border-amber-200 bg-amber-50" : "bg-slate-100"}`}>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm font-semibold text-slate-900" data-testid="comment-author">
              {name}
            </span>
            <TimeLabel iso={comment.pending ? null : comment.created_at} edited={comment.edited} />
          </p>
          {editing ? (
            <div className="mt-1 flex flex-col gap-2">
              <label className="sr-only" htmlFor={`comment-edit-${comment.id}`}>
                {t("comments.editLabel")}
              </label>
              <textarea
                id={`comment-edit-${comment.id}`}
                value={draft}
                maxLength={COMMENT_MAX}
                rows={2}
                autoFocus
                onChange={(e) => setDraft(e.target.value)}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
              <div className="flex gap-2">
                <button type="button" className={small} disabled={busy || !draft.trim()} onClick={save}>
                  {t("actions.save")}
                </button>
                <button type="button" className={small} onClick={() => (setEditing(false), setDraft(comment.text))}>
                  {t("actions.cancel")}
                </button>
              </div>
            </div>
          ) : comment.html ? (
            <p
              className="whitespace-pre-wrap break-words text-sm text-slate-800"
              data-testid="comment-text"
              // Escaped text with KaTeX's markup, built on the server (mathTextHtml).
              dangerouslySetInnerHTML={{ __html: comment.html }}
            />
          ) : (
            <p className="whitespace-pre-wrap break-words text-sm text-slate-800" data-testid="comment-text">
              {comment.text}
            </p>
          )}
        </div>
        {comment.hidden ? <HiddenNotice hidden={comment.hidden} /> : null}
        {user && !comment.pending && !editing ? (
          <div className="mt-0.5 flex gap-1 pl-2">
            {comment.own ? (
              <>
                <button type="button" className={small} onClick={() => setEditing(true)}>
                  {t("actions.edit")}
                </button>
                <button type="button" className={small} onClick={() => setDialog("delete")}>
                  {t("actions.delete")}
                </button>
              </>
            ) : (
              <button type="button" className={small} onClick={() => setDialog("report")}>
                {t("actions.report")}
              </button>
            )}
          </div>
        ) : null}
      </div>
      {dialog === "delete" ? (
        <ConfirmDialog
          open
          title={t("comments.deleteTitle")}
          text={t("comments.deleteText")}
          confirm={t("actions.delete")}
          onConfirm={remove}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "report" ? <ReportDialog open post={comment.post} comment={comment.id} onClose={() => setDialog(null)} /> : null}
    </li>
  );
}
