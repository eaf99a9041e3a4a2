import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/transfer";
import { requireTeacher } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { importBank } from "~/features/authoring/transfer/import.server";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

/** The largest file taken (about 2,000 questions with figures). */
const MAX_BYTES = 5 * 1024 * 1024;

/** /teacher/transfer: export the bank as JSON in the content format, and import such a file (all or nothing). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireTeacher(context, request);
  return { title: getI18n(context).t("authoring:transfer.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Import / export"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const file = (await readForm(request)).get("file");
  if (!(file instanceof File) || file.size === 0)
    return data(
      { ok: false as const, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.noFile" }] },
      { status: 400 },
    );
  if (file.size > MAX_BYTES)
    return data(
      { ok: false as const, problems: [{ item: null, line: null, identifier: null, field: null, message: "authoring:transfer.errors.tooLarge" }] },
      { status: 413 },
    );
  const result = await importBank(user, await file.text());
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Transfer({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <main className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t("transfer.title")}</h1>
        <p className="mt-1 text-slate-600">{t("transfer.intro")}</p>
      </header>
      <section aria-labelledby="export-title" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="export-title" className="font-semibold">
          {t("transfer.exportTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("transfer.exportText")}</p>
        <a href="/teacher/transfer/export" download className={buttonClass("secondary", "self-start")}>
          {t("transfer.exportAll")}
        </a>
      </section>
      <section aria-labelledby="import-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="import-title" className="font-semibold">
          {t("transfer.importTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("transfer.importText")}</p>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
          <label htmlFor="import-file" className="text-sm font-medium text-slate-700">
            {t("transfer.file")}
          </label>
          <input id="import-file" name="file" type="file" accept=".json,application/json" required className="text-sm" />
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? t("transfer.importing") : t("transfer.import")}
          </button>
        </Form>
        {actionData?.ok ? (
          <div role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="import-report">
            {t("transfer.done", actionData.report)}
          </div>
        ) : actionData ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="import-problems">
            <p className="font-semibold">{t("transfer.refused", { count: actionData.problems.length })}</p>
            <ul className="mt-2 flex max-h-96 list-disc flex-col gap-1 overflow-y-auto pl-5">
              {actionData.problems.slice(0, 200).map((p, i) => (
                <li key={i}>
                  {[
                    p.item !== null ? t("transfer.item", { n: p.item }) : null,
                    p.line !== null ? t("transfer.line", { n: p.line }) : null,
                    p.identifier,
                    p.field,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                  {p.item !== null || p.line !== null ? ": " : ""}
                  {t(p.message, { ns: "common" })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
