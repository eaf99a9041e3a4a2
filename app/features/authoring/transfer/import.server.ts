import { and, asc, inArray, ne } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, questions } from "#db/schema";
import { ValidationError } from "~/lib/http.server";
import { zodFieldErrors } from "~/lib/input";
import { prepareQuestion, type PreparedQuestion } from "../prepare.server";
import { recordToInput } from "../question-json";
import { QuestionInputSchema } from "../question-schema";
import { insertVersion, mayManage, pgCode, rewriteDraft, type Author } from "../questions.server";
import { ContentItemSchema, contentToPayload, itemsOf } from "./content-format";
import { EXPORT_MAX } from "./export.server";
import { explanationI18nOf } from "#content/explanations/of-question";

/** What is wrong, where: the item (1-based) and its line in the file when known, the field, a message key. */
export type ImportProblem = { item: number | null; line: number | null; identifier: string | null; field: string | null; message: string };
export type ImportReport = { total: number; created: number; versioned: number; updated: number; unchanged: number };

type Plan = { kind: "create" | "version"; prepared: PreparedQuestion } | { kind: "rewrite"; id: number; prepared: PreparedQuestion } | { kind: "unchanged" };

/** The line (1-based) of a position in the text. */
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Where a JSON syntax error is, from V8's message ("… at position 123" or "… (line 3 column 5)"). */
function syntaxLine(text: string, error: unknown): number | null {
  const message = error instanceof Error ? error.message : "";
  const line = message.match(/line (\d+)/);
  if (line) return Number(line[1]);
  const position = message.match(/position (\d+)/);
  return position ? lineAt(text, Number(position[1])) : null;
}

/** Two versions are the same question when what would be stored for them is the same. */
const same = (a: PreparedQuestion, b: PreparedQuestion) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Imports a file in the content format. Every item is checked against the same rules as the form and
 * the API, and the file as a whole (duplicate identifiers, someone else's draft in the way). Any
 * problem: nothing is imported and every problem is reported with its item and line. Otherwise, in
 * one transaction: a new identifier becomes a draft (version 1) of the importer; an item equal to a
 * current version of its identifier changes nothing; a changed one becomes the next version (a
 * draft), or rewrites the importer's own draft. Exporting the bank and importing the file changes nothing.
 */
export async function importBank(user: Author, text: string): Promise<{ ok: true; report: ImportReport } | { ok: false; problems: ImportProblem[] }> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ item: null, line: syntaxLine(text, error), identifier: null, field: null, message: "authoring:transfer.errors.json" }] };
  }
  const items = itemsOf(file);
  if (!items) return { ok: false, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.shape" }] };
  if (!items.length) return { ok: false, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.empty" }] };
  if (items.length > EXPORT_MAX)
    return { ok: false, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.tooMany" }] };

  const problems: ImportProblem[] = [];
  const prepared: { item: number; identifier: string; prepared: PreparedQuestion }[] = [];
  let searchFrom = 0;
  items.forEach((raw, index) => {
    const item = index + 1;
    const identifier = raw && typeof raw === "object" && typeof (raw as { id?: unknown }).id === "string" ? (raw as { id: string }).id : null;
    let line: number | null = null;
    if (identifier) {
      const at = text.slice(searchFrom).search(new RegExp(`"id"\\s*:\\s*${JSON.stringify(identifier).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      if (at >= 0) ((line = lineAt(text, searchFrom + at)), (searchFrom += at + 1));
    }
    const report = (fields: Record<string, string[]>) => {
      for (const [field, messages] of Object.entries(fields))
        for (const message of messages) problems.push({ item, line, identifier, field: field === "form" ? null : field, message });
    };
    // A content/ module file carries no translations (they live in content/explanations by id, decision 0062):
    // its item is read with them, as the seed stores it, so re-importing the shipped content changes nothing.
    const withTranslations =
      identifier && raw && typeof raw === "object" && !("explanationI18n" in raw) ? { ...raw, explanationI18n: explanationI18nOf({ id: identifier }) } : raw;
    const shape = ContentItemSchema.safeParse(withTranslations);
    if (!shape.success) return report(zodFieldErrors(shape.error));
    const input = QuestionInputSchema.safeParse(contentToPayload(shape.data));
    if (!input.success) return report(zodFieldErrors(input.error));
    try {
      prepared.push({ item, identifier: input.data.identifier, prepared: prepareQuestion(input.data) });
    } catch (error) {
      if (error instanceof ValidationError) return report(error.fields);
      throw error;
    }
  });
  const seen = new Map<string, number>();
  for (const p of prepared) {
    const first = seen.get(p.identifier);
    if (first) problems.push({ item: p.item, line: null, identifier: p.identifier, field: "id", message: "authoring:transfer.errors.duplicate" });
    else seen.set(p.identifier, p.item);
  }
  const plans = problems.length ? [] : await planImport(user, prepared, problems);
  if (problems.length) return { ok: false, problems };

  const db = await getDb();
  const report: ImportReport = { total: items.length, created: 0, versioned: 0, updated: 0, unchanged: 0 };
  try {
    await db.transaction(async (tx) => {
      for (const plan of plans) {
        if (plan.kind === "unchanged") report.unchanged++;
        else if (plan.kind === "rewrite") (await rewriteDraft(tx, user, plan.id, plan.prepared, "imported"), report.updated++);
        else (await insertVersion(tx, user, plan.prepared, "imported"), report[plan.kind === "create" ? "created" : "versioned"]++);
      }
    });
  } catch (error) {
    if (pgCode(error) === "23505" || (error as { status?: number }).status === 409)
      return { ok: false, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.changedMeanwhile" }] };
    throw error;
  }
  return { ok: true, report };
}

/** What each item will do, from the current versions of its identifier (read before the transaction). */
async function planImport(user: Author, items: { item: number; identifier: string; prepared: PreparedQuestion }[], problems: ImportProblem[]): Promise<Plan[]> {
  const db = await getDb();
  const identifiers = items.map((i) => i.identifier);
  const rows = identifiers.length
    ? await db
        .select()
        .from(questions)
        .where(and(inArray(questions.identifier, identifiers), ne(questions.status, "superseded")))
    : [];
  const ids = rows.map((r) => r.id);
  const choiceRows = ids.length
    ? await db
        .select({ questionId: choices.questionId, id: choices.id, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(inArray(choices.questionId, ids))
        .orderBy(asc(choices.position))
    : [];
  const hasAny = new Set(
    (identifiers.length
      ? await db.selectDistinct({ identifier: questions.identifier }).from(questions).where(inArray(questions.identifier, identifiers))
      : []
    ).map((r) => r.identifier),
  );
  return items.map(({ item, identifier, prepared }) => {
    const versions = rows.filter((r) => r.identifier === identifier);
    if (!hasAny.has(identifier)) return { kind: "create", prepared };
    const equal = versions.some((row) => {
      try {
        return same(prepareQuestion(recordToInput({ row, choices: choiceRows.filter((c) => c.questionId === row.id) })), prepared);
      } catch {
        return false;
      }
    });
    if (equal) return { kind: "unchanged" };
    const working = versions.find((r) => r.status === "draft" || r.status === "in_review");
    if (working && !mayManage(user, working)) {
      problems.push({ item, line: null, identifier, field: null, message: "authoring:transfer.errors.othersDraft" });
      return { kind: "unchanged" };
    }
    return working ? { kind: "rewrite", id: working.id, prepared } : { kind: "version", prepared };
  });
}
