import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/select";
import { requireUser } from "~/features/auth/web-session.server";
import { accommodationsOf } from "~/features/accommodations/accommodations.server";
import { pickAccommodation } from "~/features/accommodations/rules";
import { accommodationText } from "~/features/accommodations/summary";
import { listExams } from "~/features/exam/exams.server";
import { createSession, unfinishedSessions } from "~/features/exam/runtime.server";
import { CreateSessionSchema } from "~/features/exam/exam-input";
import { refuse, withFormFailure } from "~/lib/action.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";
import { useDateFormat } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/select";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const lng = getLocale(context);
  const [exams, open, accommodations] = await Promise.all([listExams(lng, user.id), unfinishedSessions(user.id), accommodationsOf(user.id)]);
  const t = getI18n(context).t;
  return {
    exams: exams.map((e) => ({ ...e, unfinished: open.get(e.id) ?? null, accommodation: accommodationText(pickAccommodation(accommodations, e.id), t, lng) })),
    title: pageTitle(getI18n(context), "exam:select.title"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const input = CreateSessionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!input.success) return refuse(400, "exam.errors.examNotFound");
  return withFormFailure(async () => redirect(`/exams/session/${(await createSession(user, input.data.exam)).id}`));
}

/** 'Select An Exam': choose an exam, then Take Exam; an unfinished one is offered for resuming. */
export default function SelectExam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("exam");
  const dateTime = useDateFormat({ time: true });
  const [examId, setExamId] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page finished loading still counts.
  useEffect(() => setExamId(select.current?.value ?? ""), []);
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const chosen = loaderData.exams.find((e) => String(e.id) === examId);
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{t("select.title")}</h1>
      {loaderData.exams.length === 0 ? <p className="text-slate-600">{t("select.none")}</p> : null}
      <Form method="post" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {actionData?.formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t(actionData.formError, { ns: "common" })}
          </p>
        ) : null}
        <Select ref={select} id="exam" name="exam" label={t("select.label")} value={examId} onChange={(e) => setExamId(e.target.value)}>
          <option value="">{t("select.placeholder")}</option>
          {loaderData.exams
            .filter((e) => !("assigned" in e))
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          {loaderData.exams.some((e) => "assigned" in e) ? (
            // Exams a teacher assigned to this student (authoring), apart from the ones open to everyone.
            <optgroup label={t("authoring:assigned.group")}>
              {loaderData.exams
                .filter((e) => "assigned" in e)
                .map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
            </optgroup>
          ) : null}
        </Select>
        {chosen?.description ? <p className="text-sm text-slate-600">{chosen.description}</p> : null}
        {chosen?.accommodation ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="exam-accommodation">
            {t("accommodations:yours", { list: chosen.accommodation })}
          </p>
        ) : null}
        {chosen?.unfinished ? (
          <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm" role="status">
            <p>{t("select.unfinished", { date: dateTime(chosen.unfinished.createdAt) })}</p>
            <Link to={`/exams/session/${chosen.unfinished.id}`} className={buttonClass("primary")}>
              {t("select.resume")}
            </Link>
          </div>
        ) : null}
        <button type="submit" disabled={!examId || starting} className={buttonClass(chosen?.unfinished ? "secondary" : "primary")}>
          {starting ? t("select.starting") : chosen?.unfinished ? t("select.startOver") : t("select.take")}
        </button>
      </Form>
    </main>
  );
}
