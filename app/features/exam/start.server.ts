import { getRawQuery } from "#db/client";
import { moduleSeconds, pickAccommodation } from "~/features/accommodations";
import { HttpError } from "~/lib/http.server";
import { parseInput } from "~/lib/parse.server";
import { bearerClaims, fullApiCheck } from "./api-caller.server";
import { StartSessionSchema } from "./exam-input";
import { examStages, firstSectionOf } from "./exams.server";
import { attemptView, createSession } from "./runtime.server";
import { sectionContent } from "./section-content.server";
import { takeJson } from "./serialize.server";

/**
 * Take Exam in one call (docs/decisions/0058-one-call-exam-start.md): a new session of the exam with its
 * first module taken, so its deadline is stamped, and the module's questions in the same answer. Two
 * statements, no transaction: the first only reads, the second writes the session and its attempt at once.
 *
 * START_CHECK_SQL — $1 exam, $2 user, $3 sign-in or null: whether the exam is open to the student (published,
 * or assigned by their teacher), whether the sign-in of the caller's token is still open, and the student's
 * accommodation rows for this exam (pickAccommodation chooses, as everywhere).
 */
const START_CHECK_SQL = `
select exists (select 1 from exams e where e.id = $1::int
                 and (e.published or exists (select 1 from exam_assignments x where x.exam_id = e.id and x.student_id = $2::int))) as open,
       ($3::text is null or exists (select 1 from auth_sessions g where g.id = $3::text and g.user_id = $2::int and g.revoked_at is null)) as signed_in,
       coalesce((select jsonb_agg(jsonb_build_object('examId', a.exam_id, 'timePercent', a.time_percent, 'breakPercent', a.break_percent,
                                                     'extraBreakMinutes', a.extra_break_minutes))
                 from accommodations a where a.student_id = $2::int and (a.exam_id = $1::int or a.exam_id is null)), '[]'::jsonb) as accommodations`;

/** $1 exam, $2 user, $3 accommodation (jsonb or null), $4 section, $5 stage, $6 started at, $7 deadline. */
const START_SQL = `
with session as (
  insert into exam_sessions (exam_id, user_id, accommodation) values ($1::int, $2::int, $3::jsonb)
  returning id, (extract(epoch from created_at) * 1000)::float8 as created_ms
),
attempt as (
  insert into section_attempts (session_id, section_id, stage, started_at, end_time)
  select id, $4::int, $5::int, $6::timestamptz, $7::timestamptz from session
  returning id
)
select session.id, session.created_ms, attempt.id as attempt from session, attempt`;

type CheckRow = {
  open: boolean;
  signed_in: boolean;
  accommodations: { examId: number | null; timePercent: number; breakPercent: number; extraBreakMinutes: number }[];
};
type StartRow = { id: number; created_ms: number; attempt: number };

/**
 * Starts a session of `examId` for the user and takes its first module. `signIn`: the sign-in of a bearer
 * token whose signature alone was checked (bearerClaims): it must still be open, or the answer is a 401.
 * `html`: the module's math typeset (the web screen) or as written (the API's default).
 */
export async function startExam(user: { id: number }, examId: number, { signIn = null, html = false }: { signIn?: string | null; html?: boolean } = {}) {
  const query = await getRawQuery();
  // The exam's stages and the first module's content come from this instance's cache (contentCache).
  const [[check], stages] = await Promise.all([query<CheckRow>(START_CHECK_SQL, [examId, user.id, signIn], "exam_start_check"), examStages(examId)]);
  if (!check?.signed_in) throw new HttpError(401, "auth.errors.tokenInvalid");
  if (!check.open || !stages[0]) throw new HttpError(400, "exam.errors.examNotFound", { exam: ["exam.errors.examNotFound"] });
  const stage = stages[0];
  const section = firstSectionOf(stage);
  const accommodation = pickAccommodation(check.accommodations, examId);
  const startedAt = new Date();
  const endTime = new Date(startedAt.getTime() + moduleSeconds(section.durationSeconds, accommodation) * 1000);
  const [[row], content] = await Promise.all([
    query<StartRow>(
      START_SQL,
      [examId, user.id, accommodation === null ? null : JSON.stringify(accommodation), section.id, stage.stage, startedAt, endTime],
      "exam_start",
    ),
    sectionContent(section.id),
  ]);
  const attempt = {
    id: row!.attempt,
    sessionId: row!.id,
    sectionId: section.id,
    stage: stage.stage,
    startedAt,
    endTime,
    submittedAt: null,
    closedBy: null,
    activeQuestion: 0,
    correctCount: null,
    questionCount: null,
  };
  return {
    id: row!.id,
    exam: examId,
    created_at: new Date(Math.round(row!.created_ms)).toISOString(),
    section: takeJson(attemptView(attempt, content, [], stages), row!.id, { html }),
  };
}

/**
 * POST /api/exams/session/ {exam, take?, format?}: a session (201 {id, exam, created_at}), with `take`
 * also its first module ({…, section}: the take call's answer), whichever layer received it (the React
 * Router route, or the fast path of server/exam-fast-paths.ts). As autosave does (autosave-api.server.ts),
 * the token's signature is checked once (bearerClaims) and the sign-in's being open inside the start's
 * first statement; any refusal first checks the caller as every API call does, so a closed sign-in is a
 * 401 before a 400.
 */
export async function apiStartSession(authorization: string | null, readJson: () => Promise<Record<string, unknown>>) {
  const fullCheck = () => fullApiCheck(authorization);
  const claims = await bearerClaims(authorization);
  if (!claims) {
    await fullCheck(); // its own 401: no token, or a bad one
    throw new HttpError(401, "auth.errors.tokenInvalid");
  }
  const user = { id: claims.userId };
  try {
    const { exam, take, format } = parseInput(StartSessionSchema, await readJson());
    if (take) return await startExam(user, exam, { signIn: claims.sessionId, html: format === "html" });
    const session = await createSession(await fullCheck(), exam);
    return { id: session.id, exam: session.examId, created_at: session.createdAt.toISOString() };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) await fullCheck();
    throw error;
  }
}
