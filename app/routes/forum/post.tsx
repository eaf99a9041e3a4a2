import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import type { Route } from "./+types/post";
import { optionalUser } from "~/features/auth/web-session.server";
import { blockOf, viewerOf } from "~/features/forum/access.server";
import { getPost } from "~/features/forum/feed.server";
import { ForumShell } from "~/features/forum/forum-shell";
import { PostCard } from "~/features/forum/post-card";
import { pageId } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

/** /forum/{id}: one post with all its comments, to link to. Hidden posts are 404 for all but their author and administrators. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const post = await getPost(viewerOf(user), pageId(params.postId));
  if (!post) throw data({ detail: "Not found." }, { status: 404 });
  const block = user ? await blockOf(user.id) : null;
  return { post, blocked: block?.reason ?? null, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.post.title} · SAT Lingo` : "SAT Lingo" }];

export default function ForumPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  const navigate = useNavigate();
  const { post, blocked, now } = loaderData;
  return (
    <ForumShell blocked={blocked} now={now} compose={false} onPublished={() => {}}>
      <Link to="/forum" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("post.back")}
      </Link>
      <PostCard key={`${post.id}|${now}`} post={post} full onDeleted={() => navigate("/forum")} />
    </ForumShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("forum");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{missing ? t("post.notFoundTitle") : t("title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="post-error">
        {missing ? t("post.notFound") : t("feed.failed")}
      </p>
      <div className="flex gap-2">
        {!missing ? (
          <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
            {t("feed.retry")}
          </button>
        ) : null}
        <Link to="/forum" className={buttonClass("secondary")}>
          {t("post.back")}
        </Link>
      </div>
    </main>
  );
}
