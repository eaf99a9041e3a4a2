import { data } from "react-router";
import { HttpError } from "~/lib/http.server";
import { pageId } from "~/lib/parse.server";
import { previewQuestion, PreviewSchema, renderQuestionHtml } from "./preview.server";
import { recordToInput } from "./question-json";
import { toFormValues } from "./question-schema";
import { loadQuestion, mayManage, versionsOf, workingVersion, type Author } from "./questions.server";
import { questionHistory } from "./review.server";
import { itemStats } from "~/features/irt/index.server";

/** A question for a page: 404 (as a page) when the id is not one. */
export async function questionForPage(id: string | undefined) {
  try {
    return await loadQuestion(pageId(id));
  } catch (error) {
    if (error instanceof HttpError) throw data({ detail: error.detail }, { status: error.status });
    throw error;
  }
}

/** Everything the question page shows: the student's view, the key, the history, and what the caller may do. */
export async function questionPage(user: Author, id: string | undefined) {
  const record = await questionForPage(id);
  const { row } = record;
  const input = recordToInput(record);
  const [history, versions, working, stats] = await Promise.all([
    questionHistory(row.id),
    versionsOf(row.identifier),
    workingVersion(row.identifier),
    itemStats(row.id),
  ]);
  const manage = mayManage(user, row);
  const other = row.authorId !== user.id;
  return {
    stats,
    question: {
      id: row.id,
      identifier: row.identifier,
      version: row.version,
      status: row.status,
      type: row.type,
      test: row.test,
      domain: row.domain,
      skill: row.skill,
      difficulty: row.difficulty,
      tags: row.tags,
      ordering: row.ordering,
      author: record.author,
      updatedAt: row.updatedAt.toISOString(),
      explanation: renderQuestionHtml(row.explanation),
      explanationI18n: {
        az: row.explanationI18n.az ? renderQuestionHtml(row.explanationI18n.az) : null,
        ru: row.explanationI18n.ru ? renderQuestionHtml(row.explanationI18n.ru) : null,
      },
      key: row.type === "SC" ? record.choices.findIndex((c) => c.isCorrect) : null,
      answers: input.open_ended_answer,
    },
    preview: previewQuestion(PreviewSchema.parse(toFormValues(input))),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    versions: versions.map((v) => ({ ...v, updatedAt: v.updatedAt.toISOString(), publishedAt: v.publishedAt?.toISOString() ?? null })),
    working: working && working.id !== row.id ? working : null,
    can: {
      edit: row.status === "draft" || row.status === "in_review" ? manage : (row.status === "published" || row.status === "retired") && !working,
      submit: row.status === "draft" && manage,
      review: row.status === "in_review" && other,
      retire: row.status === "published" && manage,
      delete: (row.status === "draft" || row.status === "in_review") && manage,
    },
  };
}
