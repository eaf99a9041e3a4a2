import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { StudentChoices, type NoStudentsNote } from "./publish-panel";

type Student = { id: number; username: string; firstName: string; lastName: string };

/** A published exam: who it is for, assigning it to more of the caller's students, taking it back, archiving it. */
export function AssignmentsPanel({
  examId,
  audience,
  assigned,
  students,
  noStudents,
  error,
}: {
  examId: number;
  audience: string;
  assigned: (Student & { createdAt: string })[];
  students: Student[];
  noStudents: NoStudentsNote;
  error: string | null;
}) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const taken = new Set(assigned.map((a) => a.id));
  const free = students.filter((s) => !taken.has(s.id));
  const name = (s: Student) => [s.firstName, s.lastName].filter(Boolean).join(" ") || s.username;
  return (
    <section aria-labelledby="assign-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assign-title" className="font-semibold">
          {t("exams.whoTitle")}
        </h2>
        <Link to={`/teacher/exams/${examId}/preview`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("exams.preview")}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{audience === "everyone" ? t("exams.openToEveryone") : t("exams.onlyAssigned")}</p>
      <Form method="post">
        <input type="hidden" name="audience" value={audience === "everyone" ? "assigned" : "everyone"} />
        <button
          type="submit"
          name="intent"
          value="audience"
          disabled={busy}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
        >
          {audience === "everyone" ? t("exams.makeAssignedOnly") : t("exams.openToAll")}
        </button>
      </Form>
      <h3 className="text-sm font-semibold">{t("exams.assignedTitle", { count: assigned.length })}</h3>
      {assigned.length ? (
        <ul className="flex flex-col gap-1" data-testid="assigned-students">
          {assigned.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {name(s)} <span className="text-slate-500">@{s.username}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="student" value={s.id} />
                <button
                  type="submit"
                  name="intent"
                  value="unassign"
                  disabled={busy}
                  className="text-sm font-semibold text-red-700 hover:underline"
                  aria-label={t("exams.unassignLabel", { name: name(s) })}
                >
                  {t("exams.unassign")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {free.length ? (
        <Form method="post" className="flex flex-col gap-2">
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-slate-700">{t("exams.assignMore")}</legend>
            <StudentChoices students={free} />
          </fieldset>
          <button
            type="submit"
            name="intent"
            value="assign"
            disabled={busy}
            className="self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("exams.assign")}
          </button>
        </Form>
      ) : students.length ? null : (
        <p className="text-sm text-slate-600" data-testid="no-students">
          {t(noStudents)}
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {t(error, { ns: "common" })}
        </p>
      ) : null}
      <Form method="post" className="border-t border-slate-100 pt-3">
        <button type="submit" name="intent" value="archive" disabled={busy} className="text-sm font-semibold text-red-700 hover:underline">
          {t("exams.archive")}
        </button>
        <p className="text-xs text-slate-500">{t("exams.archiveHint")}</p>
      </Form>
    </section>
  );
}
