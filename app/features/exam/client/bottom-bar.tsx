import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useEarlyClick } from "~/lib/early-clicks";
import { buttonClass } from "~/ui/button";

export function BottomBar({
  userName,
  index,
  count,
  inReview,
  navigatorRef,
  onNavigator,
  onBack,
  onNext,
  onSubmit,
}: {
  userName: string;
  index: number;
  count: number;
  inReview: boolean;
  navigatorRef?: React.Ref<HTMLButtonElement>;
  onNavigator: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation("exam");
  const nextRef = useRef<HTMLButtonElement>(null);
  // Next pressed before the page's script ran is acted on once it runs (after an early choice: ChoiceList's effect runs first).
  useEarlyClick("next", inReview ? onSubmit : onNext);
  // Back leaves the bar on the first question: the focus it had goes to Next, never to the page body.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    nextRef.current?.focus();
  });
  return (
    // Phones: the name gives way (truncated) so the navigator and the buttons keep their full labels.
    <footer className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 border-t-2 border-dashed border-slate-300 bg-slate-50 px-3 py-2 sm:grid-cols-3 sm:px-4">
      <p className="min-w-0 truncate font-semibold" data-testid="examinee-name">
        {userName}
      </p>
      <div className="flex justify-center">
        {inReview ? null : (
          <button
            ref={navigatorRef}
            type="button"
            onClick={onNavigator}
            aria-haspopup="dialog"
            className="min-h-10 whitespace-nowrap rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 sm:px-4"
          >
            {t("questionOf", { n: index + 1, m: count })} <span aria-hidden>▴</span>
          </button>
        )}
      </div>
      <div className="flex justify-end gap-2">
        {inReview || index > 0 ? (
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              if (!inReview && index === 1) focusNext.current = true;
              onBack();
            }}
          >
            {t("back")}
          </button>
        ) : null}
        {/* Next everywhere, as in Bluebook: on the last question it opens Check Your Work, there it asks to submit. */}
        <button ref={nextRef} type="button" className={buttonClass("primary")} onClick={inReview ? onSubmit : onNext} data-early-click="next">
          {t("next")}
        </button>
      </div>
    </footer>
  );
}
