import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/forbidden";
import { requireUser } from "~/features/auth/web-session.server";
import { getI18n } from "~/lib/i18n.server";
import { buttonClass } from "~/ui/button";

/** Where the back office sends signed-in users who are not administrators: a page answered with 403. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.user_type === "admin") throw redirect("/admin");
  return data({ title: getI18n(context).t("admin:forbidden.title") }, { status: 403 });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "403"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function AdminForbidden() {
  const { t } = useTranslation("admin");
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <p className="text-6xl font-black text-brand-600">403</p>
      <h1 className="text-2xl font-bold">{t("forbidden.title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="admin-forbidden">
        {t("forbidden.text")}
      </p>
      <Link to="/profile" className={buttonClass("primary")}>
        {t("forbidden.back")}
      </Link>
    </main>
  );
}
