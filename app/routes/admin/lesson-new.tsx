import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/lesson-new";
import { requireUser } from "~/features/auth/web-session.server";
import type { LessonFormInitial } from "~/features/lessons/admin/lesson-form";
import { LessonFormPart } from "~/features/lessons/admin/lesson-form-part";
import { readLessonForm } from "~/features/lessons/authoring-form.server";
import { createLesson } from "~/features/lessons/authoring.server";
import { withFormFailure } from "~/lib/action.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";

// The form comes as soon as the page's script runs, in parallel with the rest of the page (decision 0069).
if (typeof document !== "undefined") void LessonFormPart.preload().catch(() => {});

const BLANK: LessonFormInitial = {
  title: "",
  description: "",
  translated: { az: { title: "", description: "", transcript: "" }, ru: { title: "", description: "", transcript: "" } },
  unit: "verbal",
  skill: "",
  durationSeconds: null,
  videoKind: "file",
  videoRef: null,
  transcript: "",
  captionCues: 0,
  published: false,
  questions: [],
};

export async function loader({ context }: Route.LoaderArgs) {
  return { title: getI18n(context).t("lessons:admin.newTitle") };
}

/** Creates the lesson at the end of its unit and goes on to its page, where its video is uploaded. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readLessonForm(request);
  if (form.refused) return form.refused;
  return withFormFailure(async () => {
    const id = await createLesson(user, form.input, form.captions);
    return redirect(`/admin/lessons/${id}`, { headers: { "Set-Cookie": await flashHeader("lessons:admin.created") } });
  }, form.submission);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "New lesson"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function NewLesson({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("lessons");
  return (
    <main className="flex flex-col gap-6">
      <header>
        <Link to="/admin/lessons" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t("admin.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{t("admin.newTitle")}</h1>
      </header>
      <LessonFormPart initial={BLANK} failure={actionData} isNew />
    </main>
  );
}
