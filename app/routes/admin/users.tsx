import { redirect } from "react-router";
import type { Route } from "./+types/users";
import { requireUserType } from "~/features/auth/web-session.server";
import { AdminUserAction, AdminUsersQuery, grantEnd } from "~/features/billing/admin-schemas";
import { AdminUsersView } from "~/features/billing/admin-users-view";
import { changeUserType, grantPremium, revokeGrant, searchUsers, userDetail } from "~/features/billing/admin-users.server";
import { flashHeader } from "~/lib/flash.server";
import { parseSubmission, withFormFailure } from "~/lib/action.server";
import { ValidationError } from "~/lib/http.server";
import { formatUtcDate } from "~/lib/format";
import { getI18n } from "~/lib/i18n.server";
import { parseQuery, readForm } from "~/lib/parse.server";

/** /admin/users: search, each user's type and subscription, type changes and complimentary Premium. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserType(context, request, ["admin"]);
  const { q, user } = parseQuery(AdminUsersQuery, request);
  const { t } = getI18n(context);
  const date = (iso: string | null) => (iso ? formatUtcDate(t, iso) : null);
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
      log: detail.log.map((l) => ({
        ...l,
        createdAt: `${formatUtcDate(t, l.createdAt, { time: true })} UTC`,
      })),
    },
    title: t("billing:admin.meta"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }, { name: "robots", content: "noindex" }];

/** One action per form; success goes back to the same view (nothing is lost on refresh) with a toast. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireUserType(context, request, ["admin"]);
  const { submission, refused } = parseSubmission(await readForm(request), AdminUserAction);
  if (refused) return refused;
  const form = submission.value!;
  return withFormFailure(async () => {
    let done: string;
    if (form.intent === "changeType") {
      await changeUserType(admin.id, form.userId, form.userType, form.reason);
      done = "typeChanged";
    } else if (form.intent === "grant") {
      const end = grantEnd(form.endsAt);
      if ("error" in end) throw new ValidationError({ endsAt: [end.error] });
      await grantPremium(admin.id, form.userId, end.endsAt, form.reason);
      done = "granted";
    } else {
      await revokeGrant(admin.id, form.userId, form.grantId, form.reason);
      done = "revoked";
    }
    const back = new URL(request.url);
    back.searchParams.set("user", String(form.userId));
    return redirect(`${back.pathname}${back.search}`, { headers: { "Set-Cookie": await flashHeader(`billing:admin.done.${done}`) } });
  }, submission);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData ? { ...actionData.fieldErrors, ...(actionData.formError ? { form: [actionData.formError] } : {}) } : null;
  return <AdminUsersView {...loaderData} errors={errors} />;
}
