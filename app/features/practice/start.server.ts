import { getDb } from "#db/client";
import { MATH_SKILLS, VERBAL_SKILLS } from "#content/schema";
import type { PublicUser } from "~/lib/user";
import { HttpError } from "~/lib/http.server";
import { createPracticeSet } from "./assign.server";
import { requireDailyAllowance } from "./limit.server";
import { skillsFor, type Level } from "./options";
import { poolCounts } from "./pool.server";
import type { StartSetInput } from "./practice-input";

type Caller = Pick<PublicUser, "id" | "user_type">;

/**
 * A student starts a set of their own choice (the practice page, POST /api/practice/sets/). Refused with
 * 429 {limit_reached} when the free daily limit is used up (requireDailyAllowance: nothing could be answered), and with 409
 * {empty: true} when no question fits the choice yet (the page shows that as its empty state).
 */
export async function startPracticeSet(caller: Caller, input: StartSetInput, deps?: { random?: () => number }) {
  const db = await getDb();
  await requireDailyAllowance(db, caller);
  const scope = skillsFor(input)!;
  const made = await createPracticeSet(
    {
      studentId: caller.id,
      test: scope.test,
      skills: scope.skills,
      difficulty: input.difficulty,
      length: input.length,
      timeLimitMinutes: input.timer_minutes ?? null,
    },
    deps,
  );
  if (!made.ok) throw new HttpError(409, "practice:errors.empty", { empty: true });
  return made;
}

export type SkillAvailability = { test: "verbal" | "math"; domain: string; skill: string; counts: Record<Level, number>; total: number };

/** Every skill with how many questions practice can draw at each level (0 everywhere: the empty state). */
export async function practiceCatalogue(): Promise<SkillAvailability[]> {
  const db = await getDb();
  const counts = await poolCounts(db);
  const out: SkillAvailability[] = [];
  for (const [test, byDomain] of [
    ["verbal", VERBAL_SKILLS],
    ["math", MATH_SKILLS],
  ] as const) {
    for (const [domain, skills] of Object.entries(byDomain)) {
      for (const skill of skills) {
        const c = { easy: 0, medium: 0, hard: 0 };
        for (const row of counts) if (row.skill === skill) c[row.difficulty] += row.count;
        out.push({ test, domain, skill, counts: c, total: c.easy + c.medium + c.hard });
      }
    }
  }
  return out;
}
