import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Answer } from "./section-store";
import { ChoiceList } from "./choice-list";
import { OpenEndedEntry } from "./oe-entry";

export type ExamQuestion = {
  id: number;
  index: number;
  question_type: "SC" | "OE";
  question_title: string;
  question_text: string;
  choices: { id: number; choice_text: string }[];
};

/** The question side: its number, Mark for Review, the ABC eliminator, the stem and the answer area. */
export function QuestionPane({
  question,
  answer,
  eliminator,
  onToggleEliminator,
  onChange,
}: {
  question: ExamQuestion;
  answer: Answer;
  eliminator: boolean;
  onToggleEliminator: () => void;
  onChange: (patch: Partial<Omit<Answer, "rev">>) => void;
}) {
  const { t } = useTranslation("exam");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center gap-3 border-b-2 border-dashed border-slate-300 bg-slate-100 px-2 py-1.5">
        <h2
          id={headingId}
          tabIndex={-1}
          data-view-heading="question"
          className="flex h-8 min-w-8 items-center justify-center bg-slate-900 px-1.5 font-bold text-white"
        >
          <span className="sr-only">{t("questionLabel", { n: question.index + 1 })}</span>
          <span aria-hidden data-testid="question-index">
            {question.index + 1}
          </span>
        </h2>
        <button
          type="button"
          aria-pressed={answer.marked}
          onClick={() => onChange({ marked: !answer.marked })}
          className="flex min-h-8 items-center gap-1.5 rounded px-2 py-1 text-sm font-medium hover:bg-slate-200"
        >
          <svg aria-hidden width="16" height="18" viewBox="0 0 16 18">
            <path d="M2 1h12v16l-6-4-6 4z" fill={answer.marked ? "#dc2626" : "none"} stroke={answer.marked ? "#dc2626" : "currentColor"} strokeWidth="1.6" />
          </svg>
          {t("markForReview")}
        </button>
        {question.question_type === "SC" ? (
          <button
            type="button"
            aria-pressed={eliminator}
            aria-label={t("eliminator.toggle")}
            onClick={onToggleEliminator}
            className={`ml-auto min-h-8 rounded border px-2 py-0.5 text-sm font-bold ${eliminator ? "border-brand-600 bg-brand-600 text-white" : "border-slate-500"}`}
          >
            <span className="line-through">ABC</span>
          </button>
        ) : null}
      </div>
      {question.question_title ? <div className="exam-html font-semibold" dangerouslySetInnerHTML={{ __html: question.question_title }} /> : null}
      <div className="exam-html leading-relaxed" data-testid="question-text" dangerouslySetInnerHTML={{ __html: question.question_text }} />
      {question.question_type === "SC" ? (
        <ChoiceList
          questionId={question.id}
          choices={question.choices}
          selected={answer.selected}
          eliminated={answer.eliminated}
          eliminator={eliminator}
          onSelect={(id) => onChange({ selected: id, eliminated: answer.eliminated.filter((x) => x !== id) })}
          onEliminate={(next) => onChange({ eliminated: next, selected: answer.selected !== null && next.includes(answer.selected) ? null : answer.selected })}
        />
      ) : (
        <OpenEndedEntry questionId={question.id} value={answer.text ?? ""} onChange={(v) => onChange({ text: v || null })} />
      )}
    </section>
  );
}
