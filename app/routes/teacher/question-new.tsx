import { useTranslation } from "react-i18next";
import type { Route } from "./+types/question-new";
import { QuestionFormPart } from "~/features/authoring/form/question-form-part";
import { submitQuestionForm } from "~/features/authoring/form-action.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { previewQuestion, PreviewSchema } from "~/features/authoring/preview.server";
import { emptyQuestion, toFormValues } from "~/features/authoring/question-schema";
import { createQuestion } from "~/features/authoring/questions.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { getI18n } from "~/lib/i18n.server";

// The form comes as soon as the page's script runs, in parallel with the rest of the page (decision 0069).
if (typeof document !== "undefined") void QuestionFormPart.preload().catch(() => {});

/** /teacher and /teacher/questions/new: "Create SAT Question" (spec part 2, teacher page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireTeacher(context, request);
  const test = new URL(request.url).searchParams.get("test") === "verbal" ? "verbal" : "math";
  const defaults = toFormValues(emptyQuestion(test));
  return { defaults, preview: previewQuestion(PreviewSchema.parse(defaults)), title: getI18n(context).t("authoring:form.createTitle") };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Create SAT Question"} · SAT Lingo` },
  { name: "robots", content: "noindex" },
];

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  return submitQuestionForm(request, user, (input) => createQuestion(user, input));
}

export default function NewQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  return (
    <main className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t("form.createTitle")}</h1>
        <p className="mt-1 text-slate-600">{t("form.createIntro")}</p>
      </header>
      <QuestionFormPart defaultValue={loaderData.defaults} lastResult={actionData?.result} initialPreview={loaderData.preview} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
