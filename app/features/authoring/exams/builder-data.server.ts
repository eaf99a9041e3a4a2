import { asc, inArray } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { mathExcerptHtml } from "~/lib/math-excerpt.server";
import { pageId } from "~/lib/parse.server";
import { readBankQuery } from "../bank-query";
import { listBank } from "../bank.server";
import { previewQuestion, PreviewSchema } from "../preview.server";
import { recordToInput } from "../question-json";
import { toFormValues } from "../question-schema";
import type { Author } from "../questions.server";
import { loadBankExam, planQuestions } from "./bank-exams.server";
import { planProblems } from "./plan";
import { assignments } from "./publish.server";

/** The exam for a page: 404 or 403 as a page. */
export async function examForPage(user: Author, id: string | undefined) {
  try {
    return await loadBankExam(user, pageId(id));
  } catch (error) {
    if (error instanceof HttpError) throw data({ detail: error.detail }, { status: error.status });
    throw error;
  }
}

/**
 * Everything the exam builder shows: the modules with their questions, what stops publishing, the
 * published questions that can be added to the module being filled (`?pick=`, with the bank's
 * filters), and the caller's students and those the exam is assigned to.
 */
export async function builderPage(user: Author, id: string | undefined, url: URL) {
  const exam = await examForPage(user, id);
  const questions = await planQuestions(exam.plan);
  const modules = exam.plan.modules.map((m, index) => ({
    ...m,
    index,
    questions: m.questionIds.map((qid) => {
      const q = questions.get(qid);
      return q
        ? {
            id: q.id,
            identifier: q.identifier,
            version: q.version,
            status: q.status,
            type: q.type,
            difficulty: q.difficulty,
            skill: q.skill,
            excerptHtml: mathExcerptHtml(q.text),
          }
        : { id: qid, identifier: "?", version: 0, status: "missing", type: "SC", difficulty: "", skill: "", excerptHtml: "" };
    }),
  }));
  const pickIndex = Math.min(Math.max(0, Number(url.searchParams.get("pick")) || 0), modules.length - 1);
  const picking = modules[pickIndex]!;
  const query = { ...readBankQuery(url), status: "published" as const, test: picking.test };
  const candidates = exam.status === "draft" ? await listBank(query, user.id) : null;
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      description: exam.description,
      kind: exam.kind,
      status: exam.status,
      audience: exam.audience,
      thresholds: exam.plan.thresholds,
      examId: exam.examId,
    },
    modules,
    problems: exam.status === "draft" ? planProblems(exam.plan, questions) : [],
    picker: candidates
      ? { module: pickIndex, query, ...candidates, rows: candidates.rows.map((r) => ({ ...r, added: picking.questionIds.includes(r.id) })) }
      : null,
    people: await assignments(user, exam.examId),
  };
}

/** One module of the exam as students will see it: every question through the preview (sanitized, typeset). */
export async function examPreviewPage(user: Author, id: string | undefined, moduleParam: string | null) {
  const exam = await examForPage(user, id);
  const modules = exam.plan.modules;
  const index = Math.min(Math.max(0, Number(moduleParam) || 0), modules.length - 1);
  const ids = modules[index]!.questionIds;
  const db = await getDb();
  const rows = ids.length ? await db.select().from(questions).where(inArray(questions.id, ids)) : [];
  const choiceRows = ids.length
    ? await db
        .select({ id: choices.id, questionId: choices.questionId, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(inArray(choices.questionId, ids))
        .orderBy(asc(choices.position))
    : [];
  const previews = ids.flatMap((qid) => {
    const row = rows.find((r) => r.id === qid);
    if (!row) return [];
    const input = recordToInput({ row, choices: choiceRows.filter((c) => c.questionId === qid) });
    return [{ id: qid, identifier: row.identifier, preview: previewQuestion(PreviewSchema.parse(toFormValues(input))) }];
  });
  return {
    exam: { id: exam.id, title: exam.title, kind: exam.kind, status: exam.status },
    modules: modules.map((m, i) => ({ index: i, name: m.name, variant: m.variant, count: m.questionIds.length, minutes: m.minutes })),
    module: index,
    questions: previews,
  };
}
