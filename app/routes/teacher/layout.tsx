import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { countAwaitingReview } from "~/features/authoring/bank.server";
import { requireTeacher, requireTeacherMiddleware } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";

/** Every page under /teacher: teachers and admins only, checked on the server before any loader or action. */
export const middleware: Route.MiddlewareFunction[] = [requireTeacherMiddleware];

// A loader, so that the middleware also runs on client-side navigations between teacher pages.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  return { awaiting: await countAwaitingReview(user.id) };
}

const LINKS = [
  { to: "/teacher/questions", label: "nav.bank", end: true },
  { to: "/teacher/questions/new", label: "nav.new", end: false },
  { to: "/teacher/review", label: "nav.review", end: false, badge: true },
  { to: "/teacher/exams", label: "nav.exams", end: false },
  { to: "/teacher/transfer", label: "nav.transfer", end: false },
] as const;

export default function TeacherLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <aside className="lg:w-52 lg:shrink-0">
        <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("nav.title")}</p>
        <nav aria-label={t("nav.label")}>
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `flex items-center whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {t(l.label)}
                  {"badge" in l && loaderData.awaiting > 0 ? (
                    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="review-badge">
                      <span aria-hidden>{loaderData.awaiting}</span>
                      <span className="sr-only">{t("nav.awaiting", { count: loaderData.awaiting })}</span>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
