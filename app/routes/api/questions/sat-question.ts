import { requireApiUserType } from "~/features/auth/api-auth.server";
import { BankQuerySchema } from "~/features/authoring/bank-query";
import { listBank } from "~/features/authoring/bank.server";
import { questionJson } from "~/features/authoring/question-json";
import { QuestionInputSchema } from "~/features/authoring/question-schema";
import { AUTHOR_TYPES, createQuestion } from "~/features/authoring/questions.server";
import { apiRoute } from "~/lib/api.server";
import { readBody } from "~/lib/http.server";
import { parseInput, parseQuery } from "~/lib/parse.server";

/**
 * POST /api/questions/sat-question/: creates a question (the payload of spec part 2, section 3) as a
 * draft of its author. GET: the bank, filtered and paginated. Teachers and admins only. docs/api.md.
 */
const api = apiRoute({
  POST: async ({ request }) => {
    const user = await requireApiUserType(request, AUTHOR_TYPES);
    const input = parseInput(QuestionInputSchema, await readBody(request));
    const record = await createQuestion(user, input);
    return Response.json(questionJson(record), { status: 201, headers: { Location: `/api/questions/sat-question/${record.row.id}/` } });
  },
  GET: async ({ request }) => {
    const user = await requireApiUserType(request, AUTHOR_TYPES);
    const query = parseQuery(BankQuerySchema, request);
    const page = await listBank(query, user.id);
    const link = (n: number) => {
      const url = new URL(request.url);
      url.searchParams.set("page", String(n));
      return url.pathname + url.search;
    };
    return Response.json({
      count: page.count,
      next: page.page < page.pages ? link(page.page + 1) : null,
      previous: page.page > 1 ? link(page.page - 1) : null,
      results: page.rows.map(({ updatedAt, difficulty, type, excerptHtml: _html, stats, ...r }) => ({
        ...r,
        question_type: type,
        difficulty_level: difficulty,
        updated_at: updatedAt,
        stats: {
          responses: stats.responses,
          share_correct: stats.shareCorrect,
          point_biserial: stats.pointBiserial,
          a: stats.a,
          b: stats.b,
          c: stats.c,
          source: stats.source,
          calibrated_from: stats.calibratedFrom,
        },
      })),
    });
  },
});

export const loader = api.loader;
export const action = api.action;
