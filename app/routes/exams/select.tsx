import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { redirect, useNavigation } from "react-router";
import type { Route } from "./+types/select";
import { requireUser } from "~/features/auth/web-session.server";
import { accommodationsOf } from "~/features/accommodations/accommodations.server";
import { pickAccommodation } from "~/features/accommodations/rules";
import { accommodationText } from "~/features/accommodations/summary";
import { examCards } from "~/features/exam/exam-cards.server";
import { realScales } from "~/features/real-scores/index.server";
import { ExamCard } from "~/features/exam/client/exam-card";
import { OfflineDownload } from "~/features/offline";
import { mayDownload } from "~/features/offline/downloads.server";
import { createSession } from "~/features/exam/runtime.server";
import { CreateSessionSchema } from "~/features/exam/exam-input";
import { refuse, withFormFailure } from "~/lib/action.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const lng = getLocale(context);
  const [exams, accommodations] = await Promise.all([examCards(lng, user.id), accommodationsOf(user.id)]);
  const t = getI18n(context).t;
  // How each full test (both sections) predicts the real SAT (decision 0051).
  const scales = await realScales(exams.filter((e) => e.tests.length === 2).map((e) => e.id));
  return {
    exams: exams.map((e) => ({
      ...e,
      accommodation: accommodationText(pickAccommodation(accommodations, e.id), t, lng),
      realScale: scales.get(e.id) ?? null,
    })),
    title: pageTitle(getI18n(context), "exam:select.title"),
    // Downloading a test for offline use is Premium's (decision 0056).
    mayDownload: mayDownload(user),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const input = CreateSessionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!input.success) return refuse(400, "exam.errors.examNotFound");
  return withFormFailure(async () => redirect(`/exams/session/${(await createSession(user, input.data.exam)).id}`));
}

/** 'Select An Exam': every exam as a card (length, sections, last score); an unfinished one offers Resume. */
export default function SelectExam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("exam");
  const navigation = useNavigation();
  // "Starting…" in the frame of the click (the router's own state follows in a transition, later on a busy
  // device); back to the list's own state when the start came back with an error.
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") setPressed(false);
  }, [navigation.state]);
  const onStart = () => flushSync(() => setPressed(true));
  const starting = pressed || (navigation.state !== "idle" && navigation.formMethod === "POST");
  const open = loaderData.exams.filter((e) => !("assigned" in e));
  const assigned = loaderData.exams.filter((e) => "assigned" in e);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("select.title")}</h1>
      {actionData?.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(actionData.formError, { ns: "common" })}
        </p>
      ) : null}
      {starting ? (
        <p role="status" className="text-sm text-slate-700">
          {t("select.starting")}
        </p>
      ) : null}
      {loaderData.exams.length === 0 ? <p className="text-slate-600">{t("select.none")}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {open.map((e) => (
          <ExamCard key={e.id} exam={e} accommodation={e.accommodation} starting={starting} onStart={onStart} realScale={e.realScale}>
            <OfflineDownload exam={e.id} examName={e.name} allowed={loaderData.mayDownload} />
          </ExamCard>
        ))}
      </div>
      {assigned.length ? (
        // Exams a teacher assigned to this student (authoring), apart from the ones open to everyone.
        <section aria-labelledby="assigned-exams" className="flex flex-col gap-4">
          <h2 id="assigned-exams" className="text-xl font-bold">
            {t("authoring:assigned.group")}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {assigned.map((e) => (
              <ExamCard key={e.id} exam={e} accommodation={e.accommodation} starting={starting} onStart={onStart} realScale={e.realScale} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
