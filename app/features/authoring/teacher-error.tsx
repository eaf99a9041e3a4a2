import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/ui/button";

/**
 * What the teacher area shows when a page cannot: 403 for anyone who is not a teacher or an admin,
 * 404 for a question or exam that does not exist, 409 for a step the item's state does not allow,
 * and a retry for anything else.
 */
export function TeacherError({ error }: { error: unknown }) {
  const { t } = useTranslation("authoring");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const detail = isRouteErrorResponse(error) && typeof error.data?.detail === "string" ? error.data.detail : null;
  const title = status === 403 ? t("error.forbiddenTitle") : status === 404 ? t("error.notFoundTitle") : t("error.title");
  // A detail is a translation key; one that is not (the API's English "Not found." for a malformed id) is not shown.
  const translated = detail ? t(detail, { ns: "common" }) : null;
  const known = translated && translated !== detail ? translated : null;
  const text = status === 403 ? t("error.forbiddenText") : (known ?? (status === 404 ? t("errors.notFound") : t("error.text")));
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      {status === 403 || status === 404 ? <p className="text-6xl font-black text-brand-600">{status}</p> : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="text-slate-700" data-testid="teacher-error">
        {text}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {status >= 500 ? (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
            {t("error.retry")}
          </button>
        ) : null}
        <Link to={status === 403 ? "/profile" : "/teacher/questions"} className={buttonClass(status >= 500 ? "secondary" : "primary")}>
          {status === 403 ? t("error.toDashboard") : t("error.toBank")}
        </Link>
      </div>
    </main>
  );
}
