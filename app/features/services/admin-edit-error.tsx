import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/ui/button";

/** The catalogue editors' error screen: a missing item (404) or a failure, with the way back. */
export function AdminEditError({ error }: { error: unknown }) {
  const { t } = useTranslation("services");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold">{missing ? t("errors.notFoundTitle") : t("errors.title")}</h1>
      <p role="alert" className="text-slate-700">
        {missing ? t("admin.missing") : t("errors.text")}
      </p>
      <Link to="/admin/services" className={buttonClass("secondary")}>
        {t("admin.back")}
      </Link>
    </main>
  );
}
