import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireBackOfficeMiddleware, sectionsFor } from "~/features/admin/guard.server";
import { requireUser } from "~/features/auth/web-session.server";
import { ErrorScreen } from "~/features/layout/error-screen";
import { countNewRequests } from "~/features/services/inbox.server";
import { getI18n } from "~/lib/i18n.server";

/** Every page under /admin: its section's roles (administrators only unless nav.ts says more), checked on the server before any child loader or action. */
export const middleware: Route.MiddlewareFunction[] = [requireBackOfficeMiddleware];

// A loader, so that the middleware also runs on client-side navigations between admin pages.
export async function loader({ context, request }: Route.LoaderArgs) {
  const sections = sectionsFor(requireUser(context, request).user_type);
  const counts = sections.some((s) => "badge" in s && s.badge === "newRequests");
  return { title: getI18n(context).t("admin:meta"), sections, badges: { newRequests: counts ? await countNewRequests() : 0 } };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("title")}</p>
        <nav aria-label={t("nav.label")}>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {loaderData.sections.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.end}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {t(s.label)}
                  {"badge" in s && loaderData.badges[s.badge] > 0 ? (
                    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid={`admin-badge-${s.badge}`}>
                      <span aria-hidden>{loaderData.badges[s.badge]}</span>
                      <span className="sr-only">{t("services:admin.nav.newCount", { count: loaderData.badges[s.badge] })}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
