import { sql } from "drizzle-orm";
import { hashPassword } from "../app/features/auth/password.server";
import type { Db } from "./client";
import { BANK } from "../content/bank";
import { EXAMS } from "../content/exams";
import { DEMO_USERS } from "./demo-users";
import { seedBank } from "./seed-bank";
import { seedExams } from "./seed-content";
import { seedLessons } from "./seed-lessons";
import { seedServices } from "./seed-services";
import { mentorships, users } from "./schema";

type Options = {
  log?: (message: string) => void;
  /** Also load the short test-only exams of tests/fixtures, and its skill bank instead of content/bank (E2E_FIXTURES=true). */
  fixtures?: boolean;
};

/**
 * Idempotent: creates the demo users when missing (never overwrites a changed password) and
 * links the demo mentor to the demo students; loads the practice exams of content/.
 */
export async function seed(db: Db, { log = () => {}, fixtures = false }: Options = {}) {
  const extra = fixtures ? (await import("../tests/fixtures/exams")).FIXTURE_EXAMS : [];
  await seedExams(db, [...EXAMS, ...extra], log);
  // Tests load a small fixed bank instead (tests/fixtures/practice-bank.ts: keys known to the tests).
  await seedBank(db, fixtures ? (await import("../tests/fixtures/practice-bank")).PRACTICE_FIXTURE_BANK : BANK, log);
  await seedLessons(db, log);
  await seedServices(db, log);
  let created = 0;
  for (const u of DEMO_USERS) {
    const [exists] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${u.username}`).limit(1);
    if (exists) continue;
    await db
      .insert(users)
      .values({ username: u.username, email: u.email, passwordHash: await hashPassword(u.password), firstName: u.firstName, lastName: u.lastName, userType: u.userType })
      .onConflictDoNothing();
    created++;
  }
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(sql`${users.username} in ('mentor', 'student', 'premium')`);
  const id = (name: string) => rows.find((r) => r.username === name)?.id;
  const mentor = id("mentor");
  for (const student of [id("student"), id("premium")]) {
    if (mentor && student) await db.insert(mentorships).values({ mentorId: mentor, studentId: student }).onConflictDoNothing();
  }
  log(`seed: ${created} demo user(s) created`);
}
