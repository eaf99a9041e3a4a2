import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QuestionReview } from "~/features/results";
import type { ResultQuestion } from "~/features/results";
import { PRICING_PATH, type TutorGate } from "~/features/tutor";
import type { PracticeItemJson } from "../set-view.server";
import { PracticeAskLingo } from "~/features/tutor";

/** A checked practice question in the shape of the results page's question review. */
function reviewQuestion(item: PracticeItemJson, reveal: boolean): ResultQuestion {
  const r = item.result!;
  return {
    id: item.question.id,
    index: item.position,
    question_type: item.question.question_type,
    difficulty_level: item.difficulty,
    domain: item.question.domain,
    skill: item.question.skill,
    question_title: item.question.question_title,
    question_text: item.question.question_text,
    passage: null,
    choices: item.question.choices.map((c) => (reveal ? { ...c, is_correct: c.id === r.correct_choice } : c)),
    ...(reveal
      ? { open_ended_answer: (r.accepted_answers ?? []).join("|||"), explanation: r.explanation, explanation_translation: r.explanation_translation }
      : {}),
    response: {
      selected_choice: item.response?.selected_choice ?? null,
      answer_text: item.response?.answer_text ?? null,
      is_correct: r.is_correct,
      time_ms: item.response?.time_ms ?? 0,
    },
  };
}

/** After a check: right or wrong, the answer review (key and explanation when shown), Ask Lingo, the notebook and Premium notes. */
export function Feedback({ item, reveal, gate }: { item: PracticeItemJson; reveal: boolean; gate: TutorGate }) {
  const { t } = useTranslation("practice");
  const r = item.result!;
  const toNotebook = !r.is_correct || !!item.response?.marked_for_review;
  return (
    <section aria-labelledby="feedback-heading" className="flex flex-col gap-3" data-testid="feedback">
      <h2
        id="feedback-heading"
        tabIndex={-1}
        data-view-heading="feedback"
        className={`rounded-lg px-3 py-2 text-lg font-bold ${r.is_correct ? "bg-emerald-50 text-emerald-800" : "bg-rose-50 text-rose-800"}`}
        data-testid="feedback-verdict"
        data-correct={r.is_correct}
      >
        {r.is_correct ? t("set.correct") : t("set.incorrect")}
      </h2>
      <QuestionReview question={reviewQuestion(item, reveal)} answersShown={reveal} own />
      <div className="flex flex-wrap items-center gap-3">
        <PracticeAskLingo questionId={item.question.id} number={item.position + 1} gate={gate} />
        {toNotebook ? (
          <p className="text-sm text-slate-700" data-testid="added-to-notebook">
            {t("set.inNotebook")}{" "}
            <Link to="/practice/review" className="font-medium text-brand-700 underline">
              {t("set.openNotebook")}
            </Link>
          </p>
        ) : null}
      </div>
      {!reveal ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="explanations-premium">
          {t("set.explanationsPremium")}{" "}
          <a href={PRICING_PATH} className="font-semibold underline">
            {t("set.seePlans")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
