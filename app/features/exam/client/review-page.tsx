import { useTranslation } from "react-i18next";
import type { Answer } from "~/features/question-view";
import { Legend, QuestionGrid } from "./question-grid";

/** 'Check Your Work': every question of the module, to go back to any of them before submitting. */
export function ReviewPage({
  sectionName,
  ids,
  answers,
  onPick,
}: {
  sectionName: string;
  ids: number[];
  answers: Record<number, Answer>;
  onPick: (i: number) => void;
}) {
  const { t } = useTranslation("exam");
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-8 text-center">
      <h2 tabIndex={-1} data-view-heading="review" className="text-3xl font-bold">
        {t("review.title")}
      </h2>
      <p className="text-slate-700">{t("review.text1")}</p>
      <p className="text-slate-700">{t("review.text2")}</p>
      <section className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="mb-3 font-bold" data-testid="review-section-name">
          {sectionName}
        </h3>
        <Legend />
        <div className="mt-6 flex justify-center">
          <QuestionGrid ids={ids} answers={answers} current={null} onPick={onPick} />
        </div>
      </section>
    </div>
  );
}
