import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, examSessions, exams, practiceResponses, questions, responses, sectionAttempts, sectionQuestions, sections } from "#db/schema";
import { acceptedAnswers, isChoiceCorrect, isOpenEndedCorrect } from "#grading/answer-check";
import type { PublicUser } from "~/lib/user";
import { loadSessionFor, sessionState } from "~/features/exam/index.server";
import { choiceLetter, maySeeAnswers } from "~/features/results/index.server";
import { HttpError } from "~/lib/http.server";
import { htmlParagraphs, htmlToText } from "./html-text";

type Caller = Pick<PublicUser, "id" | "user_type">;

/**
 * Everything Lingo is told about one question, built on the server from the database (never from the
 * client). `reveal` follows the result page's rule (maySeeAnswers): without it there is no key, no
 * explanation and no correct flag on the choices, so nothing here can leak what the result page hides.
 */
export type QuestionContext = {
  sessionId: number | null;
  questionId: number;
  examName: string;
  test: "verbal" | "math";
  module: number | null;
  /** 1-based number of the question in its module, as the result page shows it. */
  number: number | null;
  type: "SC" | "OE";
  domain: string;
  skill: string;
  difficulty: "easy" | "medium" | "hard";
  passage: { title: string; text: string } | null;
  title: string;
  text: string;
  choices: { letter: string; text: string }[];
  /** The examinee's answer; null when there is no session (an administrator asking about a bank question). */
  answer: { given: boolean; letter: string | null; text: string | null; correct: boolean } | null;
  /** The examinee is the caller ("your answer") or someone they follow ("the student's answer"). */
  own: boolean;
  reveal: boolean;
  /** Only when `reveal`: the correct letter (SC) or accepted answers (OE), and the explanation. */
  key?: string;
  explanation?: string[];
  /** Only when `reveal`: the explanation's paragraphs in az and ru where the question has them (decision 0062). */
  explanationI18n?: Partial<Record<"az" | "ru", string[]>>;
};

/** The context of `questionId` as asked from the result of `sessionId` (404 unless the caller may read it). */
export async function questionContextFor(caller: Caller, sessionId: number, questionId: number): Promise<QuestionContext> {
  const session = await loadSessionFor(caller, sessionId, "read");
  if (session.status !== "finished") {
    // The last module may have run out of time with nobody asking since: let the server close it first.
    const { state } = await sessionState(caller, sessionId, "read");
    if (state.kind !== "finished") throw new HttpError(403, "tutor:errors.openExam");
  }
  const db = await getDb();
  const [place] = await db
    .select({ attemptId: sectionAttempts.id, test: sections.test, module: sections.module, position: sectionQuestions.position, sectionId: sections.id })
    .from(sectionAttempts)
    .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
    .innerJoin(sectionQuestions, and(eq(sectionQuestions.sectionId, sections.id), eq(sectionQuestions.questionId, questionId)))
    .where(eq(sectionAttempts.sessionId, sessionId))
    .limit(1);
  if (!place) throw new HttpError(404, "tutor:errors.questionNotFound");
  // The asked session is finished (above); what must not be helped is an exam the caller is taking now.
  // The examinee's other sessions of the same exam do not close their finished result to a mentor or admin.
  await refuseIfInOpenExam(questionId, [caller.id]);

  const positions = await db.select({ position: sectionQuestions.position }).from(sectionQuestions).where(eq(sectionQuestions.sectionId, place.sectionId));
  const number = positions.filter((p) => p.position < place.position).length + 1;
  const [response] = await db
    .select({ selected: responses.selectedChoiceId, text: responses.answerText, isCorrect: responses.isCorrect })
    .from(responses)
    .where(and(eq(responses.attemptId, place.attemptId), eq(responses.questionId, questionId)))
    .limit(1);
  const [exam] = await db.select({ name: exams.name }).from(exams).where(eq(exams.id, session.examId));
  return build(caller, questionId, {
    sessionId,
    examName: exam?.name ?? "",
    module: place.module,
    number,
    own: session.userId === caller.id,
    response: response ?? { selected: null, text: null, isCorrect: null },
  });
}

/**
 * For the REST call, which names a question only: the caller's latest finished session holding it, else
 * the caller's latest checked answer to it in skill practice; an administrator may also ask about any
 * question of the bank (no student answer then). Else 404.
 */
