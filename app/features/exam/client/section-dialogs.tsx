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

/** "Submit this module?": Keep working (the default) or Submit. */
export function ConfirmSubmitDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation("exam");
  const keepWorking = useRef<HTMLButtonElement>(null);
  // Submitting can lose no work only if the student means it: Enter in the confirmation keeps working.
  useEffect(() => {
    if (open) keepWorking.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onCancel} title={t("confirm.title")} labelledBy="confirm-title" className="w-[min(26rem,92vw)]">
      <p className="text-slate-700">{t("confirm.text")}</p>
      <div className="flex justify-end gap-2">
        <button ref={keepWorking} type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {t("confirm.cancel")}
        </button>
        <Button onClick={onConfirm}>{t("confirm.submit")}</Button>
      </div>
    </Dialog>
  );
}

/** Over the module while it is submitted: the time-up or submitting notice, or the failure and Retry. */
export function SubmittingOverlay({ submitError, autoSubmitted, onRetry }: { submitError: string | null; autoSubmitted: boolean; onRetry: () => void }) {
  const { t } = useTranslation("exam");
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/85" role={submitError ? "alert" : "status"}>
      <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl">
        {submitError ? (
          <>
            <h2 tabIndex={-1} data-view-heading="submitting" className="text-lg font-bold">
              {t("submitFailed")}
            </h2>
            <p className="text-slate-700">{submitError}</p>
            <p className="text-sm text-slate-700">{t("submitKept")}</p>
            <Button onClick={onRetry}>{t("retry")}</Button>
          </>
        ) : (
          <>
            <h2 tabIndex={-1} data-view-heading="submitting" className="text-lg font-bold">
              {autoSubmitted ? t("timeUp") : t("submitting")}
            </h2>
            <p className="text-slate-700">{t("submittingText")}</p>
          </>
        )}
      </div>
    </div>
  );
}
