import { getRawQuery } from "#db/client";
import { HttpError } from "~/lib/http.server";
import type { ResponseInput } from "./exam-input";
import { checkResponse, GRACE_SECONDS, highestRevisions, sectionShape } from "./section-shape.server";

/** Who saves: the user, and (API calls) the sign-in their token belongs to, checked in the same statement. */
export type AutosaveCaller = { id: number };
export type AutosaveOptions = {
  /** The auth session of a bearer token whose signature alone was checked: it must still be open. */
  signIn?: string;
};

/**
 * The whole autosave in one statement, one round trip: find the caller's attempt at this section
 * (their session; with `signIn`, their sign-in still open) and lock it against a concurrent submit
 * (FOR NO KEY UPDATE: two saves of one attempt wait for each other instead of deadlocking on the
 * active question), then, only while it is open and its deadline plus the grace has not passed, upsert
 * the batch (an answer is replaced only by a higher revision; a question's on-screen time only grows, each
 * capped by the module's elapsed time, whatever the revision) and move the active question. The lock is
 * held to the end of the statement's transaction, so a submit either sees these answers or refuses them.
 *
 * $1 session, $2 section, $3 user, $4 the earliest deadline still open (now − grace), $5 sign-in or
 * null, $6 now, $7 the batch as JSON, $8 the active question or null.
 */
const AUTOSAVE_SQL = `
with attempt as (
  select a.id, a.submitted_at is not null as closed, a.end_time >= $4::timestamptz as in_time,
         (extract(epoch from a.end_time) * 1000)::float8 as end_ms,
         greatest(0, floor(extract(epoch from ($6::timestamptz - a.started_at)) * 1000))::int as elapsed_ms
  from section_attempts a
  join exam_sessions s on s.id = a.session_id
  where a.session_id = $1::int and a.section_id = $2::int and s.user_id = $3::int and not s.taken_offline
    and ($5::text is null or exists (select 1 from auth_sessions g where g.id = $5::text and g.user_id = $3::int and g.revoked_at is null))
  for no key update of a
),
open as (select id, elapsed_ms from attempt where not closed and in_time),
saved as (
  insert into responses (attempt_id, question_id, selected_choice_id, answer_text, marked_for_review, eliminated, highlights, revision, saved_at, time_ms)
  select open.id, r.question, r.selected_choice, r.answer_text, r.marked_for_review, r.eliminated, r.highlights, r.revision, $6::timestamptz,
         least(coalesce(r.time_ms, 0), open.elapsed_ms)
  from open cross join jsonb_to_recordset($7::jsonb)
    as r(question int, selected_choice int, answer_text text, marked_for_review boolean, eliminated int[], highlights jsonb, revision int, time_ms int)
  on conflict (attempt_id, question_id) do update set
    selected_choice_id = case when responses.revision < excluded.revision then excluded.selected_choice_id else responses.selected_choice_id end,
    answer_text = case when responses.revision < excluded.revision then excluded.answer_text else responses.answer_text end,
    marked_for_review = case when responses.revision < excluded.revision then excluded.marked_for_review else responses.marked_for_review end,
    eliminated = case when responses.revision < excluded.revision then excluded.eliminated else responses.eliminated end,
    highlights = case when responses.revision < excluded.revision then excluded.highlights else responses.highlights end,
    revision = greatest(responses.revision, excluded.revision), saved_at = excluded.saved_at,
    time_ms = greatest(responses.time_ms, excluded.time_ms)
  where responses.revision < excluded.revision or responses.time_ms < excluded.time_ms
  returning 1
),
moved as (
  update section_attempts set active_question = $8::int
  from open
  where section_attempts.id = open.id and $8::int is not null and section_attempts.active_question <> $8::int
  returning 1
)
select closed, in_time, end_ms, (select count(*) from saved)::int as saved from attempt`;

type AutosaveRow = { closed: boolean; in_time: boolean; end_ms: number; saved: number };

/** Why no attempt was found: the sign-in closed (401), not the caller's session (404), or not its open section (409). */
const WHY_NOT_SQL = `
select (select user_id from exam_sessions where id = $1::int) as owner,
       ($3::text is null or exists (select 1 from auth_sessions g where g.id = $3::text and g.user_id = $2::int and g.revoked_at is null)) as signed_in`;

/**
 * Autosave: stores the given answers, marks and highlights of the open section. A revision older
 * than the stored one is ignored (an offline queue may deliver late). Refused once the section is
 * closed or its deadline plus the grace has passed. The answer rule (section-shape.server.ts) runs
 * first, on the cached section shape; then one statement does the rest (AUTOSAVE_SQL).
 */
export async function saveResponses(
  user: AutosaveCaller,
  sessionId: number,
  sectionId: number,
  items: ResponseInput[],
  activeQuestion?: number,
  options: AutosaveOptions = {},
) {
  const shape = await sectionShape(sectionId);
  // Entries as the grid-in rule reads them ("0,5" is kept as "0.5"), whoever parsed the items.
  items = items.map((item) => ({ ...item, answer_text: checkResponse(shape, item) }));
  if (activeQuestion !== undefined && activeQuestion >= shape.count)
    throw new HttpError(400, "exam.errors.badActiveQuestion", { active_question_index: ["exam.errors.badActiveQuestion"] });
  // Within the batch only the item with the highest revision of each question takes part.
  const batch = highestRevisions(items).map((item) => ({
    question: item.question,
    selected_choice: item.selected_choice ?? null,
    answer_text: item.answer_text ?? null,
    marked_for_review: item.marked_for_review ?? false,
    eliminated: item.eliminated ?? [],
    highlights: item.highlights ?? [],
    revision: item.revision,
    time_ms: item.time_ms ?? 0,
  }));
  const query = await getRawQuery();
  const now = Date.now();
  const signIn = options.signIn ?? null;
  const [row] = await query<AutosaveRow>(
    AUTOSAVE_SQL,
    [sessionId, sectionId, user.id, new Date(now - GRACE_SECONDS * 1000), signIn, new Date(now), JSON.stringify(batch), activeQuestion ?? null],
    "exam_autosave",
  );
  if (row) {
    if (row.closed) throw new HttpError(409, "exam.errors.sectionClosed", { closed: true });
    if (!row.in_time) throw new HttpError(409, "exam.errors.deadlinePassed", { closed: true });
    return { saved: row.saved, received: items.length, end_time: new Date(Math.round(row.end_ms)).toISOString(), server_time: new Date().toISOString() };
  }
  const [why] = await query<{ owner: number | null; signed_in: boolean }>(WHY_NOT_SQL, [sessionId, user.id, signIn], "exam_autosave_why_not");
  if (!why?.signed_in) throw new HttpError(401, "auth.errors.tokenInvalid");
  if (why.owner !== user.id) throw new HttpError(404, "exam.errors.sessionNotFound");
  throw new HttpError(409, "exam.errors.notCurrentSection");
}
