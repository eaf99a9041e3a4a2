import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChoiceName } from "~/features/question-view";
import { AskLingo } from "~/features/tutor";
import { Explanation } from "~/ui/explanation";
import { choiceLetter } from "./format";
import { acceptedAnswers } from "#grading/answer-check";
import type { ResultQuestion } from "./result-types";

type Status = "correct" | "incorrect" | "unanswered";
const STATUS_STYLE: Record<Status, string> = {
  correct: "bg-emerald-100 text-emerald-800",
  incorrect: "bg-rose-100 text-rose-800",
  unanswered: "bg-slate-100 text-slate-700",
};
const DIFFICULTY_STYLE = { easy: "text-emerald-700", medium: "text-amber-700", hard: "text-rose-700" };

function statusOf(q: Pick<ResultQuestion, "response">): Status {
  const answered = q.response.selected_choice != null || !!q.response.answer_text?.trim();
  if (!answered) return "unanswered";
  return q.response.is_correct ? "correct" : "incorrect";
}

/** What a question's header shows: its number, difficulty, skill and whether the answer was right. */
export type QuestionHead = Pick<ResultQuestion, "id" | "index" | "difficulty_level" | "skill" | "response">;

/** The header of a question of the result: number, difficulty, skill, status, Ask Lingo; `children` after them. */
export function QuestionHeader({ question: q, children }: { question: QuestionHead; children?: ReactNode }) {
  const { t } = useTranslation("results");
  const status = statusOf(q);
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h3 id={`question-${q.id}-heading`} className="font-semibold">
        {t("question.number", { n: q.index + 1 })}
      </h3>
      <span className={`text-xs font-semibold ${DIFFICULTY_STYLE[q.difficulty_level]}`}>
        {t("question.difficulty", { level: t(`question.level.${q.difficulty_level}`) })}
      </span>
      <span className="text-xs text-slate-500">{t(`skills.${q.skill}`)}</span>
      <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`} data-testid="question-status">
        {t(`question.status.${status}`)}
      </span>
      <AskLingo questionId={q.id} number={q.index + 1} />
      {children}
    </header>
  );
}

/**
 * One question of the result: number, difficulty, passage (collapsible), text, the lettered choices
 * or the typed answer, and whether the answer was right. Correct choices, accepted answers and the
 * explanation appear only when the server sent them (callers who are not "student"). `own`: the
 * viewer is the examinee ("Your answer"), else a mentor or admin ("Student's answer").
 */
export function QuestionReview({ question: q, answersShown, own }: { question: ResultQuestion; answersShown: boolean; own: boolean }) {
  return (
    <article
      aria-labelledby={`question-${q.id}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`question-${q.id}`}
    >
      <QuestionHeader question={q} />
      <QuestionBody question={q} answersShown={answersShown} own={own} />
    </article>
  );
}

/** The question itself, as the result shows it under its header (QuestionReview, or a result's question opened on demand). */
export function QuestionBody({ question: q, answersShown, own }: { question: ResultQuestion; answersShown: boolean; own: boolean }) {
  const { t } = useTranslation("results");
  const choiceName = useChoiceName();
  const answerLabel = own ? t("question.yourAnswer") : t("question.theirAnswer");
  const status = statusOf(q);
  return (
    <>
      {q.passage ? (
        <details className="rounded-lg bg-slate-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            {q.passage.title ? `${t("question.passage")}: ${q.passage.title}` : t("question.showPassage")}
          </summary>
          <div className="prose-sm mt-2 text-slate-800 [&_p]:my-1" dangerouslySetInnerHTML={{ __html: q.passage.html }} />
        </details>
      ) : null}

      {q.question_title ? <div className="font-medium" dangerouslySetInnerHTML={{ __html: q.question_title }} /> : null}
      <div className="text-slate-900 [&_p]:my-1 [&_svg]:max-w-full" dangerouslySetInnerHTML={{ __html: q.question_text }} />

      {q.question_type === "SC" ? (
        <ol aria-label={t("question.choices")} className="flex flex-col gap-2">
          {q.choices.map((c, i) => {
            const chosen = q.response.selected_choice === c.id;
            const right = c.is_correct === true;
            const tone = right
              ? "border-emerald-500 bg-emerald-50"
              : chosen
                ? q.response.is_correct
                  ? "border-emerald-500 bg-emerald-50"
                  : "border-rose-400 bg-rose-50"
                : "border-slate-200";
            return (
              <li
                key={c.id}
                className={`flex items-start gap-3 rounded-lg border px-3 py-2 ${tone}`}
                data-testid={right ? "correct-choice" : chosen ? "chosen-choice" : undefined}
              >
                <span aria-hidden className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold">
                  {choiceLetter(i)}
                </span>
                {/* Named as in the exam: the letter and the math spoken (question-view/choice-name.ts). */}
                <span className="sr-only">{choiceName(i, c.choice_text)}</span>
                <span aria-hidden className="flex-1 [&_p]:my-0" dangerouslySetInnerHTML={{ __html: c.choice_text }} />
                <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs font-semibold">
                  {chosen ? <span className="text-slate-700">{answerLabel}</span> : null}
                  {right ? <span className="text-emerald-700">{t("question.correctAnswer")}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="font-medium text-slate-600">{answerLabel}</dt>
          <dd className="font-mono" data-testid="typed-answer">
            {q.response.answer_text?.trim() ? q.response.answer_text : <span className="font-sans text-slate-500">{t("question.noAnswer")}</span>}
          </dd>
          {answersShown && q.open_ended_answer ? (
            <>
              <dt className="font-medium text-emerald-700">{t("question.accepted")}</dt>
              <dd className="font-mono text-emerald-800" data-testid="accepted-answers">
                {acceptedAnswers(q.open_ended_answer).join(", ")}
              </dd>
            </>
          ) : null}
        </dl>
      )}
      {q.question_type === "SC" && status === "unanswered" ? <p className="text-sm text-slate-500">{t("question.noAnswer")}</p> : null}

      {answersShown && q.explanation ? (
        <section className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm" data-testid="explanation">
          <h4 className="font-semibold text-brand-900">{t("question.explanation")}</h4>
          <Explanation english={q.explanation} translation={q.explanation_translation} className="text-slate-800 [&_p]:my-1" />
        </section>
      ) : null}
    </>
  );
}
