import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";

export function BottomBar({ userName, index, count, inReview, onNavigator, onBack, onNext, onSubmit }: {
  userName: string;
  index: number;
  count: number;
  inReview: boolean;
  onNavigator: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation("exam");
  const last = index === count - 1;
  return (
    // Phones: the name gives way (truncated) so the navigator and the buttons keep their full labels.
    <footer className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 border-t-2 border-dashed border-slate-300 bg-slate-50 px-3 py-2 sm:grid-cols-3 sm:px-4">
      <p className="min-w-0 truncate font-semibold" data-testid="examinee-name">
        {userName}
      </p>
      <div className="flex justify-center">
        {inReview ? null : (
          <button type="button" onClick={onNavigator} aria-haspopup="dialog" className="whitespace-nowrap rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 sm:px-4">
            {t("questionOf", { n: index + 1, m: count })} <span aria-hidden>▴</span>
          </button>
        )}
      </div>
      <div className="flex justify-end gap-2">
        {inReview || index > 0 ? (
          <Button variant="secondary" onClick={onBack}>
            {t("back")}
          </Button>
        ) : null}
        {inReview ? (
          <Button onClick={onSubmit}>{t("next")}</Button>
        ) : last ? (
          <Button onClick={onSubmit}>{t("submit")}</Button>
        ) : (
          <Button onClick={onNext}>{t("next")}</Button>
        )}
      </div>
    </footer>
  );
}
