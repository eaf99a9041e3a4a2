import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The page for a 403 that reaches the root error boundary (an area's middleware refused the user
 * before any page of it loaded, e.g. /teacher for a student): who it is for, and the way back.
 * `detail` is the i18n key the server gave, when it gave one.
 */
export function Forbidden({ detail }: { detail?: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <p className="text-7xl font-black text-brand-600">403</p>
      <h1 className="text-xl font-semibold">{t("forbidden.title")}</h1>
      <p role="alert" className="max-w-md text-slate-600" data-testid="forbidden">
        {detail ? t(detail, { defaultValue: t("forbidden.text") }) : t("forbidden.text")}
      </p>
      <Link to="/profile" className="mt-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("forbidden.back")}
      </Link>
    </main>
  );
}
