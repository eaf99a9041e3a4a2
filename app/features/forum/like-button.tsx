import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { useHydrated } from "~/lib/use-format";
import { signInHref, useForumSession } from "./forum-context";
import { useLike, type LikeState } from "./use-like";

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

const base = "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium";

/** The like toggle with its count. A visitor is offered to sign in instead. */
export function LikeButton({ postId, initial }: { postId: number; initial: LikeState }) {
  const { t } = useTranslation("forum");
  const { user } = useForumSession();
  const location = useLocation();
  const hydrated = useHydrated();
  const like = useLike(postId, initial, (message) => toast.error(message ?? t("errors.likeFailed"), { toastId: `like-${postId}` }));
  if (!user) {
    return (
      <Link
        to={signInHref(location.pathname + location.search)}
        className={`${base} text-slate-600 hover:bg-slate-100`}
        aria-label={t("like.signIn", { count: initial.likes })}
      >
        <Heart filled={false} />
        <span>{initial.likes}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={like.toggle}
      disabled={!hydrated}
      aria-pressed={like.liked}
      aria-label={t("like.label", { count: like.likes })}
      data-testid="like-button"
      className={`${base} ${like.liked ? "text-rose-600 hover:bg-rose-50" : "text-slate-600 hover:bg-slate-100"}`}
    >
      <Heart filled={like.liked} />
      <span data-testid="like-count">{like.likes}</span>
    </button>
  );
}
