import { requireApiUser } from "~/features/auth/api-auth.server";
import { startNotebookSet } from "~/features/practice/notebook-set.server";
import { NotebookSetSchema } from "~/features/practice/practice-input";
import { practiceSetView } from "~/features/practice/set-view.server";
import { apiRoute } from "~/lib/api.server";
import { apiLanguage } from "~/lib/i18n.server";
import { HttpError, readBody } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";

/**
 * POST /api/practice/notebook/practice/ {entries?: [ids], test?, domain?, skill?, source?, status?, length?}:
 * "practise these again", a set of the chosen notebook entries (or of what the filters show) -> 201 with the set.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const { entries, length, ...filter } = parseInput(NotebookSetSchema, await readBody(request));
    const made = await startNotebookSet(user, { entries, filter, length });
    if (!made.ok) throw new HttpError(409, "practice:errors.notebookEmpty", { empty: true });
    return Response.json(await practiceSetView(user, made.id, { lng: apiLanguage(request) }), { status: 201 });
  },
});

export const loader = api.loader;
export const action = api.action;
