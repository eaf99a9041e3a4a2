import { useTranslation } from "react-i18next";

/** Under the top bar: answers not yet saved (offline or refused) and the five-minute warning. */
export function SectionNotices({ problem, pending, warningShown }: { problem: "offline" | "error" | null; pending: number; warningShown: boolean }) {
  const { t } = useTranslation("exam");
  if (!problem && !warningShown) return null;
  return (
    <>
      {problem ? (
        <p className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950" data-testid="save-banner">
          {t(problem === "offline" ? "save.offlineBanner" : "save.errorBanner", { count: pending })}
        </p>
      ) : null}
      {warningShown ? (
        <p className="bg-red-50 px-4 py-1.5 text-center text-sm font-semibold text-red-800" data-testid="time-warning">
          {t("timer.warning")}
        </p>
      ) : null}
    </>
  );
}
