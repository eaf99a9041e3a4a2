import { useTranslation } from "react-i18next";
import { Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/request";
import { requireUser } from "~/features/auth/web-session.server";
import { NOTES_MAX, REQUEST_STATUSES, RequestUpdateSchema } from "~/features/services/inbox-schemas";
import { getRequest, updateRequest } from "~/features/services/inbox.server";
import { inboxItem } from "~/features/services/inbox-view";
import { orNotFound, pageLanguage } from "~/features/services/page-data.server";
import { StatusBadge } from "~/features/services/status-badge";
import { flashHeader } from "~/lib/flash.server";
import { withFormFailure } from "~/lib/action.server";
import { pageId, parseInput, readForm } from "~/lib/parse.server";
import { Button, buttonClass } from "~/ui/button";

/** /admin/requests/{id}: one callback request, its status and notes (administrators; the layout checks). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { lng, t } = pageLanguage(context);
  const item = inboxItem(await orNotFound(() => getRequest(pageId(params.id), lng)), t);
  return { item, title: t("services:inbox.requestTitle", { id: item.id }) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Request"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireUser(context, request);
  const id = pageId(params.id);
  const form = await readForm(request);
  return withFormFailure(async () => {
    const update = parseInput(RequestUpdateSchema, { status: form.get("status") ?? undefined, notes: form.get("notes") ?? undefined });
    await orNotFound(() => updateRequest(id, update, admin.id));
    return redirect("/admin/requests", { headers: { "Set-Cookie": await flashHeader("services:inbox.saved") } });
  });
}

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["services", "common"]);
  const { item } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = actionData?.fieldErrors ?? {};
  const error = (field: string) => (errors[field]?.[0] ? t(errors[field][0], { ns: "common" }) : null);
  return (
    <main className="flex flex-col gap-4">
      <Link to="/admin/requests" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("inbox.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("inbox.requestTitle", { id: item.id })}</h1>
        <StatusBadge status={item.status} />
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm">
        <dt className="text-slate-500">{t("inbox.service")}</dt>
        <dd className="font-semibold">{item.service.title}</dd>
        <dt className="text-slate-500">{t("inbox.phone")}</dt>
        <dd>
          <a href={`tel:${item.phone}`} className="text-lg font-semibold text-brand-700 hover:underline">
            {item.phoneText}
          </a>
        </dd>
        <dt className="text-slate-500">{t("inbox.name")}</dt>
        <dd className="break-words">{item.name || <span className="text-slate-400">{t("inbox.noName")}</span>}</dd>
        <dt className="text-slate-500">{t("inbox.time")}</dt>
        <dd>{t(`form.times.${item.preferredTime}`)}</dd>
        {item.message ? (
          <>
            <dt className="text-slate-500">{t("inbox.message")}</dt>
            <dd className="whitespace-pre-wrap break-words">{item.message}</dd>
          </>
        ) : null}
        <dt className="text-slate-500">{t("inbox.received")}</dt>
        <dd>
          {item.received}
          {item.repeats > 0 ? ` · ${t("inbox.askedTimesLast", { count: item.repeats + 1, date: item.lastAsked })}` : ""}
        </dd>
        <dt className="text-slate-500">{t("inbox.source")}</dt>
        <dd>
          {t(`inbox.sources.${item.source === "api" ? "api" : "web"}`, { language: item.language })}
          {item.account ? ` · ${t("inbox.account", { user: item.account })}` : ""}
        </dd>
        {item.handledBy ? (
          <>
            <dt className="text-slate-500">{t("inbox.handledBy")}</dt>
            <dd>{t("inbox.handledByOn", { user: item.handledBy, date: item.handled })}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("inbox.statusLabel")}</legend>
          <div className="flex flex-wrap gap-4">
            {REQUEST_STATUSES.map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="radio" name="status" value={s} defaultChecked={item.status === s} />
                {t(`inbox.status.${s}`)}
              </label>
            ))}
          </div>
          {error("status") ? <p className="text-sm text-red-600">{error("status")}</p> : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="request-notes" className="text-sm font-medium text-slate-700">
            {t("inbox.notes")}
          </label>
          <textarea
            id="request-notes"
            name="notes"
            rows={5}
            maxLength={NOTES_MAX}
            defaultValue={item.notes}
            aria-invalid={error("notes") ? true : undefined}
            aria-describedby={error("notes") ? "request-notes-error" : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
          {error("notes") ? (
            <p id="request-notes-error" className="text-sm text-red-600">
              {error("notes")}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={saving} className="self-start">
          {saving ? t("inbox.saving") : t("inbox.save")}
        </Button>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("services");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold">{missing ? t("inbox.missingTitle") : t("errors.title")}</h1>
      <p role="alert" className="text-slate-700">
        {missing ? t("inbox.missing") : t("errors.text")}
      </p>
      <Link to="/admin/requests" className={buttonClass("secondary")}>
        {t("inbox.back")}
      </Link>
    </main>
  );
}
