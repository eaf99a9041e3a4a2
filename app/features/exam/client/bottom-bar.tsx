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
    <footer className="grid grid-cols-3 items-center border-t-2 border-dashed border-slate-300 bg-slate-50 px-4 py-2">
      <p className="truncate font-semibold" data-testid="examinee-name">
        {userName}
      </p>
      <div className="flex justify-center">
        {inReview ? null : (
          <button type="button" onClick={onNavigator} aria-haspopup="dialog" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
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
