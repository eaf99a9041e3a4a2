import { data, redirect } from "react-router";
import type { Route } from "./+types/users";
import { requireUserType } from "~/features/auth/web-session.server";
import { AdminUserAction, AdminUsersQuery, grantEnd } from "~/features/billing/admin-schemas";
import { AdminUsersView } from "~/features/billing/admin-users-view";
import { changeUserType, grantPremium, revokeGrant, searchUsers, userDetail } from "~/features/billing/admin-users.server";
import { flashHeader } from "~/lib/flash.server";
import { HttpError, ValidationError } from "~/lib/http.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { zodFieldErrors } from "~/lib/input";
import { parseQuery, readForm } from "~/lib/parse.server";

/** /admin/users: search, each user's type and subscription, type changes and complimentary Premium. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserType(context, request, ["admin"]);
  const { q, user } = parseQuery(AdminUsersQuery, request);
  const format = new Intl.DateTimeFormat(getLocale(context), { dateStyle: "medium", timeZone: "UTC" });
  const date = (iso: string | null) => (iso ? format.format(new Date(iso)) : null);
  const found = await searchUsers(q);
  const detail = user ? await userDetail(user) : null;
  return {
    q,
    found: { ...found, users: found.users.map((u) => ({ ...u, grantEndsAt: date(u.grantEndsAt) })) },
    detail: detail && {
      ...detail,
      user: { ...detail.user, createdAt: date(detail.user.createdAt) },
      subscriptions: detail.subscriptions.map((s) => ({ ...s, currentPeriodEnd: date(s.currentPeriodEnd), graceEndsAt: date(s.graceEndsAt) })),
      // The last day of Premium (a grant ends at midnight after it).
      grants: detail.grants.map((g) => ({ ...g, lastDay: date(new Date(new Date(g.endsAt).getTime() - 1).toISOString()) })),
      log: detail.log.map((l) => ({ ...l, createdAt: `${new Intl.DateTimeFormat(getLocale(context), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(l.createdAt))} UTC` })),
    },
    title: getI18n(context).t("billing:admin.meta"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }, { name: "robots", content: "noindex" }];

/** One action per form; success goes back to the same view (nothing is lost on refresh) with a toast. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireUserType(context, request, ["admin"]);
  const parsed = AdminUserAction.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ errors: zodFieldErrors(parsed.error) }, { status: 400 });
  const form = parsed.data;
  try {
    let done: string;
    if (form.intent === "changeType") {
      await changeUserType(admin.id, form.userId, form.userType, form.reason);
      done = "typeChanged";
    } else if (form.intent === "grant") {
      const end = grantEnd(form.endsAt);
      if ("error" in end) return data({ errors: { endsAt: [end.error] } }, { status: 400 });
      await grantPremium(admin.id, form.userId, end.endsAt, form.reason);
      done = "granted";
    } else {
      await revokeGrant(admin.id, form.userId, form.grantId, form.reason);
      done = "revoked";
    }
    const back = new URL(request.url);
    back.searchParams.set("user", String(form.userId));
    return redirect(`${back.pathname}${back.search}`, { headers: { "Set-Cookie": await flashHeader(`billing:admin.done.${done}`) } });
  } catch (error) {
    if (error instanceof ValidationError) return data({ errors: error.fields }, { status: 400 });
    if (error instanceof HttpError) return data({ errors: { form: [error.detail] } }, { status: error.status });
    throw error;
  }
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminUsersView {...loaderData} errors={actionData?.errors ?? null} />;
}
