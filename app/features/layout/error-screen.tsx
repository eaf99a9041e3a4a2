import { useTranslation } from "react-i18next";

/** The full-page "Something went wrong." screen, the error boundary of every route. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p className="max-w-md text-slate-600">{t("error.text")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("error.refresh")}
      </button>
    </main>
  );
}
