import { Explanation } from "~/ui/explanation";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/ui/button";
import type { ReviewSheet } from "./review-sheet.server";

/** Choices are lettered from A, as everywhere on the exam. */
const choiceLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The printable review sheet: a cover (name, date, counts), then one block per question that never
 * breaks across pages (`break-inside: avoid`), its math typeset by the server. Premium students get the
 * key and explanation; free students a box to work in. "Print or save as PDF" is the browser's print.
 */
export function ReviewSheetView({ sheet, date }: { sheet: ReviewSheet; date: string }) {
  const { t } = useTranslation(["practice", "results"]);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 bg-white px-4 py-6 print:max-w-none print:p-0" data-testid="review-sheet">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href="/practice/review" className="text-sm font-medium text-brand-700 underline">
          {t("practice:sheet.back")}
        </a>
        <button type="button" className={buttonClass("primary")} onClick={() => window.print()} data-testid="sheet-print">
          {t("practice:sheet.print")}
        </button>
      </div>
      <section
        className="flex min-h-[60vh] flex-col justify-center gap-3 border-b border-slate-200 pb-6 print:min-h-[90vh] print:break-after-page print:border-0"
        data-testid="sheet-cover"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">SAT Lingo</p>
        <h1 className="text-3xl font-bold">{t("practice:sheet.title")}</h1>
        <p className="text-lg">{sheet.student.name ? `${sheet.student.name} (@${sheet.student.username})` : `@${sheet.student.username}`}</p>
        <p className="text-slate-700">{date}</p>
        <p className="text-slate-700" data-testid="sheet-counts">
          {t("practice:sheet.counts", { count: sheet.counts.total, verbal: sheet.counts.verbal, math: sheet.counts.math })}
        </p>
        <p className="text-sm text-slate-600">{sheet.due ? t("practice:sheet.due") : t("practice:sheet.chosen")}</p>
        <p className="text-sm text-slate-600">{sheet.reveal ? t("practice:sheet.withKey") : t("practice:sheet.withSpace")}</p>
      </section>
      {sheet.items.length === 0 ? <p data-testid="sheet-empty">{t("practice:sheet.empty")}</p> : null}
      <ol className="flex flex-col gap-6">
        {sheet.items.map((q) => (
          <li key={q.entryId} className="flex break-inside-avoid flex-col gap-3 border-b border-slate-200 pb-6" data-testid="sheet-question">
            <p className="text-xs text-slate-600">
              <strong className="text-sm text-slate-900">{t("practice:sheet.question", { number: q.number })}</strong> · {t(`results:tests.${q.test}`)} ·{" "}
              {t(`results:skills.${q.skill}`)} · {t(`results:difficulty.${q.difficulty}`)}
              {q.cause ? ` · ${t(`practice:notebook.causes.${q.cause}`)}` : ""}
            </p>
            {q.passage ? (
              <div className="rounded-lg bg-slate-50 p-3 text-sm print:bg-white print:p-0">
                {q.passage.title ? <p className="font-semibold">{q.passage.title}</p> : null}
                <div className="[&_img]:max-h-64 [&_svg]:max-h-64" dangerouslySetInnerHTML={{ __html: q.passage.html }} />
              </div>
            ) : null}
            {q.title ? <div className="font-medium" dangerouslySetInnerHTML={{ __html: q.title }} /> : null}
            <div className="[&_img]:max-h-64 [&_svg]:max-h-64" dangerouslySetInnerHTML={{ __html: q.text }} />
            {q.choices.length ? (
              <ol className="flex flex-col gap-1">
                {q.choices.map((c, k) => (
                  <li key={k} className="flex gap-2">
                    <span className="font-semibold">{choiceLetter(k)}.</span>
                    <span dangerouslySetInnerHTML={{ __html: c.html }} />
                  </li>
                ))}
              </ol>
            ) : null}
            <p className="text-sm" data-testid="sheet-your-answer">
              {t("practice:sheet.yourAnswer")}{" "}
              <strong>
                {q.yourAnswer ? (q.yourAnswer.letter !== null ? choiceLetter(q.yourAnswer.letter) : q.yourAnswer.text) : t("practice:sheet.noAnswer")}
              </strong>
            </p>
            {sheet.reveal ? (
              <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm print:bg-white" data-testid="sheet-key">
                <p>
                  {t("practice:sheet.key")}{" "}
                  <strong>
                    {q.accepted?.length
                      ? q.accepted.join(", ")
                      : q.choices
                          .map((c, k) => (c.correct ? choiceLetter(k) : null))
                          .filter(Boolean)
                          .join(", ")}
                  </strong>
                </p>
                {q.explanation ? <Explanation english={q.explanation} translation={q.explanationTranslation} className="mt-1" /> : null}
              </div>
            ) : (
              <div
                className="h-40 rounded-lg border border-dashed border-slate-300"
                aria-label={t("practice:sheet.workSpace")}
                role="img"
                data-testid="sheet-space"
              />
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}
