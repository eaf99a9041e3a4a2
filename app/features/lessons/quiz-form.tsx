import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { listOf } from "./format";
import { isFormFailure } from "~/lib/form-failure";
import { useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { OPTION_LETTERS, type OptionLetter } from "./quiz-options";
import type { LessonView, QuizActionData, QuizQuestionView } from "./types";

const optionText = (q: QuizQuestionView, letter: OptionLetter) => q[`option_${letter.toLowerCase() as "a" | "b" | "c" | "d"}`];

/**
 * The lesson's quiz: one answer (A-D) per question, all required (a conform form checked with
 * quizFormSchema before it is sent, once loaded on the form's first use; before, the action's answer
 * names the questions left), graded on the server. A failed try
 * says which questions were wrong (never the right options); a pass opens the next lesson. Once
 * passed, the quiz shows the correct answers and their explanations.
 */
export function QuizForm({ lesson }: { lesson: Pick<LessonView, "id" | "questions" | "progress" | "state"> }) {
  const { t, i18n } = useTranslation("lessons");
  const fetcher = useFetcher<QuizActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const questionIds = lesson.questions.map((q) => q.id).join(",");
  const loadChecks = useMemo(
    () => zodChecks(() => import("./lesson-input").then((m) => m.quizFormSchema(questionIds ? questionIds.split(",").map(Number) : []))),
    [questionIds],
  );
  const { checks, start } = useLazyChecks(`quiz-${lesson.id}`, loadChecks);
  const data = fetcher.data;
  const failure = isFormFailure(data) ? data : null;
  const [form, fields] = useForm({
    id: `quiz-${lesson.id}`,
    lastResult: failure?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  const passed = lesson.state === "completed";
  const busy = fetcher.state !== "idle";
  const result = data && "ok" in data ? data.result : null;
  const network = !!data && "network" in data;
  // Which questions to mark: from this page's last try, else from the last attempt the server kept.
  const wrong = new Set(result ? result.wrong : !data && !passed ? (lesson.progress?.last_wrong ?? []) : []);
  // A refusal that is no question's: the server's detail (translated), or a lesson id it does not know.
  const formMessage = failure ? (failure.formError ?? failure.fieldErrors.lesson?.[0] ?? null) : null;
  const formError = formMessage ? t(formMessage, { ns: "lessons", defaultValue: formMessage }) : null;
  const number = (id: number) => lesson.questions.findIndex((q) => q.id === id) + 1;
  if (lesson.questions.length === 0) return null;

  const formProps = getFormProps(form);
  // One field per question, named q<questionId> (the schema is built from the lesson's questions).
  const answerFields = fields as unknown as Record<string, FieldMetadata<string> | undefined>;
  const missing = lesson.questions.filter((q) => answerFields[`q${q.id}`]?.errors?.length).map((q) => q.id);
  // A refused try moves the focus to the first question left without an answer.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (!event.defaultPrevented) return;
    const left = lesson.questions.find((q) => !formRef.current?.querySelector(`input[name="q${q.id}"]:checked`));
    if (left) formRef.current?.querySelector<HTMLInputElement>(`input[name="q${left.id}"]`)?.focus();
  };

  return (
    <section aria-labelledby="quiz-title" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <header>
        <h2 id="quiz-title" className="text-xl font-bold">
          {t("quiz.title")}
        </h2>
        <p className="text-sm text-slate-600">{passed ? t("quiz.passed") : t("quiz.intro")}</p>
      </header>
      <fetcher.Form
        method="post"
        id={formProps.id}
        noValidate
        onSubmit={submit}
        onFocus={start}
        onPointerDown={start}
        ref={formRef}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="lesson" value={lesson.id} />
        {lesson.questions.map((q, i) => {
          // The browser's message is a key; the server's (in conform's errors from its answer) is already translated.
          const message = answerFields[`q${q.id}`]?.errors?.[0];
          const error = message ? t(message, { ns: "lessons", defaultValue: message }) : undefined;
          const isWrong = wrong.has(q.id);
          return (
            <fieldset
              key={q.id}
              className="flex flex-col gap-2"
              aria-describedby={error ? `q${q.id}-error` : isWrong ? `q${q.id}-wrong` : undefined}
              data-testid="quiz-question"
            >
              <legend className="mb-1 font-medium">
                <span className="mr-2 text-sm font-semibold text-brand-700">{t("quiz.question", { number: i + 1 })}</span>
                {isWrong ? (
                  <span id={`q${q.id}-wrong`} className="mr-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" data-testid="quiz-wrong">
                    {result ? t("quiz.wrong") : t("quiz.lastAttemptWrong")}
                  </span>
                ) : null}
                <span className="block text-slate-900">{q.question_text}</span>
              </legend>
              {OPTION_LETTERS.map((letter) =>
                passed ? (
                  <p
                    key={letter}
                    className={`rounded-lg border px-3 py-2 text-sm ${q.correct_option === letter ? "border-emerald-500 bg-emerald-50" : "border-slate-200"}`}
                    data-testid={q.correct_option === letter ? "quiz-key" : undefined}
                  >
                    <span className="mr-1 font-semibold">{letter}.</span>
                    {optionText(q, letter)}
                    {q.correct_option === letter ? <span className="ml-2 text-xs font-semibold text-emerald-800">({t("quiz.correct")})</span> : null}
                  </p>
                ) : (
                  <label
                    key={letter}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
                  >
                    <input
                      {...withoutKey(getInputProps(answerFields[`q${q.id}`]!, { type: "radio", value: letter }))}
                      id={undefined}
                      aria-describedby={undefined}
                      aria-invalid={undefined}
                      required
                      className="mt-0.5 accent-brand-600"
                    />
                    <span>
                      <span className="mr-1 font-semibold">{letter}.</span>
                      {optionText(q, letter)}
                    </span>
                  </label>
                ),
              )}
              {passed && q.explanation ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{q.explanation}</p> : null}
              {error ? (
                <p id={`q${q.id}-error`} className="text-sm text-red-600">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className={`flex flex-wrap items-center gap-3 ${passed ? "hidden" : ""}`}>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {busy ? <Spinner label={t("quiz.submitting")} /> : t("quiz.submit")}
          </button>
          {lesson.progress?.attempts ? <span className="text-sm text-slate-500">{t("quiz.attempts", { count: lesson.progress.attempts })}</span> : null}
        </div>
        <div aria-live="polite" role="status" data-testid="quiz-result">
          {missing.length ? <p className="text-sm text-red-700">{t("quiz.unanswered", { count: missing.length })}</p> : null}
          {result?.all_correct ? (
            <div className="flex flex-col gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
              <p className="font-semibold">{result.next_lesson ? t("quiz.allCorrect") : t("quiz.allCorrectUnitDone")}</p>
              {result.next_lesson ? (
                <Link to={`/video-lesson/${result.next_lesson.id}`} className={buttonClass("primary", "self-start")}>
                  {t("quiz.next", { title: result.next_lesson.title })}
                </Link>
              ) : null}
            </div>
          ) : null}
          {result && !result.all_correct ? (
            <div className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">{t("quiz.tryAgain")}</p>
              <p className="text-sm">{t("quiz.wrongList", { count: result.wrong.length, list: listOf(result.wrong.map(number), i18n.language) })}</p>
            </div>
          ) : null}
          {network || formError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-900">
              <p className="text-sm">{network ? t("quiz.networkError") : formError}</p>
              {network ? (
                <button type="submit" className={buttonClass("secondary")} disabled={busy}>
                  {t("quiz.retry")}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
