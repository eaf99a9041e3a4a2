import type { PublicUser } from "~/lib/user";
import { displayName } from "~/lib/user";
import { getDb } from "#db/client";
import { exams } from "#db/schema";
import { eq } from "drizzle-orm";
import { examName, examNameColumns } from "./exam-texts.server";
import { sessionState, takeSection } from "./runtime.server";
import { takeJson } from "./serialize.server";
import { examPlan } from "./exam-plan.server";

/**
 * What the exam screen needs to show now: the ready screen (a session whose first module is not
 * taken yet: nothing is timed until Start), the current section (taken, so its deadline is stamped),
 * the break, or the end. `start` takes the first module; `resume` ends a running break and takes the
 * next section.
 */
export async function examScreenState(user: PublicUser, sessionId: number, lng: string, { resume = false, start = false } = {}) {
  const { session, state, stages } = await sessionState(user, sessionId, "write");
  const db = await getDb();
  const [exam] = await db.select(examNameColumns).from(exams).where(eq(exams.id, session.examId));
  const base = { sessionId, examName: exam ? examName(exam, lng) : "", examinee: displayName(user), serverTime: new Date().toISOString() };
  if (state.kind === "finished") return { ...base, kind: "finished" as const };
  if (state.kind === "break" && !resume) return { ...base, kind: "break" as const, endsAt: state.endsAt.toISOString(), nextSection: state.sectionId };
  if (state.kind === "section" && !state.started && !start && state.stage === stages[0]?.stage)
    return { ...base, kind: "ready" as const, plan: examPlan(stages, session.accommodation) };
  const view = await takeSection(user, sessionId, state.sectionId);
  return { ...base, kind: "section" as const, section: takeJson(view, sessionId, { html: true }) };
}

export type ExamScreenState = Awaited<ReturnType<typeof examScreenState>>;
