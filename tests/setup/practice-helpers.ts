import { eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, users, type UserType } from "#db/schema";
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
  const rows = await db.select().from(choices).where(eq(choices.questionId, questionId));
  return rows.find((c) => c.isCorrect)!.id;
}

/** A wrong choice of a question, whatever its order (teacher questions from other test files share a PostgreSQL run). */
export async function wrongChoice(questionId: number) {
  const db = await getDb();
  const rows = await db.select().from(choices).where(eq(choices.questionId, questionId));
  return rows.find((c) => !c.isCorrect)!.id;
}
