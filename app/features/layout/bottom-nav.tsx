import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useRootData } from "~/root";

const TABS = [
  { to: "/exams", key: "study", icon: "M4 5h16v14H4zM8 9h8M8 13h5" },
  { to: "/forum", key: "forum", icon: "M4 5h16v10H9l-5 4z" },
  { to: "/profile", key: "profile", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" },
] as const;
/** Skill practice, for signed-in students (after study). */
const PRACTICE_TAB = { to: "/practice", key: "practice:nav", icon: "M9 11l3 3 8-8M20 12v7H4V5h11" } as const;

/** Mobile bottom navigation: study, (practice for students,) forum, profile. */
export function BottomNav() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const student = user?.user_type === "student" || user?.user_type === "pre_student";
  const tabs = student ? [TABS[0], PRACTICE_TAB, ...TABS.slice(1)] : TABS;
  return (
    <nav
      aria-label={t("bottomNav.label")}
      className={`fixed inset-x-0 bottom-0 z-30 grid ${student ? "grid-cols-4" : "grid-cols-3"} border-t border-slate-200 bg-white md:hidden`}
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? "text-brand-700" : "text-slate-600"}`}
        >
          <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <path d={tab.icon} />
          </svg>
          {t(tab.key.includes(":") ? tab.key : `bottomNav.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
