import { useTranslation } from "react-i18next";
import { buttonClass } from "~/ui/button";

/** Open results: download links of the tests and practice answers (the user's own, or a mentor's student's). */
export function ExportLinks({ student, name }: { student?: string | null; name?: string | null }) {
  const { t } = useTranslation("profile");
  const href = (format: "csv" | "json") => `/profile/export?format=${format}${student ? `&student=${encodeURIComponent(student)}` : ""}`;
  return (
    <section aria-labelledby="export-heading" className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 pb-8" data-testid="export-links">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="export-heading" className="font-semibold">
            {student ? t("export.studentHeading", { name: name || student }) : t("export.heading")}
          </h2>
          <p className="text-sm text-slate-600">{t("export.hint")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={href("csv")} download className={buttonClass("secondary")} data-testid="export-csv">
            {t("export.csv")}
          </a>
          <a href={href("json")} download className={buttonClass("secondary")} data-testid="export-json">
            {t("export.json")}
          </a>
        </div>
      </div>
    </section>
  );
}
