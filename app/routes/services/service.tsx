import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/service";
import { displayName } from "~/lib/user";
import { optionalUser } from "~/features/auth/web-session.server";
import { Breadcrumb } from "~/features/services/breadcrumb";
import { CallbackForm } from "~/features/services/callback-form";
import { isFormFailure } from "~/lib/form-failure";
import { getService } from "~/features/services/catalogue.server";
import { CoverPicture } from "~/features/services/cover-picture";
import { paragraphs } from "~/features/services/localize";
import { orNotFound, pageLanguage, pageSlug } from "~/features/services/page-data.server";
import { ServicesError } from "~/features/services/services-error";
import { submitCallbackForm } from "~/features/services/submit.server";
import { UnderConstruction } from "~/features/services/under-construction";
import { groupHref, serviceView } from "~/features/services/views";
import { readForm } from "~/lib/parse.server";

/** /services/{service}/form: the service's description and price, and its callback form (or "under construction"). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { lng, locale, t } = pageLanguage(context);
  const service = serviceView(await orNotFound(() => getService(pageSlug(params.slug), lng)), locale, t);
  const user = optionalUser(context);
  return { service, defaultName: user ? displayName(user, "") : "", title: `${service.title} · ${t("services:meta.suffix")}` };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

/** Accepted: back to the catalogue, which says the request arrived (a panel that stays, not a toast); refused: the reason, with the form as typed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const slug = pageSlug(params.slug);
  const result = await submitCallbackForm(request, context, slug, await readForm(request));
  if ("ok" in result) return redirect("/services?sent=1");
  return result;
}

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { service, defaultName } = loaderData;
  const failure = isFormFailure(actionData) ? actionData : null;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-10">
      <Breadcrumb
        items={[{ to: "/services", label: t("title") }, { to: groupHref(service.group.slug), label: service.group.title }, { label: service.title }]}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <article className="flex flex-col gap-4" aria-labelledby="service-title">
          <CoverPicture cover={service.cover} sizes="(min-width: 1024px) 640px, 100vw" eager className="rounded-2xl" />
          <h1 id="service-title" className="text-3xl font-bold">
            {service.title}
          </h1>
          <p className="text-lg text-slate-600">{service.subtitle}</p>
          <p className="text-xl font-semibold" data-testid="service-price">
            {service.status === "soon" ? t("soon") : service.priceText}
          </p>
          <div className="flex flex-col gap-3 text-slate-700">
            {paragraphs(service.description).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>
        <aside className="self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          {service.status === "soon" ? <UnderConstruction /> : <CallbackForm key={service.slug} defaultName={defaultName} failure={failure} />}
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ServicesError error={error} />;
}
