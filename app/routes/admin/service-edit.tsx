import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/service-edit";
import { CoverField, LocalizedFields, SlugField } from "~/features/services/admin-fields";
import { AdminEditError } from "~/features/services/admin-edit-error";
import { catalogueFailure, readCatalogueForm } from "~/features/services/admin-form.server";
import { COVER_MAX_MB, DESCRIPTION_MAX, PRICE_UNITS, SERVICE_STATUSES, ServiceFormSchema, SUBTITLE_MAX, TITLE_MAX } from "~/features/services/manage-schemas";
import { catalogueForAdmin, saveService, serviceForEdit } from "~/features/services/manage.server";
import { orNotFound, pageLanguage } from "~/features/services/page-data.server";
import { flashHeader } from "~/lib/flash.server";
import { pageId, readForm } from "~/lib/parse.server";
import { Button, buttonClass } from "~/ui/button";
import { Field } from "~/ui/field";
import { Select } from "~/ui/select";

const editedId = (id: string | undefined) => (id === "new" ? null : pageId(id));

/** /admin/services/new?group=… and /admin/services/{id}: a service's texts, group, price, status, cover and visibility. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { lng, t } = pageLanguage(context);
  const id = editedId(params.id);
  const service = id === null ? null : await orNotFound(() => serviceForEdit(id));
  const groups = (await catalogueForAdmin(lng)).map((g) => ({ id: g.id, title: g.title }));
  const askedGroup = Number(new URL(request.url).searchParams.get("group"));
  const group = service?.groupId ?? (groups.some((g) => g.id === askedGroup) ? askedGroup : (groups[0]?.id ?? null));
  return { service, groups, group, title: service ? t("services:admin.editService") : t("services:admin.newService") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Service"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ request, params }: Route.ActionArgs) {
  const id = editedId(params.id);
  try {
    const { values, slug, cover } = readCatalogueForm(await readForm(request), ServiceFormSchema, id === null);
    await saveService(id, values, slug, cover);
  } catch (error) {
    return catalogueFailure(error);
  }
  return redirect("/admin/services", { headers: { "Set-Cookie": await flashHeader("services:admin.saved") } });
}

export default function AdminServiceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["services", "common"]);
  const { service, groups, group, title } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const message = (name: string) => (errors[name]?.[0] ? t(errors[name][0], { ns: "common" }) : null);
  return (
    <main className="flex flex-col gap-4">
      <Link to="/admin/services" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("admin.back")}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      {Object.keys(errors).length ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t("admin.fixErrors")}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5">
        <SlugField slug={service?.slug ?? null} errors={errors} prefix="/services/" suffix="/form" />
        <Select id="field-group" name="group" label={t("admin.fields.group")} error={message("group")} defaultValue={group ?? ""}>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </Select>
        <LocalizedFields name="title" label={t("admin.fields.title")} value={service?.title} errors={errors} max={TITLE_MAX} />
        <LocalizedFields
          name="subtitle"
          label={t("admin.fields.subtitle")}
          value={service?.subtitle}
          errors={errors}
          max={SUBTITLE_MAX}
          hint={t("admin.fallbackHint")}
        />
        <LocalizedFields
          name="description"
          label={t("admin.fields.description")}
          value={service?.description}
          errors={errors}
          max={DESCRIPTION_MAX}
          multiline
          hint={t("admin.descriptionHint")}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id="field-price"
            name="price"
            label={t("admin.fields.price")}
            hint={t("admin.priceHint")}
            error={message("price")}
            inputMode="decimal"
            maxLength={12}
            defaultValue={service?.price ?? ""}
          />
          <Select id="field-unit" name="unit" label={t("admin.fields.unit")} defaultValue={service?.unit ?? "fixed"}>
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`admin.units.${u}`)}
              </option>
            ))}
          </Select>
          <Select id="field-status" name="status" label={t("admin.fields.status")} defaultValue={service?.status ?? "open"}>
            {SERVICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <CoverField cover={service?.cover ?? null} errors={errors} maxMb={COVER_MAX_MB} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hidden" defaultChecked={service?.hidden ?? false} />
          {t("admin.hiddenLabel")}
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving || groups.length === 0}>
            {saving ? t("admin.saving") : t("admin.save")}
          </Button>
          <Link to="/admin/services" className={buttonClass("secondary")}>
            {t("admin.cancel")}
          </Link>
        </div>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminEditError error={error} />;
}
