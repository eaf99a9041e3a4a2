import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { ExamCard as Card } from "../exam-cards.server";
import { RealScaleNote, type RealScale } from "~/features/real-scores";
import { useDateFormat } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";

/**
 * One exam on the exam list: its name, length and sections, the student's last score and date, and
 * either Resume (an attempt in progress, with its time left) or Take Exam.
 */
export function ExamCard({
  exam,
  accommodation,
  starting,
  onStart,
  children,
  realScale = null,
}: {
  exam: Card;
  accommodation: string | null;
  starting: boolean;
  /** Take Exam pressed (before the form is sent): the list shows it is starting in the same frame. */
  onStart?: () => void;
  /** More for this exam at the card's foot (the offline download, issue 33). */
  children?: React.ReactNode;
  /** How the test predicts the real SAT (decision 0051), for a test with both sections. */
  realScale?: RealScale | null;
}) {
  const { t } = useTranslation("exam");
  const date = useDateFormat({});
  const titleId = `exam-${exam.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="exam-card">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold">
          {exam.name}
        </h2>
        <p className="text-sm text-slate-600">
          {t("cards.length", { count: exam.modules, minutes: exam.minutes })}
          {exam.tests.length ? ` · ${exam.tests.map((test) => t(`cards.test.${test}`)).join(", ")}` : ""}
        </p>
      </div>
      {exam.description ? <p className="text-sm text-slate-700">{exam.description}</p> : null}
      {accommodation ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="exam-accommodation">
          {t("accommodations:yours", { list: accommodation })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="exam-last">
        {exam.last ? (
          <>
            {exam.last.scaledTotal !== null
              ? t("cards.lastScore", { score: exam.last.scaledTotal, date: date(exam.last.date) })
              : t("cards.lastPercent", { score: exam.last.score ?? 0, date: date(exam.last.date) })}{" "}
            <Link to={`/exams/result/${exam.last.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("cards.viewResult")}
            </Link>
          </>
        ) : (
          t("cards.notTaken")
        )}
      </p>
      {realScale ? <RealScaleNote scale={realScale} compact /> : null}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {exam.inProgress?.offline ? (
          <p className="flex-1 text-sm font-semibold text-amber-800" data-testid="exam-in-progress">
            {t("cards.offlineElsewhere")}
          </p>
        ) : exam.inProgress ? (
          <>
            <p className="flex-1 text-sm font-semibold text-amber-800" data-testid="exam-in-progress">
              {t("cards.inProgress", { count: exam.inProgress.minutesLeft })}
            </p>
            <Link to={`/exams/session/${exam.inProgress.id}`} className={buttonClass("primary")}>
              {t("cards.resume")}
            </Link>
          </>
        ) : null}
        <Form method="post" className={exam.inProgress ? "" : "ml-auto"} onSubmit={onStart}>
          <input type="hidden" name="exam" value={exam.id} />
          <button type="submit" disabled={starting} className={buttonClass(exam.inProgress ? "secondary" : "primary")}>
            {exam.inProgress ? t("select.startOver") : t("select.take")}
          </button>
        </Form>
      </div>
      {children}
    </article>
  );
}
