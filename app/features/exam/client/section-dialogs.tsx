import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Answer } from "~/features/question-view";
import { Button, buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { Legend, QuestionGrid } from "./question-grid";

/** The question navigator: every question of the module, and the way to the review page. */
export function NavigatorDialog({
  open,
  onClose,
  sectionName,
  ids,
  answers,
  current,
  onPick,
  onReview,
}: {
  open: boolean;
  onClose: () => void;
  sectionName: string;
  ids: number[];
  answers: Record<number, Answer>;
  current: number;
  onPick: (i: number) => void;
  onReview: () => void;
}) {
  const { t } = useTranslation("exam");
  const grid = useRef<HTMLDivElement>(null);
  // The navigator opens on the current question's button.
  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLElement>("[data-current]")?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={t("navigator.title", { section: sectionName })} labelledBy="navigator-title" className="w-[min(34rem,94vw)]">
      <Legend />
      <div ref={grid} className="flex justify-center pt-3">
        <QuestionGrid ids={ids} answers={answers} current={current} onPick={onPick} />
      </div>
      <Button variant="secondary" className="self-center" onClick={onReview}>
        {t("navigator.review")}
      </Button>
    </Dialog>
  );
}

/**
 * "Submit this module?": names the unanswered and the marked questions by number, each a link back to
 * it; Keep working (the default, back to the review page) or Submit.
 */
export function ConfirmSubmitDialog({
  open,
  ids,
  answers,
  onCancel,
  onConfirm,
  onPick,
}: {
  open: boolean;
  ids: number[];
  answers: Record<number, Answer>;
  onCancel: () => void;
  onConfirm: () => void;
  onPick: (i: number) => void;
}) {
  const { t } = useTranslation("exam");
  const keepWorking = useRef<HTMLButtonElement>(null);
  // Submitting can lose no work only if the student means it: Enter in the confirmation keeps working.
  useEffect(() => {
    if (open) keepWorking.current?.focus();
  }, [open]);
  const unanswered = ids.flatMap((id, i) => (isAnswered(answers[id]) ? [] : [i]));
  const marked = ids.flatMap((id, i) => (answers[id]?.marked ? [i] : []));
  return (
    <Dialog open={open} onClose={onCancel} title={t("confirm.title")} labelledBy="confirm-title" className="w-[min(30rem,92vw)]">
      {unanswered.length === 0 && marked.length === 0 ? <p className="text-slate-700">{t("confirm.allAnswered")}</p> : null}
      <QuestionLinks testId="confirm-unanswered" label={t("confirm.unanswered", { count: unanswered.length })} list={unanswered} onPick={onPick} />
      <QuestionLinks testId="confirm-marked" label={t("confirm.marked", { count: marked.length })} list={marked} onPick={onPick} />
      <p className="text-sm text-slate-700">{t("confirm.text")}</p>
      <div className="flex justify-end gap-2">
        <button ref={keepWorking} type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {t("confirm.cancel")}
        </button>
        <Button onClick={onConfirm}>{t("confirm.submit")}</Button>
      </div>
    </Dialog>
  );
}

const isAnswered = (a: Answer | undefined) => !!a && (a.selected != null || (a.text ?? "") !== "");

/** "3 questions unanswered: 4, 9, 12", each number a link back to its question. */
function QuestionLinks({ testId, label, list, onPick }: { testId: string; label: string; list: number[]; onPick: (i: number) => void }) {
  const { t } = useTranslation("exam");
  if (list.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <p className="font-semibold">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {list.map((i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onPick(i)}
              aria-label={t("confirm.goTo", { n: i + 1 })}
              className="min-h-9 min-w-9 rounded-md border border-brand-300 px-2 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
