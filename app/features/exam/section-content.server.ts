import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, questions, sectionQuestions, sections } from "#db/schema";
import { contentCache } from "./content-cache.server";

/**
 * A section as the examinee may see it, without correct flags, accepted answers or explanations: the
 * section row, its questions in order and their choices. Read once per instance and kept for a few
 * minutes (contentCache), so taking or starting a module reads only the student's own rows.
 */
export const sectionContent = contentCache(loadSectionContent);
export type SectionContent = Awaited<ReturnType<typeof loadSectionContent>>;

async function loadSectionContent(sectionId: number) {
  const db = await getDb();
  const [section] = await db.select().from(sections).where(eq(sections.id, sectionId));
  // Only reached through an attempt or an exam's stages, whose foreign keys hold the section.
  if (!section) throw new Error(`section ${sectionId} not found`);
  const qs = await db
    .select({
      id: questions.id,
      type: questions.type,
      title: questions.title,
      text: questions.text,
      test: questions.test,
      passageTitle: questions.passageTitle,
      passageHtml: questions.passageHtml,
      position: sectionQuestions.position,
    })
    .from(sectionQuestions)
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .where(eq(sectionQuestions.sectionId, sectionId))
    .orderBy(asc(sectionQuestions.position));
  const ids = qs.map((q) => q.id);
  const choiceRows = ids.length
    ? await db
        .select({ id: choices.id, questionId: choices.questionId, text: choices.text })
        .from(choices)
        .where(inArray(choices.questionId, ids))
        .orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  return {
    section,
    questions: qs.map((q) => ({ ...q, choices: choiceRows.filter((c) => c.questionId === q.id).map((c) => ({ id: c.id, text: c.text })) })),
  };
}
