import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigation } from "react-router";
import type { NextModule } from "./api";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { useViewFocus } from "~/features/question-view";

/** Between modules without a break: the previous one is submitted, the next one (named) comes. */
export function TransitionScreen({ next, onContinue }: { next: NextModule | null; onContinue: () => void }) {
  const { t } = useTranslation("exam");
  useViewFocus("transition", "transition");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white p-8 text-center">
      <h1 tabIndex={-1} data-view-heading="transition" className="text-2xl font-bold">
        {t("transition.title")}
      </h1>
      {next ? (
        <p className="text-lg font-semibold text-slate-900" data-testid="transition-next">
          {t("transition.next", { name: t(`ready.module.${next.test}`, { n: next.module }) })}
        </p>
      ) : null}
      <p className="max-w-md text-slate-700">{t("transition.text")}</p>
      <button type="button" className={buttonClass("primary")} onClick={onContinue}>
        {t("transition.continue")}
      </button>
    </main>
  );
}

export function FinishedScreen({ sessionId, examName }: { sessionId: number; examName: string }) {
  const { t } = useTranslation("exam");
  useViewFocus("finished", "finished");
  // The result is on its way (View your result was clicked): said at once, as every other step of the test does.
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && navigation.location.pathname === `/exams/result/${sessionId}`;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-gradient-to-b from-brand-50 to-white p-8 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg
          aria-hidden
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 tabIndex={-1} data-view-heading="finished" className="text-3xl font-bold">
        {t("finished.title")}
      </h1>
      {examName ? <p className="font-semibold text-slate-800">{examName}</p> : null}
      <p className="max-w-md text-slate-700">{t("finished.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`/exams/result/${sessionId}`} className={buttonClass("primary")} aria-busy={opening || undefined}>
          {t("finished.viewResult")}
        </Link>
        <Link to="/profile" className={buttonClass("secondary")}>
          {t("finished.dashboard")}
        </Link>
      </div>
      {opening ? (
        <p className="text-sm text-slate-700" data-testid="opening-result">
          <Spinner label={t("finished.opening")} className="text-brand-700" />
        </p>
      ) : null}
    </main>
  );
}
