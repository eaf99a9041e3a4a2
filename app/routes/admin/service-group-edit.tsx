import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/service-group-edit";
import { CoverField, LocalizedFields, SlugField } from "~/features/services/admin-fields";
import { catalogueFailure, readCatalogueForm } from "~/features/services/admin-form.server";
import { AdminEditError } from "~/features/services/admin-edit-error";
import { COVER_MAX_MB, GroupFormSchema, SUBTITLE_MAX, TITLE_MAX } from "~/features/services/manage-schemas";
import { groupForEdit, saveGroup } from "~/features/services/manage.server";
import { orNotFound, pageLanguage } from "~/features/services/page-data.server";
import { flashHeader } from "~/lib/flash.server";
import { pageId, readForm } from "~/lib/parse.server";
import { Button, buttonClass } from "~/ui/button";

const editedId = (id: string | undefined) => (id === "new" ? null : pageId(id));

/** /admin/services/groups/new and /admin/services/groups/{id}: a group's texts in three languages, its cover and visibility. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { t } = pageLanguage(context);
  const id = editedId(params.id);
  const group = id === null ? null : await orNotFound(() => groupForEdit(id));
  return { group, title: group ? t("services:admin.editGroup") : t("services:admin.newGroup") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Group"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ request, params }: Route.ActionArgs) {
  const id = editedId(params.id);
  try {
    const { values, slug, cover } = readCatalogueForm(await readForm(request), GroupFormSchema, id === null);
    await saveGroup(id, values, slug, cover);
  } catch (error) {
    return catalogueFailure(error);
  }
  return redirect("/admin/services", { headers: { "Set-Cookie": await flashHeader("services:admin.saved") } });
}

export default function AdminServiceGroupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { group, title } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
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
        <SlugField slug={group?.slug ?? null} errors={errors} prefix="/services/" />
        <LocalizedFields name="title" label={t("admin.fields.title")} value={group?.title} errors={errors} max={TITLE_MAX} />
        <LocalizedFields
          name="subtitle"
          label={t("admin.fields.subtitle")}
          value={group?.subtitle}
          errors={errors}
          max={SUBTITLE_MAX}
          hint={t("admin.fallbackHint")}
        />
        <CoverField cover={group?.cover ?? null} errors={errors} maxMb={COVER_MAX_MB} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hidden" defaultChecked={group?.hidden ?? false} />
          {t("admin.hiddenLabel")}
        </label>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>
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
