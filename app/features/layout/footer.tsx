import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CookieSettingsButton } from "~/features/analytics";
import { Logo } from "./logo";

const PAGES = ["pricing", "about", "contact", "faq", "support", "privacy"] as const;

/** Footer: the information pages, /terms in a new tab, phone and support e-mail from configuration. */
export function Footer({ support }: { support: { email: string; phone: string } }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <Logo />
          </div>
          <p className="text-sm text-slate-600">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.company")} className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{t("footer.company")}</h2>
          {PAGES.map((p) => (
            <Link key={p} to={`/${p}`} className="text-slate-600 hover:text-brand-700">
              {t(`footer.links.${p}`)}
            </Link>
          ))}
          <a href="/terms" target="_blank" rel="noopener" className="text-slate-600 hover:text-brand-700">
            {t("footer.links.terms")}
            <span className="sr-only"> ({t("footer.newTab")})</span>
          </a>
        </nav>
        <div className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{t("footer.community")}</h2>
          <Link to="/support#status" className="text-slate-600 hover:text-brand-700">
            {t("footer.status")}
          </Link>
          <Link to="/terms#community" className="text-slate-600 hover:text-brand-700">
            {t("footer.guidelines")}
          </Link>
          <Link to="/privacy#cookies" className="text-slate-600 hover:text-brand-700">
            {t("footer.cookies")}
          </Link>
          <CookieSettingsButton className="self-start text-left text-slate-600 hover:text-brand-700" />
          <p className="mt-2 text-slate-500">{t("footer.appsSoon")}</p>
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-slate-900">{t("footer.contact")}</h2>
          <a href={`tel:${support.phone.replace(/\s+/g, "")}`} className="text-slate-600 hover:text-brand-700" data-testid="footer-phone">
            {support.phone}
          </a>
          <a href={`mailto:${support.email}`} className="text-slate-600 hover:text-brand-700" data-testid="footer-email">
            {support.email}
          </a>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
