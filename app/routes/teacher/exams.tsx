import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/exams";
import { createBankExam, listBankExams } from "~/features/authoring/exams/bank-exams.server";
import { CreateExamSchema, EXAM_LIMITS, EXAM_TESTS } from "~/features/authoring/exams/plan";
import { requireTeacher } from "~/features/authoring/guard.server";
import { StatusBadge } from "~/features/authoring/status-badge";
import { TeacherError } from "~/features/authoring/teacher-error";
import { useDateFormat } from "~/lib/use-format";
import { getI18n } from "~/lib/i18n.server";
import { parseSubmission } from "~/lib/action.server";
import { readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";

/** /teacher/exams: the exams the caller assembled from the bank (all of them for an admin), and a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  return { exams: await listBankExams(user), title: getI18n(context).t("authoring:exams.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Exams"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const { submission, refused } = parseSubmission(await readForm(request), CreateExamSchema);
  if (refused) return refused;
  const id = await createBankExam(user, submission.value!);
  return redirect(`/teacher/exams/${id}`);
}

export default function TeacherExams({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const date = useDateFormat({ month: "short", year: true });
  const navigation = useNavigation();
  const errors = actionData?.fieldErrors ?? {};
  const err = (k: string) => (errors[k]?.[0] ? <p className="text-sm text-red-600">{t(errors[k][0]!, { ns: "common" })}</p> : null);
  return (
    <main className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t("exams.title")}</h1>
        <p className="mt-1 text-slate-600">{t("exams.intro")}</p>
      </header>
      <Form method="post" className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2" aria-labelledby="new-exam">
        <h2 id="new-exam" className="font-semibold sm:col-span-2">
          {t("exams.new")}
        </h2>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-2">
          {t("exams.fields.title")}
          <input
            name="title"
            required
            maxLength={EXAM_LIMITS.title}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
            aria-invalid={errors.title ? true : undefined}
          />
          {err("title")}
        </label>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium text-slate-700">{t("exams.fields.kind")}</legend>
          {(["practice", "adaptive"] as const).map((k) => (
            <label key={k} className="flex items-start gap-2">
              <input type="radio" name="kind" value={k} defaultChecked={k === "practice"} className="mt-1 accent-brand-600" />
              <span>
                <span className="font-medium">{t(`exams.kind.${k}`)}</span>
                <span className="block text-xs text-slate-500">{t(`exams.kindHint.${k}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Select id="exam-tests" name="tests" label={t("exams.fields.tests")} defaultValue="math">
          {EXAM_TESTS.map((v) => (
            <option key={v} value={v}>
              {t(`exams.tests.${v}`)}
            </option>
          ))}
        </Select>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-2">
          {t("exams.fields.description")}
          <textarea name="description" rows={2} maxLength={EXAM_LIMITS.description} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" />
        </label>
        <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass("primary", "sm:col-span-2 sm:justify-self-start")}>
          {t("exams.create")}
        </button>
      </Form>
      {loaderData.exams.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {loaderData.exams.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-testid="bank-exam">
              <div className="min-w-0">
                <Link to={`/teacher/exams/${e.id}`} className="font-semibold text-brand-700 hover:underline">
                  {e.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {t(`exams.kind.${e.kind}`)} ·{" "}
                  {t("exams.counts", { modules: t("exams.modules", { count: e.modules }), questions: t("exams.questions", { count: e.questions }) })}
                  {e.status === "published"
                    ? ` · ${e.audience === "everyone" ? t("exams.audience.everyone") : t("exams.assignedCount", { count: e.assigned })}`
                    : ""}{" "}
                  · {e.owner} · {date(e.updatedAt)}
                </p>
              </div>
              <StatusBadge status={e.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{t("exams.empty")}</p>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
