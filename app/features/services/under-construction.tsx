import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

/** The placeholder of a service that is not open for requests yet. */
export function UnderConstruction() {
  const { t } = useTranslation("services");
  return (
    <section className="flex flex-col items-start gap-3" aria-labelledby="construction-heading" data-testid="under-construction">
      <svg
        aria-hidden
        width="48"
        height="48"
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        className="text-amber-500"
        strokeLinejoin="round"
      >
        <path d="M24 6 L44 40 H4 Z" />
        <path d="M24 19 V29 M24 34 V35" strokeLinecap="round" />
      </svg>
      <h2 id="construction-heading" className="text-lg font-bold">
        {t("construction.title")}
      </h2>
      <p className="text-slate-700">{t("construction.text")}</p>
      <Link to="/services" className={buttonClass("secondary")}>
        {t("construction.back")}
      </Link>
    </section>
  );
}
