import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { blockOf, viewerOf } from "~/features/forum/access.server";
import { listFeed, popularTags } from "~/features/forum/feed.server";
import { ForumFilters } from "~/features/forum/forum-filters";
import { ForumShell } from "~/features/forum/forum-shell";
import { PostFeed } from "~/features/forum/post-feed";
import { FeedQuery } from "~/features/forum/schemas";
import { optionalUser } from "~/features/auth/web-session.server";
import { getI18n } from "~/lib/i18n.server";
import { Button } from "~/ui/button";

/** /forum: everyone reads, newest first, by tag or by words; signed-in users write, comment and like. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const parsed = FeedQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const filter = { tag: (parsed.success && parsed.data.tag?.trim().toLowerCase()) || null, q: (parsed.success && parsed.data.q?.trim()) || null };
  const [feed, tags, block] = await Promise.all([
    listFeed(viewerOf(user), { tag: filter.tag, search: filter.q }),
    popularTags(),
    user ? blockOf(user.id) : null,
  ]);
  const i18n = getI18n(context);
  return { feed, filter, tags, blocked: block?.reason ?? null, now: Date.now(), title: i18n.t("forum:meta.title"), description: i18n.t("forum:intro") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }, { name: "description", content: data?.description ?? "" }];

export default function Forum({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  const { feed, filter, tags, blocked, now } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/forum";
  return (
    <ForumShell blocked={blocked} now={now} onPublished={() => void revalidator.revalidate()}>
      <ForumFilters filter={filter} tags={tags} />
      {loading ? (
        <p role="status" className="text-center text-slate-600" data-testid="feed-loading">
          {t("feed.loading")}
        </p>
      ) : null}
      <div className={loading ? "opacity-50" : undefined}>
        <PostFeed key={`${filter.tag}|${filter.q}|${now}`} first={feed} filter={filter} />
      </div>
    </ForumShell>
  );
}

/** The first page could not be read: "Failed to load posts." with Retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("forum");
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="feed-failed">
        {t("feed.failed")}
      </p>
      <Button onClick={() => window.location.reload()}>{t("feed.retry")}</Button>
    </main>
  );
}
