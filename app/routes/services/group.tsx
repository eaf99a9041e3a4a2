import { useTranslation } from "react-i18next";
import type { Route } from "./+types/group";
import { Breadcrumb } from "~/features/services/breadcrumb";
import { getGroup } from "~/features/services/catalogue.server";
import { orNotFound, pageLanguage, pageSlug } from "~/features/services/page-data.server";
import { ServiceCard } from "~/features/services/service-card";
import { ServicesError } from "~/features/services/services-error";
import { groupView } from "~/features/services/views";

/** /services/{slug}: one group with a breadcrumb and all its services. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { lng, locale, t } = pageLanguage(context);
  const group = groupView(await orNotFound(() => getGroup(pageSlug(params.slug), lng)), locale, t);
  return { group, title: `${group.title} · ${t("services:meta.suffix")}` };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

export default function ServiceGroupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { group } = loaderData;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-10">
      <Breadcrumb items={[{ to: "/services", label: t("title") }, { label: group.title }]} />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold">{group.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{group.subtitle}</p>
      </header>
      {group.services.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{t("groupEmpty")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("servicesOf", { group: group.title })}>
          {group.services.map((s, i) => (
            <ServiceCard key={s.id} service={s} eager={i < 3} />
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ServicesError error={error} />;
}
