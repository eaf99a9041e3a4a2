import { eq } from "drizzle-orm";
import { databaseOpened, getDb } from "#db/client";
import { exams } from "#db/schema";
import { seed } from "#seed/seed";
import { FIXTURE_EXAMS } from "../fixtures/exams";
import { PRACTICE_FIXTURE_BANK } from "../fixtures/practice-bank";
import * as signupRoute from "~/routes/api/auth/signup";
import { callRoute, uniqueName } from "./request";
import { TEMPLATE_VARIABLES } from "./worker-databases";

let seeded: Promise<void> | undefined;
/** Loads the content and the test-only fixture exams once per test file. */
export function seedOnce() {
  // A file that seeds before opening its database (the usual beforeAll) opens the run's seeded template.
  const template = process.env[TEMPLATE_VARIABLES.seeded];
  if (!seeded && template && !databaseOpened() && !process.env.DATABASE_URL) {
    process.env.PGLITE_TEMPLATE = template;
    seeded = getDb().then(() => undefined);
  }
  seeded ??= (async () => seed(await getDb(), { extraExams: FIXTURE_EXAMS, bank: PRACTICE_FIXTURE_BANK }))();
  return seeded;
}

export async function examId(slug: string) {
  const db = await getDb();
  const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug));
  return row!.id;
}

export async function newUserToken(extra: Record<string, string> = {}) {
  const username = uniqueName("ex");
  const res = await callRoute(signupRoute, {
    json: {
      username,
      email: `${username}@gmail.com`,
      password: "longenough1",
      confirmPassword: "longenough1",
      first_name: "Test",
      last_name: "Taker",
      ...extra,
    },
    ip: uniqueName("ip"),
  });
  const { access } = (await res.json()) as { access: string };
  return { username, access };
}
