import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { UserType } from "#db/schema";
import { buttonClass } from "~/ui/button";
import { AdminUserPanel, type UserDetailView } from "./admin-user-panel";

type Row = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  subscription: { plan: string | null; lifecycle: string } | null;
  grantEndsAt: string | null;
};

type Props = {
  q: string;
  found: { more: boolean; users: Row[] };
  detail: UserDetailView | null;
  errors: Record<string, string[]> | null;
};

/** The /admin/users page: a search, the users it finds, and the chosen user's panel. */
export function AdminUsersView({ q, found, detail, errors }: Props) {
  const { t } = useTranslation("billing");
  const link = (id: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), user: String(id) })}`;
  return (
    <main className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
        <p className="mt-1 text-slate-600">{t("admin.intro")}</p>
      </header>
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="user-search" className="text-sm font-medium text-slate-700">
            {t("admin.searchLabel")}
          </label>
          <input id="user-search" name="q" type="search" defaultValue={q} maxLength={100} className="rounded-lg border border-slate-300 px-3 py-2 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100" />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("admin.search")}
        </button>
      </Form>

      {detail ? <AdminUserPanel detail={detail} errors={errors} closeTo={q ? `?${new URLSearchParams({ q })}` : "/admin/users"} /> : null}

      {found.users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="users-empty">
          {t("admin.empty")}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="users-table">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">{t("admin.columns.user")}</th>
                <th scope="col" className="px-4 py-3">{t("admin.columns.type")}</th>
                <th scope="col" className="px-4 py-3">{t("admin.columns.subscription")}</th>
                <th scope="col" className="px-4 py-3">{t("admin.columns.premium")}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{t("admin.manage")}</span></th>
              </tr>
            </thead>
            <tbody>
              {found.users.map((u) => (
                <tr key={u.id} className="border-b border-slate-100 last:border-0" data-testid="user-row">
                  <td className="px-4 py-3">
                    <p className="break-all font-medium">{u.username}</p>
                    <p className="break-all text-slate-500">{u.email}</p>
                  </td>
                  <td className="px-4 py-3" data-testid="user-type">{t(`admin.types.${u.userType}`)}</td>
                  <td className="px-4 py-3" data-testid="user-subscription">
                    {u.subscription ? `${u.subscription.plan ? t(`plan.${u.subscription.plan}`) : t("plan.unknown")} · ${u.subscription.lifecycle === "canceling" ? t("admin.canceling") : t(`status.${u.subscription.lifecycle}`)}` : t("admin.none")}
                  </td>
                  <td className="px-4 py-3">{u.grantEndsAt ? t("admin.until", { date: u.grantEndsAt }) : t("admin.none")}</td>
                  <td className="px-4 py-3 text-right">
                    <Link to={link(u.id)} className="font-semibold text-brand-700 hover:underline" aria-label={`${t("admin.manage")}: ${u.username}`}>
                      {t("admin.manage")}
                    </Link>
                    {u.userType === "student" || u.userType === "pre_student" ? (
                      <Link to={`/students/${encodeURIComponent(u.username)}/accommodations`} className="ml-3 font-semibold text-brand-700 hover:underline" aria-label={`${t("accommodations:manage")}: ${u.username}`}>
                        {t("accommodations:manage")}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found.more ? <p className="text-sm text-slate-600">{t("admin.more", { count: found.users.length })}</p> : null}
    </main>
  );
}
