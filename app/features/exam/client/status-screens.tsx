import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";

export function FullPageMessage({ title, text, busy, action, signedOut }: { title: string; text?: string; busy?: boolean; action?: { label: string; onClick: () => void }; signedOut?: boolean }) {
  const { t } = useTranslation("exam");
  const here = typeof window === "undefined" ? "/exams" : window.location.pathname;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white p-8 text-center" role={busy ? undefined : "alert"}>
      {busy ? <Spinner className="text-brand-600" /> : null}
      <h1 className="text-xl font-semibold">{title}</h1>
      {text ? <p className="max-w-md text-slate-600">{text}</p> : null}
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
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold">{t("transition.title")}</h1>
      <p className="max-w-md text-slate-600">{t("transition.text")}</p>
      <button type="button" className={buttonClass("primary")} onClick={onContinue} autoFocus>
        {t("transition.continue")}
      </button>
    </main>
  );
}

export function FinishedScreen({ sessionId, examName }: { sessionId: number; examName: string }) {
  const { t } = useTranslation("exam");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-gradient-to-b from-brand-50 to-white p-8 text-center">
      <p aria-hidden className="text-5xl">
        🎉
      </p>
      <h1 className="text-3xl font-bold">{t("finished.title")}</h1>
      {examName ? <p className="text-slate-600">{examName}</p> : null}
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
