import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/exam-builder";
import { AssignmentsPanel } from "~/features/authoring/exams/assignments-panel";
import { changePlan, deleteBankExam, PlanChangeSchema } from "~/features/authoring/exams/bank-exams.server";
import { builderPage, examForPage } from "~/features/authoring/exams/builder-data.server";
import { ExamSettings } from "~/features/authoring/exams/exam-settings";
import { ModuleList } from "~/features/authoring/exams/module-list";
import { PublishPanel } from "~/features/authoring/exams/publish-panel";
import { archiveBankExam, assignStudents, publishBankExam, PublishSchema, setAudience, unassignStudent } from "~/features/authoring/exams/publish.server";
import { QuestionPicker } from "~/features/authoring/exams/question-picker";
import { requireTeacher } from "~/features/authoring/guard.server";
import { StatusBadge } from "~/features/authoring/status-badge";
import { TeacherError } from "~/features/authoring/teacher-error";
import { flashHeader } from "~/lib/flash.server";
import { refuse, withFormFailure } from "~/lib/action.server";
import { firstMessage, isFormFailure } from "~/lib/form-failure";
import { idField } from "~/lib/input";
import { parseInput, readForm } from "~/lib/parse.server";

/** /teacher/exams/:id: a draft is assembled here (modules, questions, timing) and published; a published one is assigned. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  return builderPage(user, params.id, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.exam.title ?? "Exam"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

const StudentSchema = z.object({ student: idField() });
const StudentsSchema = z.object({ students: z.array(idField()).max(500) });
const AudienceSchema = z.object({ audience: z.enum(["everyone", "assigned"]) });
/** Steps made from the page's small forms (fetchers): the page stays where it is, no flash. */
const QUIET = new Set(["add", "remove", "move"]);

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const { id } = await examForPage(user, params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = { ...Object.fromEntries(form), minutes: form.getAll("minutes"), breaks: form.getAll("breaks"), students: form.getAll("students") };
  let flash = "authoring:exams.toast.saved";
  const failures = { intent };
  return withFormFailure(
    async () => {
      if (["settings", "add", "remove", "move", "upgrade"].includes(intent)) await changePlan(user, id, parseInput(PlanChangeSchema, values));
      else if (intent === "publish") (await publishBankExam(user, id, parseInput(PublishSchema, values)), (flash = "authoring:exams.toast.published"));
      else if (intent === "assign") (await assignStudents(user, id, parseInput(StudentsSchema, values).students), (flash = "authoring:exams.toast.assigned"));
      else if (intent === "unassign") await unassignStudent(user, id, parseInput(StudentSchema, values).student);
      else if (intent === "audience") await setAudience(user, id, parseInput(AudienceSchema, values).audience);
      else if (intent === "archive") (await archiveBankExam(user, id), (flash = "authoring:exams.toast.archived"));
      else if (intent === "delete") {
        await deleteBankExam(user, id);
        return redirect("/teacher/exams", { headers: { "Set-Cookie": await flashHeader("authoring:exams.toast.deleted") } });
      } else return refuse(400, "authoring:exams.errors.intent", failures);
      if (QUIET.has(intent)) return data({ intent, ok: true as const });
      return redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: { "Set-Cookie": await flashHeader(flash) } });
    },
    undefined,
    failures,
  );
}

export default function ExamBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const { exam, modules, problems, picker, people } = loaderData;
  const draft = exam.status === "draft";
  const failure = isFormFailure(actionData) ? actionData : null;
  const error = (intents: string[]) => (failure && intents.includes(failure.intent ?? "") ? firstMessage(failure) : null);
  const settingsErrors = failure?.intent === "settings" && Object.keys(failure.fieldErrors).length ? failure.fieldErrors : null;
  const picking = picker ? modules[picker.module]! : null;
  return (
    <main className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <Link to="/teacher/exams" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t("exams.title")}
        </Link>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold">
          {exam.title} <StatusBadge status={exam.status} />
        </h1>
        <p className="text-sm text-slate-600">
          {t(`exams.kind.${exam.kind}`)}
          {exam.description ? ` · ${exam.description}` : ""}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <ModuleList modules={modules} editable={draft} picking={picker?.module ?? null} />
          {picker && picking ? (
            <QuestionPicker
              module={picker.module}
              moduleName={picking.name + (picking.variant !== "standard" ? ` (${t(`exams.variant.${picking.variant}`)})` : "")}
              test={picking.test}
              query={picker.query}
              rows={picker.rows}
              count={picker.count}
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {draft ? (
            <>
              <PublishPanel
                examId={exam.id}
                problems={problems}
                moduleNames={modules.map((m) => m.name + (m.variant !== "standard" ? ` (${t(`exams.variant.${m.variant}`)})` : ""))}
                students={people.students}
                noStudents={people.noStudents}
                error={error(["publish", "upgrade"])}
              />
              <ExamSettings exam={exam} modules={modules} errors={settingsErrors} />
              <Form method="post">
                <button type="submit" name="intent" value="delete" className="text-sm font-semibold text-red-700 hover:underline">
                  {t("exams.delete")}
                </button>
              </Form>
            </>
          ) : exam.status === "published" ? (
            <AssignmentsPanel
              examId={exam.id}
              audience={exam.audience}
              assigned={people.assigned}
              students={people.students}
              noStudents={people.noStudents}
              error={error(["assign", "unassign", "audience", "archive"])}
            />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">{t("exams.archivedText")}</p>
          )}
          {error(["add", "remove", "move"]) ? (
            <p role="alert" className="text-sm text-red-600">
              {t(error(["add", "remove", "move"])!, { ns: "common" })}
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
