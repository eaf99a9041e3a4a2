import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { useViewFocus } from "~/features/question-view";

export function FullPageMessage({
  title,
  text,
  busy,
  action,
  signedOut,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  action?: { label: string; onClick: () => void };
  signedOut?: boolean;
}) {
  const { t } = useTranslation("exam");
  const here = useLocation().pathname;
  // A loading screen passes by: focus waits for the view that follows it.
  useViewFocus(busy ? null : `message:${title}`, "message");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white p-8 text-center" role={busy ? undefined : "alert"}>
      {busy ? <Spinner className="text-brand-600" /> : null}
      <h1 tabIndex={-1} data-view-heading="message" className="text-xl font-semibold">
        {title}
      </h1>
      {text ? <p className="max-w-md text-slate-700">{text}</p> : null}
      {action ? (
        <button type="button" className={buttonClass("primary")} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
      {signedOut ? (
        // A POST, as every sign-out (a full page load: the exam's client state starts afresh after sign-in).
        <form method="post" action="/auth/logout">
          <input type="hidden" name="return_url" value={here} />
          <button type="submit" className={buttonClass("secondary")}>
            {t("signInAgain")}
          </button>
        </form>
      ) : null}
    </main>
  );
}

/** Between modules without a break: the previous one is submitted, the next one comes. */
export function TransitionScreen({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation("exam");
  useViewFocus("transition", "transition");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white p-8 text-center">
      <h1 tabIndex={-1} data-view-heading="transition" className="text-2xl font-bold">
        {t("transition.title")}
      </h1>
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
        <Link to={`/exams/result/${sessionId}`} className={buttonClass("primary")}>
          {t("finished.viewResult")}
        </Link>
        <Link to="/profile" className={buttonClass("secondary")}>
          {t("finished.dashboard")}
        </Link>
      </div>
    </main>
  );
}
