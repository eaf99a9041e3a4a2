import { sql } from "drizzle-orm";
import { hashPassword } from "../app/features/auth/password-hash.server";
import type { Db } from "../db/client";
import { mentorships, users } from "../db/schema";
import { BANK } from "../content/bank";
import type { QuestionInput } from "../content/bank/types";
import type { ExamInput } from "../content/exam-schema";
import { EXAMS } from "../content/exams";
import { DEMO_USERS } from "./demo-users";
import { seedBank } from "./bank";
import { seedExams } from "./exams";
import { seedLessons } from "./lessons";
import { seedServices } from "./services";

type Options = {
  log?: (message: string) => void;
  /** Exams loaded after those of content/exams (tests add their short fixture exams). */
  extraExams?: ExamInput[];
  /** The skill bank to load; content/bank's by default (tests load a small one whose keys they know). */
  bank?: QuestionInput[];
};

/**
 * Idempotent: creates the demo users when missing (never overwrites a changed password) and
 * links the demo mentor to the demo students; loads the practice exams of content/.
 */
export async function seed(db: Db, { log = () => {}, extraExams = [], bank = BANK }: Options = {}) {
  await seedExams(db, [...EXAMS, ...extraExams], log);
  await seedBank(db, bank, log);
  await seedLessons(db, log);
  await seedServices(db, log);
  let created = 0;
  for (const u of DEMO_USERS) {
    const [exists] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${u.username}`)
      .limit(1);
    if (exists) continue;
    await db
      .insert(users)
      .values({
        username: u.username,
        email: u.email,
        passwordHash: await hashPassword(u.password),
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
      })
      .onConflictDoNothing();
    created++;
  }
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`${users.username} in ('mentor', 'student', 'premium')`);
  const id = (name: string) => rows.find((r) => r.username === name)?.id;
  const mentor = id("mentor");
  for (const student of [id("student"), id("premium")]) {
    if (mentor && student) await db.insert(mentorships).values({ mentorId: mentor, studentId: student }).onConflictDoNothing();
  }
  log(`seed: ${created} demo user(s) created`);
}
