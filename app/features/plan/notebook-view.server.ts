import { notebook } from "~/features/practice/index.server";
import type { NotebookViewJson } from "./types";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A question's text as a short plain-text excerpt (tags dropped, TeX delimiters removed), for a list. */
export function excerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\\[()[\]]/g, "")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:?!])/g, "$1")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * A student's mistakes notebook, read only (their mentor's view): the first page of active entries from
 * the practice module, due ones first, with the counts. The practice module takes in finished tests first.
 */
export async function notebookForMentor(studentId: number, now = new Date()): Promise<NotebookViewJson> {
  const page = await notebook(studentId, { status: "active" }, { page: 1, now });
  return {
    counts: page.counts,
    total: page.total,
    items: page.items.map((i) => ({
      id: i.id,
      test: i.question.test,
      domain: i.question.domain,
      skill: i.question.skill,
      difficulty: i.question.difficulty,
      excerpt: excerpt(i.question.title ? `${i.question.title}: ${i.question.text}` : i.question.text),
      reason: i.reason,
      sources: i.sources,
      due: i.due,
      due_at: i.dueAt.toISOString(),
      mistakes: i.mistakes,
      right_days: i.rightDays,
      last_seen_at: i.lastSeenAt.toISOString(),
    })),
  };
}
