import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { PublicUser } from "~/lib/user";
import { buttonClass } from "~/ui/button";
import { useDismiss, type DismissedBy } from "~/ui/use-dismiss";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { ProfileMenu } from "./profile-menu";

export function Header({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu and gives focus back to its button; a press outside the header closes it too.
  const closeMenu = useCallback((by: DismissedBy) => {
    setMenuOpen(false);
    if (by === "escape") menuButton.current?.focus();
  }, []);
  useDismiss(headerRef, menuOpen, closeMenu);
  const links = [
    ...(user ? [] : [{ to: "/pricing", label: t("header.pricing") }]),
    { to: "/services", label: t("header.services") },
    { to: "/forum", label: t("bottomNav.forum") },
    { to: "/study", label: t("header.tutor") },
    ...(user
      ? [
          { to: "/video-lesson", label: t("header.lessons") },
          { to: "/plan", label: t("plan:nav") },
        ]
      : []),
    ...(user?.user_type === "student" || user?.user_type === "pre_student" ? [{ to: "/practice", label: t("practice:nav") }] : []),
    ...(user?.user_type === "pre_teacher" || user?.user_type === "admin" ? [{ to: "/teacher/questions", label: t("header.teacher") }] : []),
  ];
  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap" aria-label={t("brand.home")}>
          <Logo />
        </Link>
        <nav aria-label={t("header.mainNav")} className="ml-4 hidden items-center gap-1 xl:flex">
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitcher className="hidden sm:flex" />
          {user ? (
            <>
              <span className="hidden sm:block">
                <Link to="/exams" className={buttonClass("primary", "whitespace-nowrap")}>
                  {t("header.exams")}
                </Link>
              </span>
              <ProfileMenu user={user} />
            </>
          ) : (
            <>
              <span className="hidden sm:block">
                <Link to="/auth/login" className={buttonClass("secondary", "whitespace-nowrap")}>
                  {t("header.signIn")}
                </Link>
              </span>
              <Link to="/auth/signup" className={buttonClass("primary", "whitespace-nowrap")}>
                {t("header.signUp")}
              </Link>
            </>
          )}
          <button
            ref={menuButton}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t("header.toggleMenu")}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 py-3 xl:hidden">
          <nav aria-label={t("header.mobileNav")} className="flex flex-col gap-1" onClick={() => setMenuOpen(false)}>
            {links.map((l) => (
              <Link key={l.to} to={l.to} className="rounded-lg px-3 py-2 font-medium hover:bg-slate-100">
                {l.label}
              </Link>
            ))}
            {user ? (
              <Link to="/exams" className={buttonClass("primary")}>
                {t("header.exams")}
              </Link>
            ) : (
              <Link to="/auth/login" className={buttonClass("secondary")}>
                {t("header.signIn")}
              </Link>
            )}
          </nav>
          <LanguageSwitcher className="mt-3" />
        </div>
      ) : null}
    </header>
  );
}
