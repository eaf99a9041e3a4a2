import { requireApiUser } from "~/features/auth/api-auth.server";
import { notebook, notebookJson } from "~/features/practice/notebook.server";
import { NotebookQuery } from "~/features/practice/practice-input";
import { apiRoute } from "~/lib/api.server";
import { parseQuery } from "~/lib/parse.server";

/** GET /api/practice/notebook/?test=&domain=&skill=&source=test|practice&status=active|due|cleared&page=: the mistakes notebook, 50 a page. */
const api = apiRoute({
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const { page, ...filter } = parseQuery(NotebookQuery, request);
    return Response.json(notebookJson(await notebook(user.id, filter, { page })));
  },
});

export const loader = api.loader;
export const action = api.action;
