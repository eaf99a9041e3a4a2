import type { Route } from "./+types/feed";
import { viewerOf } from "~/features/forum/access.server";
import { listFeed } from "~/features/forum/feed.server";
import { FeedQuery } from "~/features/forum/schemas";
import { forumEndpoint } from "~/features/forum/web-endpoint.server";
import { parseQuery } from "~/lib/parse.server";

/** GET /forum/feed?cursor=…&tag=…&q=…: the next page of the forum for the page's infinite scroll, as JSON. */
const endpoint = forumEndpoint({
  GET: async ({ request, user }) => {
    const query = parseQuery(FeedQuery, request);
    return Response.json(await listFeed(viewerOf(user), { tag: query.tag, search: query.q }, query.cursor));
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
