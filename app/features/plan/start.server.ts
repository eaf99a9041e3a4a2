import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { practiceSets } from "#db/schema";
import type { PublicUser } from "~/lib/user";
import { createPracticeSet } from "~/features/practice/index.server";
import { SET_LENGTH, weekStart } from "./layout";
import { requireStudent } from "./plan.server";
import { SKILL_INFO } from "./skills";

/**
 * "Start practice" on a plan item: the student's unfinished plan set of that skill if there is one
 * (so pressing twice does not make two sets), else a new adaptive set of 10 questions of the skill,
 * created by the practice module with origin "plan". Null when the bank has no question for the skill.
 */
export async function startPlanPractice(user: Pick<PublicUser, "id" | "user_type">, skill: string, now = Date.now()): Promise<number | null> {
  requireStudent(user);
  const info = SKILL_INFO.get(skill);
  if (!info) return null;
  const db = await getDb();
  const [open] = await db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(
      and(
        eq(practiceSets.userId, user.id),
        eq(practiceSets.status, "active"),
        eq(practiceSets.origin, "plan"),
        sql`${practiceSets.skills} = array[${skill}]::text[]`,
      ),
    )
    .orderBy(desc(practiceSets.createdAt))
    .limit(1);
  if (open) return open.id;
  const created = await createPracticeSet({
    studentId: user.id,
    test: info.test,
    skills: [skill],
    difficulty: "adaptive",
    length: SET_LENGTH,
    origin: "plan",
    originRef: `plan:${user.id}:${new Date(weekStart(now)).toISOString().slice(0, 10)}`,
  });
  return created.ok ? created.id : null;
}
