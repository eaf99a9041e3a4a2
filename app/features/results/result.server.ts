import { explanationTranslation } from "~/lib/explanation";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, exams, questions, responses, sectionAttempts, sectionQuestions, sections, users } from "#db/schema";
import { MATH_SKILLS, VERBAL_SKILLS } from "#content/schema";
import { isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import { percentScore, totalEstimate, type Estimate, type Path } from "#grading/scoring";
import type { PublicUser } from "~/lib/user";
import { examName, examNameColumns, loadSessionFor, sectionType, sessionState } from "~/features/exam/index.server";
import { HttpError } from "~/lib/http.server";
import { answersScore, paramsFor } from "~/features/irt/index.server";
import { realScaleOf } from "~/features/real-scores/index.server";
import { renderMath } from "~/lib/math.server";
import type { Difficulty, DomainTally, ExamResult, ResultQuestion, ResultSection, SectionScore, Tally, TestKind } from "./result-types";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** English names of the two SAT sections, for API clients; the web page translates by `test`. */
const TEST_NAMES: Record<TestKind, string> = { verbal: "Reading and Writing", math: "Math" };
const DOMAIN_ORDER: string[] = [...Object.keys(VERBAL_SKILLS), ...Object.keys(MATH_SKILLS)];
const SKILL_ORDER: string[] = [...Object.values(VERBAL_SKILLS).flat(), ...Object.values(MATH_SKILLS).flat()];

/** Whether a caller may see correct choices, accepted answers and explanations (spec part 2, section 6). */
export function maySeeAnswers(user: Pick<PublicUser, "user_type">) {
  return user.user_type !== "student";
}

/**
 * The result of a finished session for its examinee, their mentor or an admin (anyone else: 404;
 * not finished yet: 409). Loads the whole session in a fixed handful of queries.
 * `html`: typeset TeX on the server for the web page; otherwise TeX stays as written.
 * `lng`: the language of the exam's name and of the explanations' translation (English for API clients that did not ask).
 */
export async function getResult(user: Caller, sessionId: number, { html = false, lng = "en" }: { html?: boolean; lng?: string } = {}): Promise<ExamResult> {
  let session = await loadSessionFor(user, sessionId, "read");
  if (session.status !== "finished") {
    // The last module may have run out of time without anyone asking since: let the server close it.
    const { state } = await sessionState(user, sessionId, "read");
    if (state.kind !== "finished") throw new HttpError(409, "results:errors.notFinished", { state: state.kind });
    session = await loadSessionFor(user, sessionId, "read");
  }
  const reveal = maySeeAnswers(user);
  const m = (s: string) => (html ? renderMath(s) : s);
  const db = await getDb();

  const [head] = await db
    .select({
      examId: exams.id,
      ...examNameColumns,
      table: exams.scoreTable,
      thresholds: exams.adaptiveThresholds,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(exams)
    .innerJoin(users, eq(users.id, session.userId))
    .where(eq(exams.id, session.examId));
  const attempts = await db
    .select({
      id: sectionAttempts.id,
      sectionId: sections.id,
      name: sections.name,
      test: sections.test,
      module: sections.module,
      variant: sections.variant,
      durationSeconds: sections.durationSeconds,
      closedBy: sectionAttempts.closedBy,
    })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .where(eq(sectionAttempts.sessionId, session.id))
    .orderBy(asc(sectionAttempts.stage));
  const sectionIds = attempts.map((a) => a.sectionId);
  const questionRows = sectionIds.length
    ? await db
        .select({
          sectionId: sectionQuestions.sectionId,
          id: questions.id,
          type: questions.type,
          title: questions.title,
          text: questions.text,
          domain: questions.domain,
          skill: questions.skill,
          difficulty: questions.difficulty,
          passageTitle: questions.passageTitle,
          passageHtml: questions.passageHtml,
          accepted: questions.acceptedAnswers,
          explanation: questions.explanation,
          explanationI18n: questions.explanationI18n,
        })
        .from(sectionQuestions)
        .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
        .where(inArray(sectionQuestions.sectionId, sectionIds))
        .orderBy(asc(sectionQuestions.sectionId), asc(sectionQuestions.position))
    : [];
  const questionIds = [...new Set(questionRows.map((q) => q.id))];
  const choiceRows = questionIds.length
    ? await db
        .select({ id: choices.id, questionId: choices.questionId, text: choices.text, isCorrect: choices.isCorrect })
        .from(choices)
        .where(inArray(choices.questionId, questionIds))
        .orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  const responseRows = attempts.length
    ? await db
        .select({
          attemptId: responses.attemptId,
          questionId: responses.questionId,
          selected: responses.selectedChoiceId,
          text: responses.answerText,
          isCorrect: responses.isCorrect,
          timeMs: responses.timeMs,
        })
        .from(responses)
        .where(
          inArray(
            responses.attemptId,
            attempts.map((a) => a.id),
          ),
        )
    : [];

  const choicesOf = groupBy(choiceRows, (c) => c.questionId);
  const questionsOf = groupBy(questionRows, (q) => q.sectionId);
  const responseOf = new Map(responseRows.map((r) => [`${r.attemptId}:${r.questionId}`, r]));

  const resultSections: ResultSection[] = attempts.map((a) => ({
    id: a.sectionId,
    name: a.name,
    section_type: sectionType(a),
    test: a.test,
    module: a.module,
    variant: a.variant,
    // The module's time as the student had it (with extended time), and whether the clock closed it.
    time_limit_seconds: Math.round((a.durationSeconds * (session.accommodation?.timePercent ?? 100)) / 100),
    ran_out: a.closedBy === "expired",
    questions: (questionsOf.get(a.sectionId) ?? []).map((q, index): ResultQuestion => {
      const list = choicesOf.get(q.id) ?? [];
      const r = responseOf.get(`${a.id}:${q.id}`);
      // Graded when the module closed; a response graded by nothing (never expected) is graded now.
      const correct =
        r?.isCorrect ?? (!!r && (q.type === "SC" ? isChoiceCorrect(r.selected, list.find((c) => c.isCorrect)?.id) : isOpenEndedCorrect(r.text, q.accepted)));
      return {
        id: q.id,
        index,
        question_type: q.type,
        difficulty_level: q.difficulty,
        domain: q.domain,
        skill: q.skill,
        question_title: m(q.title),
        question_text: m(q.text),
        passage: q.passageHtml ? { title: q.passageTitle ?? "", html: m(q.passageHtml) } : null,
        choices: list.map((c) => (reveal ? { id: c.id, choice_text: m(c.text), is_correct: c.isCorrect } : { id: c.id, choice_text: m(c.text) })),
        ...(reveal
          ? { open_ended_answer: q.accepted, explanation: m(q.explanation), explanation_translation: explanationTranslation(q.explanationI18n, lng, m) }
          : {}),
        response: { selected_choice: r?.selected ?? null, answer_text: r?.text ?? null, is_correct: correct, time_ms: r?.timeMs ?? 0 },
      };
    }),
  }));

  // Pattern scores (decision 0034): as stored when the session finished; a session finished before they were
  // stored is scored now from its responses, for the exams that report scaled scores.
  let scores: Partial<Record<TestKind, Estimate>> = session.sectionScores ?? {};
  if (!session.sectionScores && head?.table) {
    const params = await paramsFor(
      db,
      questionRows.map((q) => q.id),
    );
    scores = answersScore(resultSections.flatMap((s) => s.questions.map((q) => ({ test: s.test, item: params.get(q.id)!, correct: q.response.is_correct }))));
  }

  const summary = summarize(resultSections, scores);
  return {
    id: session.id,
    exam: { id: head?.examId ?? session.examId, name: head ? examName(head, lng) : "" },
    examinee: { username: head?.username ?? "", first_name: head?.firstName ?? "", last_name: head?.lastName ?? "" },
    finished_at: session.finishedAt?.toISOString() ?? null,
    taken_offline: session.takenOffline,
    accommodation: session.accommodation
      ? {
          time_percent: session.accommodation.timePercent,
          break_percent: session.accommodation.breakPercent,
          extra_break_minutes: session.accommodation.extraBreakMinutes,
        }
      : null,
    answers_shown: reveal,
    summary,
    // How this test predicts the real SAT (decision 0051): for a test with a total score.
    real_scale: summary.total_estimate ? await realScaleOf(session.examId, summary.total_estimate.score, db) : null,
    sections: resultSections,
  };
}

function summarize(list: ResultSection[], scores: Partial<Record<TestKind, Estimate>>): ExamResult["summary"] {
  const all = list.flatMap((s) => s.questions);
  const tally = (qs: ResultQuestion[]): Tally => ({ correct: qs.filter((q) => q.response.is_correct).length, total: qs.length });
  const byDifficulty = Object.fromEntries((["easy", "medium", "hard"] as const).map((d) => [d, tally(all.filter((q) => q.difficulty_level === d))])) as Record<
    Difficulty,
    Tally
  >;

  const tests = [...new Set(list.map((s) => s.test))];
  const sectionScores: SectionScore[] = tests.map((test) => {
    const mine = list.filter((s) => s.test === test);
    const path = (mine.find((s) => s.variant !== "standard")?.variant ?? "standard") as Path;
    const { correct, total } = tally(mine.flatMap((s) => s.questions));
    return { test, name: TEST_NAMES[test], raw: correct, total, path, estimate: publicEstimate(scores[test]) };
  });
  const estimateOf = (test: TestKind) => sectionScores.find((s) => s.test === test)?.estimate ?? null;

  const domains: DomainTally[] = [];
  for (const test of tests) {
    const qs = list.filter((s) => s.test === test).flatMap((s) => s.questions);
    for (const domain of sortBy([...new Set(qs.map((q) => q.domain))], DOMAIN_ORDER)) {
      const inDomain = qs.filter((q) => q.domain === domain);
      const skills = sortBy([...new Set(inDomain.map((q) => q.skill))], SKILL_ORDER).map((skill) => ({
        skill,
        ...tally(inDomain.filter((q) => q.skill === skill)),
      }));
      domains.push({ test, domain, ...tally(inDomain), skills });
    }
  }

  const { correct, total } = tally(all);
  return {
    correct,
    total,
    percent: percentScore(correct, total),
    by_difficulty: byDifficulty,
    sections: sectionScores,
    total_estimate: totalEstimate(estimateOf("verbal"), estimateOf("math")),
    domains,
  };
}

/** What the result shows of a pattern score: the score, its band and level, the posterior SD in points. */
function publicEstimate(s: Estimate | undefined): Estimate | null {
  return s
    ? { score: s.score, low: s.low, high: s.high, ...(s.level !== undefined ? { level: s.level } : {}), ...(s.se !== undefined ? { se: s.se } : {}) }
    : null;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Known keys in their defined order, unknown ones after them. */
function sortBy(keys: string[], order: string[]) {
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
