import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { useHydrated } from "~/lib/use-format";
import { useRootData } from "~/root";
import { Avatar } from "~/ui/avatar";
import { ForumSessionContext, signInHref, type ForumSession } from "./forum-context";
import { LazyPostComposer as PostComposer } from "./lazy-dialogs";

/**
 * The frame of the forum's pages: who reads (for every card), the title, and for signed-in users the
 * prompt "Share a photo or write something..." that opens "Create a New Post".
 */
export function ForumShell({
  blocked,
  now,
  onPublished,
  children,
  compose = true,
}: {
  blocked: string | null;
  now: number;
  onPublished: () => void;
  children: ReactNode;
  compose?: boolean;
}) {
  const { t } = useTranslation("forum");
  const root = useRootData();
  const location = useLocation();
  const [composing, setComposing] = useState(false);
  // A press before the page is interactive would do nothing: the controls wait for it.
  const hydrated = useHydrated();
  const me = root?.user ?? null;
  const session = useMemo<ForumSession>(
    () => ({ user: me && { id: me.id, username: me.username, picture: me.profile_picture, isAdmin: me.user_type === "admin" }, blocked, now }),
    [me, blocked, now],
  );
  return (
    <ForumSessionContext.Provider value={session}>
      <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 pb-24 sm:py-8 md:pb-8">
        {compose ? (
          <>
            <header className="flex flex-col gap-1">
              <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
              <p className="text-slate-600">{t("intro")}</p>
            </header>
            {!me ? (
              <p className="rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
                <Link to={signInHref(location.pathname + location.search)} className="font-semibold text-brand-700 hover:underline">
                  {t("signInToWrite")}
                </Link>
              </p>
            ) : blocked ? (
              <p role="status" className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="blocked-notice">
                {t("blocked.notice", { reason: blocked })}
              </p>
            ) : (
              <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                <Avatar picture={me.profile_picture} username={me.username} size={40} />
                <button
                  type="button"
                  onClick={() => setComposing(true)}
                  disabled={!hydrated}
                  aria-label={t("composer.open")}
                  className="flex-1 rounded-full bg-slate-100 px-4 py-2.5 text-left text-slate-600 hover:bg-slate-200"
                  data-testid="compose-prompt"
                >
                  {t("composer.prompt")}
                </button>
              </div>
            )}
          </>
        ) : null}
        {children}
      </main>
      {composing ? (
        <PostComposer
          open
          onClose={() => setComposing(false)}
          onSaved={() => {
            setComposing(false);
            toast.success(t("post.published"));
            onPublished();
          }}
        />
      ) : null}
    </ForumSessionContext.Provider>
  );
}
