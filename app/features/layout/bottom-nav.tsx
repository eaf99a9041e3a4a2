import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

const TABS = [
  { to: "/exams", key: "study", icon: "M4 5h16v14H4zM8 9h8M8 13h5" },
  { to: "/forum", key: "forum", icon: "M4 5h16v10H9l-5 4z" },
  { to: "/profile", key: "profile", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" },
] as const;

/** Mobile bottom navigation: study, forum, profile. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("bottomNav.label")} className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t border-slate-200 bg-white md:hidden">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? "text-brand-700" : "text-slate-600"}`}
        >
          <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <path d={tab.icon} />
          </svg>
          {t(`bottomNav.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
