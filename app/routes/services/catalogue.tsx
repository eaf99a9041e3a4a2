import { useTranslation } from "react-i18next";
import type { Route } from "./+types/catalogue";
import { listCatalogue } from "~/features/services/catalogue.server";
import { GroupCard } from "~/features/services/group-card";
import { groupView } from "~/features/services/views";
import { ServicesError } from "~/features/services/services-error";
import { pageLanguage } from "~/features/services/page-data.server";

/** /services: the catalogue, one card per group with its first four services (part 1, "Services"). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { lng, locale, t } = pageLanguage(context);
  const groups = (await listCatalogue(lng)).map((g) => groupView(g, locale, t));
  // ?sent=1: a callback request was just accepted (the service page's action sends the visitor here).
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { groups, sent, title: t("services:meta.catalogue") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

export default function ServicesCatalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { groups, sent } = loaderData;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 pb-24 md:pb-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-lg text-slate-600">{t("intro")}</p>
      </header>
      {sent ? (
        <p role="status" className="rounded-2xl border border-green-200 bg-green-50 px-5 py-4 font-medium text-green-900" data-testid="request-sent">
          {t("form.success")}
        </p>
      ) : null}
      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="services-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g, i) => (
            <GroupCard key={g.id} group={g} eager={i < 2} />
          ))}
        </div>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ServicesError error={error} />;
}
