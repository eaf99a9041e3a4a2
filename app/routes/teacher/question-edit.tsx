import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/question-edit";
import { QuestionFormPart } from "~/features/authoring/form/question-form-part";
import { submitQuestionForm } from "~/features/authoring/form-action.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { previewQuestion, PreviewSchema } from "~/features/authoring/preview.server";
import { recordToInput } from "~/features/authoring/question-json";
import { toFormValues } from "~/features/authoring/question-schema";
import { questionForPage } from "~/features/authoring/page-data.server";
import { mayManage, updateQuestion, workingVersion } from "~/features/authoring/questions.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { getI18n } from "~/lib/i18n.server";
import { pageId } from "~/lib/parse.server";

// The form comes as soon as the page's script runs, in parallel with the rest of the page (decision 0069).
if (typeof document !== "undefined") void QuestionFormPart.preload().catch(() => {});

/**
 * /teacher/questions/:id/edit. A draft is edited in place (by its author or an admin); a published or
 * retired version opens as the next version, and the students' version stays as it is.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  const record = await questionForPage(params.id);
  const { row } = record;
  if (row.status === "superseded") throw data({ detail: "authoring:errors.notLatest" }, { status: 409 });
  if (row.status === "published" || row.status === "retired") {
    const working = await workingVersion(row.identifier);
    if (working) throw redirect(`/teacher/questions/${working.id}/edit`);
  } else if (!mayManage(user, row)) throw data({ detail: "authoring:errors.notYours" }, { status: 403 });
  const defaults = toFormValues(recordToInput(record));
  const i18n = getI18n(context);
  return {
    defaults,
    identifier: row.identifier,
    version: row.version,
    status: row.status,
    locked: row.version > 1 || row.publishedAt !== null || row.status === "published" || row.status === "retired",
    notice:
      row.status === "published" || row.status === "retired"
        ? i18n.t("authoring:form.newVersionNotice", { version: row.version, next: row.version + 1 })
        : row.status === "in_review"
          ? i18n.t("authoring:form.backToDraftNotice")
          : undefined,
    preview: previewQuestion(PreviewSchema.parse(defaults)),
    title: i18n.t("authoring:form.editTitle", { identifier: row.identifier }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Edit question"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const id = pageId(params.id);
  return submitQuestionForm(request, user, (input) => updateQuestion(user, id, input));
}

export default function EditQuestion({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  return (
    <main className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t("form.editTitle", { identifier: loaderData.identifier })}</h1>
          <p className="mt-1 text-slate-600">{t("form.versionLine", { version: loaderData.version, status: t(`status.${loaderData.status}`) })}</p>
        </div>
        <Link to={`/teacher/questions/${params.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("form.backToQuestion")}
        </Link>
      </header>
      <QuestionFormPart
        defaultValue={loaderData.defaults}
        lastResult={actionData?.result}
        initialPreview={loaderData.preview}
        identifierLocked={loaderData.locked}
        notice={loaderData.notice}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
