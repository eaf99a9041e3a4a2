import { and, asc, eq, isNotNull, like, not, or, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, questions, users, type UserType } from "#db/schema";
import { newUserToken } from "./exam-helpers";

/** A new user of the given type: its id and type (the caller shape of the server functions) and an API token. */
export async function practiceUser(type: UserType = "student") {
  const { username, access } = await newUserToken();
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ userType: type })
    .where(sql`lower(${users.username}) = lower(${username})`)
    .returning({ id: users.id });
  return { id: row!.id, user_type: type, username, token: access };
}

/** The key of a single-choice question, whatever its order (teacher questions from other test files share a PostgreSQL run). */
export async function rightChoice(questionId: number) {
  const db = await getDb();
  const rows = await db.select().from(choices).where(eq(choices.questionId, questionId)).orderBy(asc(choices.position));
  return rows.find((c) => c.isCorrect)!.id;
}

/** The first wrong choice of a question in the order students see (in a fixture question the second, B). */
export async function wrongChoice(questionId: number) {
  const db = await getDb();
  const rows = await db.select().from(choices).where(eq(choices.questionId, questionId)).orderBy(asc(choices.position));
  return rows.find((c) => !c.isCorrect)!.id;
}

/**
 * Practice then draws from the fixture bank alone (identifiers `bank-fx-…`). On PostgreSQL a worker's database
 * keeps what the files it ran before left behind, and some of it joins the practice pool: teachers' published
 * questions, the real bank or a generator's question stored as the seed stores the bank (an open-ended one
 * among them). A file that counts on the fixture bank's questions (how many, which level, that each has a key
 * among its choices, which choice is B) retires the rest first. On PGlite every file starts from the seeded
 * template, and this changes nothing.
 */
export async function fixturePoolOnly() {
  const db = await getDb();
  await db
    .update(questions)
    .set({ status: "retired" })
    .where(
      and(
        eq(questions.status, "published"),
        or(isNotNull(questions.authorId), sql`'bank' = any(${questions.tags})`),
        not(like(questions.identifier, "bank-fx-%")),
      ),
    );
}
