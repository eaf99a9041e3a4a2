import { useTranslation } from "react-i18next";
import type { Answer } from "~/features/question-view";

export type QuestionStatus = "review" | "answered" | "current" | "unanswered";

/** For review if marked; otherwise answered if an answer exists; otherwise current or unanswered. */
export function questionStatus(a: Answer | undefined, isCurrent: boolean): QuestionStatus {
  if (a?.marked) return "review";
  if (a && (a.selected != null || (a.text ?? "") !== "")) return "answered";
  return isCurrent ? "current" : "unanswered";
}

function Pin() {
  return (
    <svg aria-hidden width="12" height="16" viewBox="0 0 12 16">
      <path d="M6 0a6 6 0 0 1 6 6c0 4-6 10-6 10S0 10 0 6a6 6 0 0 1 6-6z" fill="#1e293b" />
      <circle cx="6" cy="6" r="2.2" fill="#fff" />
    </svg>
  );
}

export function Legend() {
  const { t } = useTranslation("exam");
  return (
    <ul className="flex flex-wrap justify-center gap-5 border-b border-slate-200 pb-3 text-sm">
      <li className="flex items-center gap-1.5">
        <Pin />
        {t("legend.current")}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-4 w-4 border border-dashed border-slate-600" />
        {t("legend.unanswered")}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden width="12" height="14" viewBox="0 0 16 18">
          <path d="M2 1h12v16l-6-4-6 4z" fill="#dc2626" />
        </svg>
        {t("legend.forReview")}
      </li>
    </ul>
  );
}

/**
 * Every state of a question in words, for its navigator button: "Question 1: answered, marked for
 * review, current".
 */
export function questionStateLabel(t: (key: string, o?: Record<string, unknown>) => string, n: number, a: Answer | undefined, isCurrent: boolean) {
  const answered = !!a && (a.selected != null || (a.text ?? "") !== "");
  const states = [t(answered ? "grid.state.answered" : "grid.state.unanswered")];
  if (a?.marked) states.push(t("grid.state.marked"));
  if (isCurrent) states.push(t("grid.state.current"));
  return t("grid.label", { n, states: states.join(", ") });
}

/** Numbered question buttons, 10 per row, styled by status. */
export function QuestionGrid({
  ids,
  answers,
  current,
  onPick,
}: {
  ids: number[];
  answers: Record<number, Answer>;
  current: number | null;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation("exam");
  return (
    <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${Math.min(10, ids.length)}, minmax(0, 1fr))` }} data-testid="question-grid">
      {ids.map((id, i) => {
        const status = questionStatus(answers[id], i === current);
        const answered = answers[id]?.selected != null || !!answers[id]?.text;
        return (
          <li key={id} className="relative">
            {i === current ? (
              <span aria-hidden className="absolute -top-4 left-1/2 -translate-x-1/2">
                <Pin />
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onPick(i)}
              data-status={status}
              data-current={i === current || undefined}
              aria-label={questionStateLabel(t, i + 1, answers[id], i === current)}
              className={`relative h-9 w-9 text-sm font-semibold ${answered ? "bg-brand-600 text-white" : "border border-dashed border-slate-600 text-brand-700"} ${i === current ? "ring-2 ring-slate-900 ring-offset-1" : ""}`}
            >
              {i + 1}
              {answers[id]?.marked ? (
                <svg aria-hidden className="absolute -right-1.5 -top-1.5" width="10" height="12" viewBox="0 0 16 18">
                  <path d="M2 1h12v16l-6-4-6 4z" fill="#dc2626" />
                </svg>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
