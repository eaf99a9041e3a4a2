import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/services";
import { ItemControls } from "~/features/services/admin-item-controls";
import { MoveSchema } from "~/features/services/manage-schemas";
import { catalogueForAdmin, changeItem } from "~/features/services/manage.server";
import { orNotFound, pageLanguage } from "~/features/services/page-data.server";
import { parseInput, readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

/** /admin/services: the catalogue in the back office: order, visibility, and the way to edit or add. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lng, t } = pageLanguage(context);
  return { groups: await catalogueForAdmin(lng), title: t("services:admin.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Catalogue"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  await orNotFound(async () => changeItem(parseInput(MoveSchema, form)));
  return redirect("/admin/services");
}

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { groups } = loaderData;
  const hiddenBadge = <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t("admin.hidden")}</span>;
  return (
    <main className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
          <p className="mt-1 text-slate-600">{t("admin.intro")}</p>
        </div>
        <Link to="/admin/services/groups/new" className={buttonClass("primary")}>
          {t("admin.addGroup")}
        </Link>
      </header>
      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{t("admin.empty")}</p>
      ) : null}
      {groups.map((g, gi) => (
        <section key={g.id} aria-labelledby={`admin-group-${g.id}`} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="admin-group">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`admin-group-${g.id}`} className="flex items-center gap-2 text-lg font-semibold">
              {g.title} {g.hidden ? hiddenBadge : null}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <ItemControls kind="group" id={g.id} title={g.title} hidden={g.hidden} first={gi === 0} last={gi === groups.length - 1} />
              <Link
                to={`/admin/services/groups/${g.id}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
                aria-label={t("admin.editOf", { title: g.title })}
              >
                {t("admin.edit")}
              </Link>
            </div>
          </div>
          <ul className="mt-3 flex flex-col divide-y divide-slate-100">
            {g.services.map((s, si) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex items-center gap-2 text-sm">
                  {s.title}
                  {s.status === "soon" ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("soon")}</span> : null}
                  {s.hidden ? hiddenBadge : null}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <ItemControls kind="service" id={s.id} title={s.title} hidden={s.hidden} first={si === 0} last={si === g.services.length - 1} />
                  <Link
                    to={`/admin/services/${s.id}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                    aria-label={t("admin.editOf", { title: s.title })}
                  >
                    {t("admin.edit")}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
          <Link to={`/admin/services/new?group=${g.id}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
            + {t("admin.addService")}
          </Link>
        </section>
      ))}
    </main>
  );
}
