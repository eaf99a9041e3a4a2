import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accommodations";
import { accommodationsOf, manageableStudent, removeAccommodation, setAccommodation } from "~/features/accommodations/accommodations.server";
import { BREAK_PERCENTS, EXTRA_BREAK_MINUTES, TIME_PERCENTS } from "~/features/accommodations/rules";
import { AccommodationSchema } from "~/features/accommodations/schema";
import { accommodationText } from "~/features/accommodations/summary";
import { requireUserType } from "~/features/auth/web-session.server";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { listExams } from "~/features/exam/exams.server";
import { formatNumber } from "~/lib/format";
import { orNotFound } from "~/features/services/page-data.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { line } from "~/lib/input";
import { readForm } from "~/lib/parse.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { Button } from "~/ui/button";
import { useLazyChecks, withoutKey, zodChecks } from "~/ui/conform-field";
import { Select } from "~/ui/select";

/** AccommodationSchema (the action's own), loaded when the form is first used (issue 30). */
const loadAccommodationSchemaChecks = zodChecks(() => import("~/features/accommodations/schema").then((m) => m.AccommodationSchema));

/** The student of /students/{username}/accommodations. */
const Username = line(150).trim().min(1);
function studentParam(value: string | undefined) {
  const parsed = Username.safeParse(value);
  if (!parsed.success) throw data({ detail: "accommodations:errors.notFound" }, { status: 404 });
  return parsed.data;
}

/** /students/{username}/accommodations: extended time and breaks an administrator or the student's mentor sets. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUserType(context, request, ["admin", "pre_teacher"]);
  const student = await orNotFound(() => manageableStudent(user, studentParam(params.student)));
  const studentId = student.id;
  const lng = getLocale(context);
  const [list, exams] = await Promise.all([accommodationsOf(studentId), listExams(lng)]);
  const name = [student.firstName, student.lastName].filter(Boolean).join(" ") || student.username;
  const examNames = new Map(exams.map((e) => [e.id, e.name]));
  const t = getI18n(context).t;
  return {
    student: { id: student.id, name, username: student.username },
    exams: exams.map((e) => ({ id: e.id, name: e.name })),
    list: list.map((a) => ({
      id: a.id,
      exam: a.examId === null ? null : (examNames.get(a.examId) ?? a.examSlug ?? ""),
      text: accommodationText(a, t, lng) || t("accommodations:none"),
    })),
    title: pageTitle(getI18n(context), "accommodations:pageTitle", { name }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "robots", content: "noindex" }];

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUserType(context, request, ["admin", "pre_teacher"]);
  const { id: studentId } = await orNotFound(() => manageableStudent(user, studentParam(params.student)));
  const form = await readForm(request);
  if (form.get("intent") === "remove") {
    const id = Number(form.get("id"));
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return data({ removed: false, formError: "accommodations:errors.notFound" }, { status: 400 });
    await orNotFound(() => removeAccommodation(user, studentId, id));
    return { removed: true };
  }
  const { submission, refused } = parseSubmission(form, AccommodationSchema);
  if (refused) return refused;
  if (submission.status !== "success") return refused;
  try {
    await orNotFound(() => setAccommodation(user, studentId, submission.value));
    return { saved: true };
  } catch (error) {
    return formFailure(error, submission);
  }
}

export default function Accommodations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["accommodations", "common"]);
  const { student, exams, list } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failure = actionData && "result" in actionData ? actionData : null;
  const { checks, start } = useLazyChecks("accommodation", loadAccommodationSchemaChecks);
  const [form, fields] = useForm({
    id: "accommodation",
    lastResult: failure?.result,
    defaultValue: { exam: "all", timePercent: "150", breakPercent: "100", extraBreakMinutes: "0" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  const factor = (p: number) => `${formatNumber(p / 100, i18n.language, 1)}×`;
  const selects = [
    { meta: fields.exam, label: t("exam"), options: [{ value: "all", label: t("allExams") }, ...exams.map((e) => ({ value: String(e.id), label: e.name }))] },
    {
      meta: fields.timePercent,
      label: t("time"),
      options: TIME_PERCENTS.map((p) => ({ value: String(p), label: p === 100 ? t("timeStandard") : t("timeOption", { factor: factor(p) }) })),
    },
    {
      meta: fields.breakPercent,
      label: t("breaks"),
      options: BREAK_PERCENTS.map((p) => ({ value: String(p), label: p === 100 ? t("breakStandard") : t("breakOption", { factor: factor(p) }) })),
    },
    {
      meta: fields.extraBreakMinutes,
      label: t("extraBreaks"),
      options: EXTRA_BREAK_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? t("extraNone") : t("extraOption", { count: m }) })),
    },
  ];
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t("pageTitle", { name: student.name })}</h1>
        <p className="text-slate-600">{t("intro")}</p>
      </header>
      <p role="status" className="sr-only">
        {actionData && "saved" in actionData ? t("saved") : actionData && "removed" in actionData && actionData.removed ? t("removed") : ""}
      </p>
      <section aria-labelledby="current" className="flex flex-col gap-3">
        <h2 id="current" className="text-lg font-semibold">
          {t("current")}
        </h2>
        {list.length ? (
          <ul className="flex flex-col gap-2" data-testid="accommodation-list">
            {list.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span>
                  <strong className="font-semibold">{a.exam ?? t("allExams")}</strong>: {a.text}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={a.id} />
                  <Button type="submit" variant="secondary" disabled={busy} aria-label={`${t("remove")}: ${a.exam ?? t("allExams")}`}>
                    {t("remove")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">{t("none")}</p>
        )}
      </section>
      <section aria-labelledby="set" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="set" className="text-lg font-semibold">
          {t("add")}
        </h2>
        <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="grid gap-4 sm:grid-cols-2">
          {selects.map(({ meta, label, options }) => (
            <Select
              {...withoutKey(getSelectProps(meta))}
              key={meta.key}
              label={label}
              error={meta.errors?.length ? t(meta.errors[0]!, { ns: "common", defaultValue: t(meta.errors[0]!) }) : null}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          ))}
          <Button type="submit" className="sm:col-span-2" disabled={busy}>
            {busy ? t("saving") : t("save")}
          </Button>
        </Form>
      </section>
      <Link to="/profile" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("common:forbidden.back")}
      </Link>
    </main>
  );
}
