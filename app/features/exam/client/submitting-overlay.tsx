import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";

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
