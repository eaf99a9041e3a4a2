import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import { useViewFocus } from "~/features/question-view";

/** A screen with one message: loading, a failure (with Retry), signed out. */
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