export async function questionContextForApi(caller: Caller, questionId: number, sessionId?: number | null): Promise<QuestionContext> {
  if (sessionId) return questionContextFor(caller, sessionId, questionId);
  const db = await getDb();
  const [latest] = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .innerJoin(sectionAttempts, eq(sectionAttempts.sessionId, examSessions.id))
    .innerJoin(sectionQuestions, and(eq(sectionQuestions.sectionId, sectionAttempts.sectionId), eq(sectionQuestions.questionId, questionId)))
    .where(and(eq(examSessions.userId, caller.id), eq(examSessions.status, "finished")))
    .orderBy(desc(examSessions.finishedAt))
    .limit(1);
  if (latest) return questionContextFor(caller, latest.id, questionId);
  // A question the caller answered in skill practice (app/features/practice): their latest checked answer.
  const [practiced] = await db
    .select({ selected: practiceResponses.selectedChoiceId, text: practiceResponses.answerText, isCorrect: practiceResponses.isCorrect })
    .from(practiceResponses)
    .where(and(eq(practiceResponses.userId, caller.id), eq(practiceResponses.questionId, questionId), isNotNull(practiceResponses.answeredAt)))
    .orderBy(desc(practiceResponses.answeredAt))
    .limit(1);
  if (practiced) {
    await refuseIfInOpenExam(questionId, [caller.id]);
    return build(caller, questionId, { sessionId: null, examName: "Skill practice", module: null, number: null, own: true, response: practiced });
  }
  if (caller.user_type !== "admin") throw new HttpError(404, "tutor:errors.questionNotFound");
  const [exists] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!exists) throw new HttpError(404, "tutor:errors.questionNotFound");
  await refuseIfInOpenExam(questionId, [caller.id]);
  return build(caller, questionId, { sessionId: null, examName: "", module: null, number: null, own: true, response: null });
}

/**
 * Lingo never sees a question of an exam that the caller is still taking (every module of it, open or not
 * reached yet): 403, whatever the message says. A result is asked about per session: its own session
 * must be finished (questionContextFor), and other people's open sessions do not matter.
 */
export async function refuseIfInOpenExam(questionId: number, userIds: number[]) {
  const db = await getDb();
  const [open] = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .innerJoin(sections, eq(sections.examId, examSessions.examId))
    .innerJoin(sectionQuestions, and(eq(sectionQuestions.sectionId, sections.id), eq(sectionQuestions.questionId, questionId)))
    .where(and(eq(examSessions.status, "active"), inArray(examSessions.userId, [...new Set(userIds)])))
    .limit(1);
  if (open) throw new HttpError(403, "tutor:errors.openExam");
}

type Place = {
  sessionId: number | null;
  examName: string;
  module: number | null;
  number: number | null;
  own: boolean;
  response: { selected: number | null; text: string | null; isCorrect: boolean | null } | null;
};

async function build(caller: Caller, questionId: number, place: Place): Promise<QuestionContext> {
  const db = await getDb();
  const [q] = await db
    .select({
      type: questions.type,
      title: questions.title,
      text: questions.text,
      test: questions.test,
      domain: questions.domain,
      skill: questions.skill,
      difficulty: questions.difficulty,
      passageTitle: questions.passageTitle,
      passageHtml: questions.passageHtml,
      accepted: questions.acceptedAnswers,
      explanation: questions.explanation,
      explanationI18n: questions.explanationI18n,
    })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!q) throw new HttpError(404, "tutor:errors.questionNotFound");
  const list = await db
    .select({ id: choices.id, text: choices.text, isCorrect: choices.isCorrect })
    .from(choices)
    .where(eq(choices.questionId, questionId))
    .orderBy(choices.position);
  const reveal = maySeeAnswers(caller);
  const r = place.response;
  const chosen = r?.selected != null ? list.findIndex((c) => c.id === r.selected) : -1;
  const correct = r
    ? (r.isCorrect ?? (q.type === "SC" ? isChoiceCorrect(r.selected, list.find((c) => c.isCorrect)?.id) : isOpenEndedCorrect(r.text, q.accepted)))
    : false;
  const keyIndex = list.findIndex((c) => c.isCorrect);
  return {
    sessionId: place.sessionId,
    questionId,
    examName: place.examName,
    test: q.test,
    module: place.module,
    number: place.number,
    type: q.type,
    domain: q.domain,
    skill: q.skill,
    difficulty: q.difficulty,
    passage: q.passageHtml ? { title: q.passageTitle ?? "", text: htmlToText(q.passageHtml) } : null,
    title: htmlToText(q.title),
    text: htmlToText(q.text),
    choices: list.map((c, i) => ({ letter: choiceLetter(i), text: htmlToText(c.text) })),
    answer: r
      ? {
          given: chosen >= 0 || !!r.text?.trim(),
          letter: chosen >= 0 ? choiceLetter(chosen) : null,
          text: chosen >= 0 ? htmlToText(list[chosen]!.text) : r.text?.trim() || null,
          correct,
        }
      : null,
    own: place.own,
    reveal,
    ...(reveal
      ? {
          key: q.type === "SC" ? (keyIndex >= 0 ? choiceLetter(keyIndex) : "") : acceptedAnswers(q.accepted).join(" or "),
          explanation: htmlParagraphs(q.explanation),
          explanationI18n: Object.fromEntries(
            (["az", "ru"] as const).filter((l) => q.explanationI18n[l]?.trim()).map((l) => [l, htmlParagraphs(q.explanationI18n[l]!)]),
          ),
        }
      : {}),
  };
}
