import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/question-view";
import { choiceLetter } from "~/features/question-view";
import { requireTeacher } from "~/features/authoring/guard.server";
import { questionForPage, questionPage } from "~/features/authoring/page-data.server";
import { QuestionActions } from "~/features/authoring/question-actions";
import { QuestionPreview } from "~/features/authoring/preview/question-preview";
import { deleteQuestion } from "~/features/authoring/questions.server";
import { reviewQuestion } from "~/features/authoring/review.server";
import { StatusBadge } from "~/features/authoring/status-badge";
import { TeacherError } from "~/features/authoring/teacher-error";
import { useDateFormat } from "~/lib/use-format";
import { flashHeader } from "~/lib/flash.server";
import { parseSubmission, refuse, withFormFailure } from "~/lib/action.server";
import { firstMessage, isFormFailure } from "~/lib/form-failure";
import { LANGUAGE_NAMES } from "~/lib/i18n";
import { text } from "~/lib/input";
import { readForm } from "~/lib/parse.server";
import { ItemParamsSchema } from "~/features/irt";
import { setItemParams } from "~/features/irt/index.server";
import { serverRenderedPart } from "~/ui/lazy-part";

/** The item statistics panel and its parameters form load just after the page, rendered by the server meanwhile. */
const ItemStatsPanel = /* @__PURE__ */ serverRenderedPart(() => import("~/features/authoring/item-stats-panel").then((m) => m.ItemStatsPanel));

/** /teacher/questions/:id: one version as students see it, its key, its history, and the review steps. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  return questionPage(user, params.id);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.question.identifier ?? "Question"} · SAT Lingo` },
  { name: "robots", content: "noindex" },
];

const ActionSchema = z.object({
  intent: z.enum(["submit", "approve", "request_changes", "retire", "delete"]),
  comment: z.preprocess((v) => v ?? "", text(2000)),
});

const FLASH: Record<string, string> = {
  submit: "authoring:toast.sentForReview",
  approve: "authoring:toast.approved",
  request_changes: "authoring:toast.changesRequested",
  retire: "authoring:toast.retired",
  delete: "authoring:toast.deleted",
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const { row } = await questionForPage(params.id);
  const formData = await readForm(request);
  if (formData.get("intent") === "params") {
    const { submission, refused } = parseSubmission(formData, ItemParamsSchema, { intent: "params" });
    if (refused) return refused;
    return withFormFailure(
      async () => {
        await setItemParams(user, row.id, submission.value);
        return redirect(`/teacher/questions/${row.id}`, { headers: { "Set-Cookie": await flashHeader("authoring:stats.saved") } });
      },
      submission,
      { intent: "params" },
    );
  }
  const form = Object.fromEntries(formData);
  const parsed = ActionSchema.safeParse(form);
  if (!parsed.success) return refuse(400, "authoring:errors.reviewAction");
  const { intent, comment } = parsed.data;
  return withFormFailure(async () => {
    if (intent === "delete") {
      const done = await deleteQuestion(user, row.id);
      return redirect(done === "deleted" ? "/teacher/questions" : `/teacher/questions/${row.id}`, {
        headers: { "Set-Cookie": await flashHeader(FLASH[done === "deleted" ? "delete" : "retire"]!) },
      });
    }
    await reviewQuestion(user, row.id, intent, comment.trim());
    return redirect(`/teacher/questions/${row.id}`, { headers: { "Set-Cookie": await flashHeader(FLASH[intent]!) } });
  });
}

export default function QuestionView({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["authoring", "results"]);
  const { question: q, preview, history, versions, working, can, stats } = loaderData;
  const date = useDateFormat({ month: "short", year: true, time: true });
  return (
    <main className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <Link to="/teacher/questions" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t("view.toBank")}
        </Link>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold">
          <span className="font-mono">{q.identifier}</span>
          <span className="text-base font-medium text-slate-500">{t("view.version", { version: q.version })}</span>
          <StatusBadge status={q.status} />
        </h1>
        <p className="text-sm text-slate-600">
          {t(`tests.${q.test}`)} · {t(`results:domains.${q.domain}`)} · {t(`results:skills.${q.skill}`)} · {t(`difficulty.${q.difficulty}`)} ·{" "}
          {t(`types.${q.type}`)} · {t("view.by", { author: q.author ?? t("bank.content") })}
        </p>
        {working ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("view.workingVersion", { version: working.version })}{" "}
            <Link to={`/teacher/questions/${working.id}`} className="font-semibold underline">
              {t("view.open")}
            </Link>
          </p>
        ) : null}
      </header>
      <QuestionActions
        id={q.id}
        status={q.status}
        can={can}
        error={isFormFailure(actionData) && actionData.intent === "params" ? null : firstMessage(actionData)}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <QuestionPreview data={preview} />
        <div className="flex flex-col gap-4">
          <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="key-title">
            <h2 id="key-title" className="font-semibold">
              {t("view.key")}
            </h2>
            <p className="mt-1 text-lg font-semibold" data-testid="answer-key">
              {q.type === "SC" ? (q.key !== null && q.key >= 0 ? choiceLetter(q.key) : "—") : q.answers.join("  ·  ")}
            </p>
            <h3 className="mt-3 font-semibold">{t("fields.explanation")}</h3>
            <div className="exam-html mt-1 text-slate-700" lang="en" dangerouslySetInnerHTML={{ __html: q.explanation }} />
            {(["az", "ru"] as const).map((l) => (
              <div key={l} data-testid={`explanation-${l}`}>
                <h3 className="mt-3 font-semibold">{t("view.explanationIn", { language: LANGUAGE_NAMES[l] })}</h3>
                {q.explanationI18n[l] ? (
                  <div className="exam-html mt-1 text-slate-700" lang={l} dangerouslySetInnerHTML={{ __html: q.explanationI18n[l] }} />
                ) : (
                  <p className="mt-1 text-sm text-slate-500">{t("form.explanationFallback")}</p>
                )}
              </div>
            ))}
            {q.tags.length ? <p className="mt-3 text-sm text-slate-600">{t("view.tags", { tags: q.tags.join(", ") })}</p> : null}
          </section>
          <ItemStatsPanel stats={stats} failure={isFormFailure(actionData) && actionData.intent === "params" ? actionData : undefined} />
          <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="history-title">
            <h2 id="history-title" className="font-semibold">
              {t("view.history")}
            </h2>
            <ol className="mt-2 flex flex-col gap-2 text-sm">
              {history.map((h, i) => (
                <li key={i} className="border-l-2 border-slate-200 pl-3">
                  <span className="font-medium">{t(`events.${h.action}`, { who: h.actor ?? "—" })}</span>{" "}
                  <span className="text-slate-500">{date(h.createdAt)}</span>
                  {h.comment && !/^v\d+$/.test(h.comment) ? <p className="mt-0.5 whitespace-pre-line text-slate-700">“{h.comment}”</p> : null}
                </li>
              ))}
            </ol>
          </section>
          {versions.length > 1 ? (
            <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="versions-title">
              <h2 id="versions-title" className="font-semibold">
                {t("view.versions")}
              </h2>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {versions.map((v) => (
                  <li key={v.id} className="flex flex-wrap items-center gap-2">
                    {v.id === q.id ? (
                      <span className="font-semibold">{t("view.version", { version: v.version })}</span>
                    ) : (
                      <Link to={`/teacher/questions/${v.id}`} className="font-semibold text-brand-700 hover:underline">
                        {t("view.version", { version: v.version })}
                      </Link>
                    )}
                    <StatusBadge status={v.status} />
                    <span className="text-slate-500">{v.author ?? t("bank.content")}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
