import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRICING_PATH } from "~/features/tutor";
import { useTimeFormat } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";
import type { PracticeSetJson } from "../set-view.server";

/** The daily free limit is reached: the set waits (saved) until tomorrow or Premium. */
export function LimitPanel({ view }: { view: PracticeSetJson }) {
  const { t } = useTranslation("practice");
  const resets = useTimeFormat()(view.limit.resetsAt);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 p-6" aria-labelledby="end-heading" data-testid="limit-reached">
      <h2 id="end-heading" tabIndex={-1} data-view-heading="end" className="text-xl font-bold">
        {t("limit.title")}
      </h2>
      <p className="text-slate-700">{t("limit.text", { count: view.limit.perDay ?? 0, time: resets })}</p>
      <p className="text-slate-700">{t("limit.saved", { n: view.answered_count, m: view.length })}</p>
      <div className="flex flex-wrap gap-2">
        <a href={PRICING_PATH} className={buttonClass("primary")} data-testid="limit-plans">
          {t("limit.plans")}
        </a>
        <Link to="/practice" className={buttonClass("secondary")}>
          {t("set.backToPractice")}
        </Link>
      </div>
    </section>
  );
}

/** The end of the set: the score and each question's result, to review any of them. */
export function Summary({ view, onOpen }: { view: PracticeSetJson; onOpen: (pos: number) => void }) {
  const { t } = useTranslation(["practice", "results"]);
  const wrong = view.items.some((i) => i.result && (!i.result.is_correct || i.response?.marked_for_review));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 p-6" aria-labelledby="end-heading" data-testid="practice-summary">
      <h2 id="end-heading" tabIndex={-1} data-view-heading="end" className="text-xl font-bold">
        {t("practice:summary.title")}
      </h2>
      <p className="text-lg" data-testid="summary-score">
        {t("practice:summary.score", { correct: view.correct_count, count: view.answered_count })}
      </p>
      {view.answered_count < view.length ? (
        <p className="text-sm text-slate-600">{t("practice:summary.unanswered", { count: view.length - view.answered_count })}</p>
      ) : null}
      {view.items.length ? (
        <ol className="flex flex-col gap-2">
          {view.items.map((i, k) =>
            i.result ? (
              <li key={i.position}>
                <button
                  type="button"
                  onClick={() => onOpen(k)}
                  className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-50"
                >
                  <span className="font-medium">
                    {t("results:question.number", { n: i.position + 1 })} · {t(`results:skills.${i.question.skill}`)}
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${i.result.is_correct ? "bg-emerald-100 text-emerald-800" : "bg-rose-100 text-rose-800"}`}
                  >
                    {i.result.is_correct ? t("results:question.status.correct") : t("results:question.status.incorrect")}
                  </span>
                </button>
              </li>
            ) : null,
          )}
        </ol>
      ) : null}
      {wrong ? <p className="text-slate-700">{t("practice:summary.notebook")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/practice" className={buttonClass("primary")} data-testid="summary-new-set">
          {t("practice:summary.newSet")}
        </Link>
        <Link to="/practice/review" className={buttonClass("secondary")} data-testid="summary-notebook">
          {t("practice:summary.openNotebook")}
        </Link>
      </div>
    </section>
  );
}
