import { HttpError, ValidationError } from "~/lib/http.server";

/**
 * An error of the lessons area whose message has parameters (a lesson's title, a question's number):
 * `key` is an i18n key of the lessons namespace, translated with `params` where it is shown.
 */
export class LessonError extends HttpError {
  constructor(
    status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    extra?: Record<string, unknown>,
  ) {
    super(status, key, extra);
  }
}

/** What is wrong with one answer of a quiz: none given, not A-D, or a question the lesson does not have. */
export type AnswerProblem = { questionId: number; number: number | null; kind: "answerMissing" | "answerInvalid" | "answerUnknown" };

/** Answers that cannot be graded (400): every problem, so the page can mark each question. */
export class QuizAnswersError extends LessonError {
  constructor(readonly problems: AnswerProblem[]) {
    const first = problems[0]!;
    super(400, `lessons:errors.${first.kind}`, { number: first.number ?? "", id: first.questionId });
  }
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The translated detail of a lesson error, and for quiz answers one message per question id. */
export function describeLessonError(error: LessonError, t: Translate): { detail: string; answers?: Record<string, string> } {
  const detail = t(error.key, error.params);
  if (!(error instanceof QuizAnswersError)) return { detail };
  const answers = Object.fromEntries(
    error.problems.map((p) => [String(p.questionId), t(`lessons:errors.${p.kind}`, { number: p.number ?? "", id: p.questionId })]),
  );
  return { detail, answers };
}

/**
 * Runs a page form's service call with its lesson errors translated (their messages have parameters:
 * a lesson's title, a question's number): a quiz's answers come back as the messages of their fields
 * (`q<questionId>`), any other lesson error as an `HttpError` with its status and translated detail,
 * for `withFormFailure` to answer in the one shape.
 */
export async function withTranslatedLessonErrors<T>(t: Translate, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LessonError)) throw error;
    const { detail, answers } = describeLessonError(error, t);
    if (answers) throw new ValidationError(Object.fromEntries(Object.entries(answers).map(([id, message]) => [`q${id}`, [message]])));
    throw new HttpError(error.status, detail, error.extra);
  }
}
