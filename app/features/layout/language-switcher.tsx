import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/lib/i18n";

/** Links to the current page in each language; the server remembers the choice in a cookie. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const href = (lng: string) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", lng);
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={t("language.label")} className={`flex items-center gap-1 text-sm ${className}`}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <a
          key={lng}
          href={href(lng)}
          hrefLang={lng}
          lang={lng}
          title={LANGUAGE_NAMES[lng]}
          aria-current={i18n.language === lng ? "true" : undefined}
          className={`rounded px-2 py-1 font-semibold uppercase ${i18n.language === lng ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100"}`}
        >
          <span aria-hidden>{lng}</span>
          <span className="sr-only">{LANGUAGE_NAMES[lng]}</span>
        </a>
      ))}
    </nav>
  );
}
