import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/ui/button";

/** The services pages' error screen: a missing group or service (404) leads back to the catalogue; anything else offers a retry. */
export function ServicesError({ error }: { error: unknown }) {
  const { t } = useTranslation("services");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{status === 404 ? t("errors.notFoundTitle") : t("errors.title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="services-error">
        {status === 404 ? t("errors.notFoundText") : t("errors.text")}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {status !== 404 ? (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
            {t("errors.retry")}
          </button>
        ) : null}
        <Link to="/services" className={buttonClass(status === 404 ? "primary" : "secondary")}>
          {t("errors.back")}
        </Link>
      </div>
    </main>
  );
}
