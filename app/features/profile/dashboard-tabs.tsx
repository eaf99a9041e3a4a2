import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";

export const TABS = ["overview", "history", "achievements"] as const;
export type TabId = (typeof TABS)[number];

export function parseTab(value: string | null): TabId {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as TabId) : "overview";
}

/** The URL of a tab: the current query with ?tab= replaced, so a reload keeps the tab (and its page). */
function tabSearch(search: string, tab: TabId) {
  const params = new URLSearchParams(search);
  params.set("tab", tab);
  return `?${params.toString()}`;
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation) whose state is ?tab= in the URL.
 * Arrow keys, Home and End move between tabs; each tab is also a plain link, so it works before
 * the page's scripts have loaded.
 */
export function DashboardTabs({ active, panel }: { active: TabId; panel: ReactNode }) {
  const { t } = useTranslation("profile");
  const location = useLocation();
  const navigate = useNavigate();
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const go = (tab: TabId) => {
    navigate(tabSearch(location.search, tab), { replace: true, preventScrollReset: true });
    refs.current[tab]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(active);
    const target =
      e.key === "ArrowRight"
        ? TABS[(i + 1) % TABS.length]
        : e.key === "ArrowLeft"
          ? TABS[(i - 1 + TABS.length) % TABS.length]
          : e.key === "Home"
            ? TABS[0]
            : e.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (target) {
      e.preventDefault();
      go(target);
    } else if (e.key === " ") {
      e.preventDefault();
      go(active);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t("tabs.label")} className="flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const selected = tab === active;
          return (
            <Link
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              to={tabSearch(location.search, tab)}
              replace
              preventScrollReset
              role="tab"
              id={`tab-${tab}`}
              aria-selected={selected}
              aria-controls={selected ? `panel-${tab}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2.5 sm:px-4 text-sm font-semibold ${
                selected ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {t(`tabs.${tab}`)}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0} className="focus-visible:outline-offset-4">
        {panel}
      </div>
    </div>
  );
}
