import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/exam-preview";
import { examPreviewPage } from "~/features/authoring/exams/builder-data.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { QuestionPreview } from "~/features/authoring/preview/question-preview";
import { TeacherError } from "~/features/authoring/teacher-error";

/** /teacher/exams/:id/preview: each module, question by question, as the exam screen will show it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  return examPreviewPage(user, params.id, new URL(request.url).searchParams.get("module"));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.exam.title ?? "Exam"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function ExamPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const { exam, modules, module, questions } = loaderData;
  const [active, setActive] = useState(0);
  const current = questions[Math.min(active, questions.length - 1)];
  const name = (m: (typeof modules)[number]) => m.name + (m.variant !== "standard" ? ` (${t(`exams.variant.${m.variant}`)})` : "");
  return (
    <main className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link to={`/teacher/exams/${exam.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {exam.title}
        </Link>
        <h1 className="text-2xl font-bold">{t("exams.previewTitle", { title: exam.title })}</h1>
      </header>
      <nav aria-label={t("exams.modules")} className="flex flex-wrap gap-2">
        {modules.map((m) => (
          <Link
            key={m.index}
            to={`?module=${m.index}`}
            aria-current={m.index === module ? "page" : undefined}
            className={`rounded-lg border px-3 py-1.5 text-sm ${m.index === module ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 bg-white"}`}
          >
            {name(m)} · {t("exams.moduleLine", { count: m.count, minutes: m.minutes })}
          </Link>
        ))}
      </nav>
      {questions.length ? (
        <>
          <div role="group" aria-label={t("exams.questions")} className="flex flex-wrap gap-1">
            {questions.map((q, i) => (
              <button
                key={q.id}
                type="button"
                aria-pressed={i === active}
                aria-label={t("exams.questionN", { n: i + 1, identifier: q.identifier })}
                onClick={() => setActive(i)}
                className={`h-9 min-w-9 rounded-md border text-sm font-semibold ${i === active ? "border-slate-900 bg-slate-900 text-white" : "border-slate-400 bg-white"}`}
              >
                {i + 1}
              </button>
            ))}
          </div>
          {current ? <QuestionPreview key={`${module}-${current.id}`} data={current.preview} index={active} sectionName={name(modules[module]!)} /> : null}
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{t("exams.moduleEmpty")}</p>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
