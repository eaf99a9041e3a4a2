import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { UserType } from "#db/schema";
import { buttonClass } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
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
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="rounded-lg border border-slate-300 px-3 py-2 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("admin.search")}
        </button>
      </Form>

      {detail ? <AdminUserPanel detail={detail} errors={errors} closeTo={q ? `?${new URLSearchParams({ q })}` : "/admin/users"} /> : null}

      <DataTable
        caption={t("admin.title")}
        testId="users-table"
        headerStyle="caps"
        rows={found.users}
        rowKey={(u) => u.id}
        rowTestId="user-row"
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="users-empty">
            {t("admin.empty")}
          </p>
        }
        columns={[
          {
            id: "user",
            header: t("admin.columns.user"),
            className: "min-w-48",
            cell: (u) => (
              <>
                <p className="break-all font-medium">{u.username}</p>
                <p className="break-all text-slate-500">{u.email}</p>
              </>
            ),
          },
          { id: "type", header: t("admin.columns.type"), cellTestId: "user-type", cell: (u) => t(`admin.types.${u.userType}`) },
          {
            id: "subscription",
            header: t("admin.columns.subscription"),
            cellTestId: "user-subscription",
            cell: (u) =>
              u.subscription
                ? `${u.subscription.plan ? t(`plan.${u.subscription.plan}`) : t("plan.unknown")} · ${u.subscription.lifecycle === "canceling" ? t("admin.canceling") : t(`status.${u.subscription.lifecycle}`)}`
                : t("admin.none"),
          },
          { id: "premium", header: t("admin.columns.premium"), cell: (u) => (u.grantEndsAt ? t("admin.until", { date: u.grantEndsAt }) : t("admin.none")) },
          {
            id: "manage",
            header: t("admin.manage"),
            hideHeader: true,
            align: "end",
            cell: (u) => (
              <>
                <Link to={link(u.id)} className="font-semibold text-brand-700 hover:underline" aria-label={`${t("admin.manage")}: ${u.username}`}>
                  {t("admin.manage")}
                </Link>
                {u.userType === "student" || u.userType === "pre_student" ? (
                  <Link
                    to={`/students/${encodeURIComponent(u.username)}/accommodations`}
                    className="ml-3 font-semibold text-brand-700 hover:underline"
                    aria-label={`${t("accommodations:manage")}: ${u.username}`}
                  >
                    {t("accommodations:manage")}
                  </Link>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {found.more ? <p className="text-sm text-slate-600">{t("admin.more", { count: found.users.length })}</p> : null}
    </main>
  );
}
