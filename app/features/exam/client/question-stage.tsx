import { useTranslation } from "react-i18next";
import type { Highlight } from "#db/schema";
import { PassagePane, QuestionPane, SprDirections, type Answer, type ExamQuestion } from "~/features/question-view";

type Reading = { title: string; reading_context: string };

/**
 * The passage and the question side by side, each scrolling, only where both keep a usable height;
 * otherwise one after the other in the one scrolling page (phones, 200% zoom).
 */
export function QuestionStage({
  reading,
  question,
  answer,
  highlightMode,
  color,
  eliminator,
  onToggleEliminator,
  onChange,
  onOpenNote,
}: {
  reading: Reading | null;
  question: ExamQuestion;
  answer: Answer;
  highlightMode: boolean;
  color: Highlight["color"];
  eliminator: boolean;
  onToggleEliminator: () => void;
  onChange: (patch: Partial<Answer>) => void;
  onOpenNote: (index: number) => void;
}) {
  const { t } = useTranslation("exam");
  // A question with a typed answer and no passage: the entry directions take the left pane, as on the SAT.
  const directions = !reading && question.question_type === "OE";
  const twoPanes = reading || directions;
  return (
    <div
      className={`grid [@media(min-width:48rem)_and_(min-height:35rem)]:h-full ${twoPanes ? "[@media(min-width:48rem)_and_(min-height:35rem)]:grid-cols-2" : ""}`}
    >
      {reading ? (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("passage")}
          className="border-b-4 border-slate-200 p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto [@media(min-width:48rem)_and_(min-height:35rem)]:border-r-4 [@media(min-width:48rem)_and_(min-height:35rem)]:border-b-0"
        >
          <PassagePane
            title={reading.title}
            html={reading.reading_context}
            highlights={answer.highlights}
            highlightMode={highlightMode}
            color={color}
            onChange={(h) => onChange({ highlights: h })}
            onOpenNote={onOpenNote}
          />
        </div>
      ) : directions ? (
        // On a phone the question comes first, the directions after it.
        <div className="order-last border-t-4 border-slate-200 bg-slate-50 p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:order-none [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto [@media(min-width:48rem)_and_(min-height:35rem)]:border-r-4 [@media(min-width:48rem)_and_(min-height:35rem)]:border-t-0">
          <SprDirections />
        </div>
      ) : null}
      <div className={`p-6 [@media(min-width:48rem)_and_(min-height:35rem)]:overflow-auto ${twoPanes ? "" : "mx-auto w-full max-w-3xl"}`}>
        <QuestionPane
          key={question.id}
          question={question}
          answer={answer}
          eliminator={eliminator}
          onToggleEliminator={onToggleEliminator}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
