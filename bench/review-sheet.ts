// Issue 31: a review sheet of 20 notebook questions is ready in ≤ 2 s. Measures the sheet's server work
// (the notebook read, the questions, the student's answers, every passage, stem, choice and explanation
// typeset by KaTeX) for 20 Math bank questions, the heaviest in math, on an in-memory PGlite seeded with
// the content; median and worst of 7 runs, with the load average.
//   node --import tsx bench/review-sheet.ts
import os from "node:os";
import { and, eq } from "drizzle-orm";
process.env.DATA_DIR ??= "memory://";
const { closeDb, getDb } = await import("#db/client");
const { notebookEntries, questions, users } = await import("#db/schema");
const { seed } = await import("#seed/seed");
const { reviewSheet } = await import("../app/features/practice/review-sheet.server");

const db = await getDb();
await seed(db);
const [user] = await db
  .insert(users)
  .values({ username: `bench-sheet-${Date.now()}`, email: `bench-sheet-${Date.now()}@example.com`, passwordHash: "x", userType: "pre_student" })
  .returning({ id: users.id });
const math = await db
  .select({ id: questions.id, identifier: questions.identifier })
  .from(questions)
  .where(and(eq(questions.test, "math"), eq(questions.status, "published")))
  .limit(20);
const now = new Date();
const entries = await db
  .insert(notebookEntries)
  .values(math.map((q) => ({ userId: user!.id, identifier: q.identifier, questionId: q.id, reason: "wrong" as const, dueAt: now })))
  .returning({ id: notebookEntries.id });
const times: number[] = [];
let count = 0;
for (let run = 0; run < 7; run++) {
  const start = performance.now();
  const sheet = await reviewSheet({ id: user!.id, user_type: "pre_student" }, { entries: entries.map((e) => e.id) });
  times.push(performance.now() - start);
  count = sheet.items.length;
}
times.sort((a, b) => a - b);
console.log(
  `review sheet of ${count} Math questions (key and explanations, KaTeX): median ${times[3]!.toFixed(0)} ms, worst ${times[6]!.toFixed(0)} ms (target ≤ 2000 ms); load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await closeDb();
