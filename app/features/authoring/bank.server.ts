import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "#db/client";
import { questions, users } from "#db/schema";
import { itemStatsMany } from "~/features/irt/index.server";
import { mathExcerptHtml } from "~/lib/math-excerpt.server";
import { INSTANCE_TAG } from "~/lib/bank-question.server";
import { BANK_PAGE_SIZE, type BankQuery } from "./bank-query";
import { visibleText } from "./question-schema";

/** A stem's first words for a list: figures left out, math delimiters dropped. */
export const snippetOf = (html: string) =>
  visibleText(html.replace(/<svg[\s\S]*?<\/svg>/gi, ""))
    .replace(/\\\(|\\\)/g, "")
    .slice(0, 140);

/** `%` and `_` typed in the search box are searched for as themselves. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a bank query; `me` is the caller's id (the author filter "me"). */
export function bankConditions(query: BankQuery, me: number): SQL[] {
  const where: SQL[] = [];
  const status = query.status ?? "current";
  where.push(status === "current" ? ne(questions.status, "superseded") : eq(questions.status, status));
  // A generator's question made for one student's review is not part of the bank teachers keep.
  where.push(sql`not (${INSTANCE_TAG} = any(${questions.tags}))`);
  if (query.test) where.push(eq(questions.test, query.test));
  if (query.domain) where.push(eq(questions.domain, query.domain));
  if (query.skill) where.push(eq(questions.skill, query.skill));
  if (query.difficulty) where.push(eq(questions.difficulty, query.difficulty));
  if (query.type) where.push(eq(questions.type, query.type));
  if (query.tag) where.push(sql`${questions.tags} @> array[${query.tag}]::text[]`);
  if (query.author === "me") where.push(eq(questions.authorId, me));
  else if (query.author) where.push(sql`lower(${users.username}) = lower(${query.author})`);
  if (query.q) {
    const p = likePattern(query.q);
    where.push(or(ilike(questions.identifier, p), ilike(questions.title, p), ilike(questions.text, p), ilike(questions.passageHtml, p))!);
  }
  return where;
}

/**
 * One page of the bank (newest change first), the total, and the start of each stem: as HTML with
 * its math typeset (`excerptHtml`, what pages show) and as plain text (`snippet`, for the API).
 */
export async function listBank(query: BankQuery, me: number) {
  const db = await getDb();
  const where = and(...bankConditions(query, me));
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: questions.id,
        identifier: questions.identifier,
        version: questions.version,
        type: questions.type,
        test: questions.test,
        domain: questions.domain,
        skill: questions.skill,
        difficulty: questions.difficulty,
        status: questions.status,
        tags: questions.tags,
        text: questions.text,
        author: users.username,
        updatedAt: questions.updatedAt,
      })
      .from(questions)
      .leftJoin(users, eq(users.id, questions.authorId))
      .where(where)
      .orderBy(desc(questions.updatedAt), desc(questions.id))
      .limit(BANK_PAGE_SIZE)
      .offset((page - 1) * BANK_PAGE_SIZE),
    db.select({ n: count() }).from(questions).leftJoin(users, eq(users.id, questions.authorId)).where(where),
  ]);
  // Each version's statistics and 3PL parameters (decisions 0034, 0035), for the page's rows in one go.
  const stats = await itemStatsMany(rows.map((r) => r.id));
  return {
    page,
    count: total?.n ?? 0,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / BANK_PAGE_SIZE)),
    rows: rows.map(({ text, ...r }) => ({
      ...r,
      snippet: snippetOf(text),
      excerptHtml: mathExcerptHtml(text),
      updatedAt: r.updatedAt.toISOString(),
      stats: stats.get(r.id)!,
    })),
  };
}

/**
 * Published questions per skill and difficulty, so the gaps of the bank show. Counts follow the
 * bank's filters except status (always published) and difficulty (every difficulty is a column).
 */
export async function coverage(query: BankQuery, me: number) {
  const db = await getDb();
  const where = bankConditions({ ...query, status: "published", difficulty: undefined, page: undefined }, me);
  const rows = await db
    .select({ test: questions.test, domain: questions.domain, skill: questions.skill, difficulty: questions.difficulty, n: count() })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(and(...where))
    .groupBy(questions.test, questions.domain, questions.skill, questions.difficulty);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Who has written questions (the author filter's choices) and the tags in use. */
export async function bankFacets() {
  const db = await getDb();
  const [authors, tags] = await Promise.all([
    db.selectDistinct({ username: users.username }).from(questions).innerJoin(users, eq(users.id, questions.authorId)).orderBy(users.username).limit(200),
    db.execute<{ tag: string }>(
      sql`select distinct unnest(${questions.tags}) as tag from ${questions} where ${questions.status} <> 'superseded' order by 1 limit 300`,
    ),
  ]);
  const tagRows = (Array.isArray(tags) ? tags : (tags as { rows: { tag: string }[] }).rows) as { tag: string }[];
  return { authors: authors.map((a) => a.username), tags: tagRows.map((t) => t.tag) };
}

/** Published versions by id (for exams): only these may go into an exam. */
export async function publishedByIds(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return db
    .select({
      id: questions.id,
      identifier: questions.identifier,
      version: questions.version,
      test: questions.test,
      type: questions.type,
      difficulty: questions.difficulty,
      domain: questions.domain,
      skill: questions.skill,
      status: questions.status,
      text: questions.text,
    })
    .from(questions)
    .where(and(inArray(questions.id, ids)));
}

/** Versions waiting for a review the caller may give (written by someone else). */
export async function countAwaitingReview(me: number) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.status, "in_review"), sql`${questions.authorId} is distinct from ${me}`));
  return Number(row?.n ?? 0);
}
