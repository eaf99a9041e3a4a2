import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { PlanProblem } from "./plan";

type Student = { id: number; username: string; firstName: string; lastName: string };

/** What to say when the caller has no students: an administrator is told why, not to link students. */
export type NoStudentsNote = "exams.noStudents" | "exams.noStudentsAdmin";

export function StudentChoices({ students, name = "students", empty = "exams.noStudents" }: { students: Student[]; name?: string; empty?: NoStudentsNote }) {
  const { t } = useTranslation("authoring");
  if (!students.length)
    return (
      <p className="text-sm text-slate-600" data-testid="no-students">
        {t(empty)}
      </p>
    );
  return (
    <ul className="flex flex-col gap-1">
      {students.map((s) => (
        <li key={s.id}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={s.id} className="accent-brand-600" />
            {[s.firstName, s.lastName].filter(Boolean).join(" ") || s.username} <span className="text-slate-500">@{s.username}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** What still stops publishing, and publishing itself: for everyone, or for the caller's chosen students. */
export function PublishPanel({
  examId,
  problems,
  moduleNames,
  students,
  noStudents,
  error,
}: {
  examId: number;
  problems: PlanProblem[];
  moduleNames: string[];
  students: Student[];
  noStudents: NoStudentsNote;
  error: string | null;
}) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const [audience, setAudience] = useState<"everyone" | "assigned">("assigned");
  return (
    <section aria-labelledby="publish-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="publish-title" className="font-semibold">
          {t("exams.publishTitle")}
        </h2>
        <Link to={`/teacher/exams/${examId}/preview`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("exams.preview")}
        </Link>
      </div>
      {problems.length ? (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t("exams.notReady")}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="exam-problems">
            {problems.map((p, i) => (
              <li key={i}>
                {t(`exams.problems.${p.key}`, {
                  module: p.module !== undefined ? moduleNames[p.module] : "",
                  identifier: p.identifier ?? "",
                  test: p.test ? t(`tests.${p.test}`) : "",
                  max: p.max ?? 0,
                })}
              </li>
            ))}
          </ul>
          {problems.some((p) => p.key === "newerVersion") ? (
            <Form method="post" className="mt-2">
              <button type="submit" name="intent" value="upgrade" className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold">
                {t("exams.upgrade")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="publish" />
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium text-slate-700">{t("exams.audienceLabel")}</legend>
          {(["assigned", "everyone"] as const).map((a) => (
            <label key={a} className="flex items-center gap-2">
              <input type="radio" name="audience" value={a} checked={audience === a} onChange={() => setAudience(a)} className="accent-brand-600" />
              {t(`exams.audience.${a}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-700">{audience === "assigned" ? t("exams.assignTo") : t("exams.alsoAssign")}</legend>
          <StudentChoices students={students} empty={noStudents} />
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {t(error, { ns: "common" })}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={problems.length > 0 || navigation.state !== "idle"}
          className="self-start rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
        >
          {t("exams.publish")}
        </button>
      </Form>
    </section>
  );
}
