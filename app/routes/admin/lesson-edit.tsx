import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/lesson-edit";
import { LessonFormPart } from "~/features/lessons/admin/lesson-form-part";
import { VideoPreview } from "~/features/lessons/admin/video-preview";
import { VideoUploader } from "~/features/lessons/admin/video-uploader";
import { readLessonForm } from "~/features/lessons/authoring-form.server";
import { lessonForEdit, updateLesson } from "~/features/lessons/authoring.server";
import { withFormFailure, withPageError } from "~/lib/action.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { pageId } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

// The form comes as soon as the page's script runs, in parallel with the rest of the page (decision 0069).
if (typeof document !== "undefined") void LessonFormPart.preload().catch(() => {});

/** A lesson in the back office, the answer key included (teachers and administrators only: the layout checks). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lesson = await withPageError(() => lessonForEdit(pageId(params.lessonId)));
  return { lesson, title: getI18n(context).t("lessons:admin.editTitle", { title: lesson.title }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = pageId(params.lessonId);
  const form = await readLessonForm(request);
  if (form.refused) return form.refused;
  return withFormFailure(async () => {
    await updateLesson(id, form.input, form.captions);
    return redirect(`/admin/lessons/${id}`, { headers: { "Set-Cookie": await flashHeader("lessons:admin.saved") } });
  }, form.submission);
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Lesson"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function EditLesson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("lessons");
  const { lesson } = loaderData;
  // Built once per loaded lesson: the form, rendered by the server, is left as it is until its module has come (decision 0069).
  const { initial, videoSlot } = useMemo(() => {
    const translated = (lng: "az" | "ru") => ({
      title: lesson.translations[lng]?.title ?? "",
      description: lesson.translations[lng]?.description ?? "",
      transcript: lesson.translations[lng]?.transcript ?? "",
    });
    // A quiz question's translation is stored by its position (decision 0043): the form keeps it with its question.
    const questionIn = (lng: "az" | "ru", i: number) => {
      const q = lesson.translations[lng]?.quiz?.[i];
      const [a = "", b = "", c = "", d = ""] = q?.options ?? [];
      return { text: q?.text ?? "", a, b, c, d, explanation: q?.explanation ?? "" };
    };
    const initial = {
      title: lesson.title,
      description: lesson.description,
      translated: { az: translated("az"), ru: translated("ru") },
      unit: lesson.unit,
      skill: lesson.skill,
      durationSeconds: lesson.durationSeconds,
      videoKind: lesson.videoKind,
      videoRef: lesson.videoRef,
      transcript: lesson.transcript,
      captionCues: lesson.captionCues,
      published: lesson.published,
      questions: lesson.questions.map((q, i) => ({
        id: q.id,
        text: q.questionText,
        a: q.optionA,
        b: q.optionB,
        c: q.optionC,
        d: q.optionD,
        correct: q.correctOption,
        explanation: q.explanation,
        az: questionIn("az", i),
        ru: questionIn("ru", i),
      })),
    };
    return { initial, videoSlot: <VideoUploader lessonId={lesson.id} /> };
  }, [lesson]);
  return (
    <main className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/admin/lessons" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t("admin.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t("admin.editTitle", { title: lesson.title })}</h1>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${lesson.published ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
          >
            {lesson.published ? t("admin.published") : t("admin.draft")}
          </span>
        </div>
        {lesson.seedHash ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("admin.seeded")}</p> : null}
      </header>
      <section aria-labelledby="preview-title" className="flex flex-col gap-2">
        <h2 id="preview-title" className="font-semibold">
          {t("admin.preview")}
        </h2>
        <VideoPreview
          key={`${lesson.videoKind}:${lesson.videoRef}`}
          lessonId={lesson.id}
          kind={lesson.videoKind}
          videoRef={lesson.videoRef}
          hasCaptions={lesson.captionCues > 0}
          title={lesson.title}
        />
      </section>
      {/* A save gives new questions their ids: the form starts again from what was saved (an upload changes no question, and keeps what is being typed). */}
      <LessonFormPart key={lesson.questions.map((q) => q.id).join(",")} initial={initial} failure={actionData} isNew={false} videoSlot={videoSlot} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("lessons");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="flex flex-col items-start gap-4">
      <p role="alert" className="text-slate-700">
        {status === 404 ? t("errors.notFound") : t("errors.load")}
      </p>
      <Link to="/admin/lessons" className={buttonClass("secondary")}>
        {t("admin.back")}
      </Link>
    </main>
  );
}
