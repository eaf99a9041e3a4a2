import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchJson, JsonRequestError } from "~/lib/json-client";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { QuestionBody, QuestionHeader, type QuestionHead } from "./question-review";
import type { ResultQuestion } from "./result-types";

type Body = { state: "idle" } | { state: "loading" } | { state: "error"; message: string | null } | { state: "done"; question: ResultQuestion };

/**
 * A question of the result page: its header (number, difficulty, skill, whether it was right) comes with the
 * page; the question itself (passage, text, choices, the answer key and explanation where shown) is fetched
 * when the student opens it (GET /exams/result/{id}/question/{questionId}), so the page stays small however
 * much math a module holds (docs/decisions/0059-result-details-on-demand.md).
 */
export function ResultQuestionItem({
  sessionId,
  question,
  answersShown,
  own,
}: {
  sessionId: number;
  question: QuestionHead;
  answersShown: boolean;
  own: boolean;
}) {
  const { t } = useTranslation("results");
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState<Body>({ state: "idle" });
  const bodyId = `question-${question.id}-body`;

  async function load() {
    setBody({ state: "loading" });
    try {
      const data = await fetchJson<{ question: ResultQuestion }>(`/exams/result/${sessionId}/question/${question.id}`);
      setBody({ state: "done", question: data.question });
    } catch (error) {
      setBody({ state: "error", message: error instanceof JsonRequestError ? error.detail : null });
    }
  }
  const toggle = () => {
    setOpen(!open);
    if (!open && (body.state === "idle" || body.state === "error")) void load();
  };

  return (
    <article
      aria-labelledby={`question-${question.id}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`question-${question.id}`}
    >
      <QuestionHeader question={question}>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle} className={buttonClass("secondary", "px-3 py-1.5")}>
          {open ? t("question.hide") : t("question.show")}
        </button>
      </QuestionHeader>
      <div id={bodyId} hidden={!open} aria-busy={body.state === "loading" || undefined} className="flex flex-col gap-3">
        {!open ? null : body.state === "done" ? (
          <QuestionBody question={body.question} answersShown={answersShown} own={own} />
        ) : body.state === "error" ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-800">
            {body.message ?? t("question.loadFailed")}
            <button type="button" onClick={() => void load()} className={buttonClass("secondary", "px-3 py-1.5")}>
              {t("question.retry")}
            </button>
          </p>
        ) : (
          <Spinner label={t("question.loading")} className="text-sm text-slate-700" />
        )}
      </div>
    </article>
  );
}
