import type { Route } from "./+types/report";
import { reportItem } from "~/features/forum/reports.server";
import { ReportSchema } from "~/features/forum/schemas";
import { forumEndpoint, requireForumUser } from "~/features/forum/web-endpoint.server";
import { parseInput, readForm } from "~/lib/parse.server";

/** POST /forum/report (post, comment?, reason, details?): tells the moderators -> {created}. */
const endpoint = forumEndpoint({
  POST: async ({ request, user }) => {
    const reporter = requireForumUser(user);
    const input = parseInput(ReportSchema, Object.fromEntries(await readForm(request)));
    return Response.json(await reportItem(reporter, input));
  },
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);
