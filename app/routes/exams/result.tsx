import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useParams } from "react-router";
import type { Route } from "./+types/result";
import { requireUser } from "~/features/auth/web-session.server";
import { DomainChart } from "~/features/results/domain-chart";
import { ModuleTabs, oneModule } from "~/features/results/module-tabs";
import { pacingSections } from "~/features/results/pacing";
import { PacingCoach } from "~/features/results/pacing-coach";
import { getResult } from "~/features/results/result.server";
import { DifficultyCounts, ScoreSummary } from "~/features/results/score-summary";
import { RealScaleNote } from "~/features/real-scores";
import { accommodationText, fromJson } from "~/features/accommodations/summary";
import { tutorGate } from "~/features/tutor/access";
import { AskLingoProvider } from "~/features/tutor/ask-lingo";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { formatUtcDate } from "~/lib/format";
import { pageId } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { withPageError } from "~/lib/action.server";

/** The result of a finished exam (spec part 2, "Result screen"), rendered on the server with typeset math. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withPageError(async () => {
    const result = await getResult(user, pageId(params.sessionId), { html: true, lng: getLocale(context) });
    const i18n = getI18n(context);
    const finished = result.finished_at ? formatUtcDate(i18n.t, result.finished_at) : null;
    const own = result.examinee.username.toLowerCase() === user.username.toLowerCase();
    const accommodation = accommodationText(fromJson(result.accommodation), i18n.t, getLocale(context));
    // Questions per tab: the page carries the selected module's questions (?module=), the others only their counts.
    const { sections, selected } = oneModule(result.sections, new URL(request.url).searchParams.get("module"));
    return {
      result: { ...result, sections },
      pacing: pacingSections(result.sections),
      selected,
      finished,
      accommodation,
      own,
      tutor: tutorGate(user),
      title: i18n.t("results:meta.title", { name: result.exam.name }),
    };
  });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

export default function ExamResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("results");
  const { result, finished, accommodation, own, tutor } = loaderData;
  const { examinee } = result;
  const fullName = [examinee.first_name, examinee.last_name].filter(Boolean).join(" ");
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title", { name: result.exam.name })}</h1>
        {/* A mentor or admin knows the student by name first; the examinee sees their own username first. */}
        {own || !fullName ? (
          <p className="text-slate-600">
            {t("examinee")}:{" "}
            <strong className="font-semibold text-slate-900" data-testid="result-username">
              {examinee.username}
            </strong>
            {fullName ? <span> ({fullName})</span> : null}
          </p>
        ) : (
          <p className="text-slate-600">
            {t("examinee")}:{" "}
            <strong className="font-semibold text-slate-900" data-testid="result-name">
              {fullName}
            </strong>{" "}
            <span>
              (@<span data-testid="result-username">{examinee.username}</span>)
            </span>
          </p>
        )}
        {finished ? <p className="text-sm text-slate-500">{t("finishedOn", { date: finished })}</p> : null}
        {result.taken_offline ? (
          <p className="w-fit rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700" data-testid="result-offline">
            {t("common:offline.result.badge")}
          </p>
        ) : null}
        {accommodation ? (
          <p className="text-sm font-medium text-slate-700" data-testid="result-accommodation">
            {t("accommodations:takenWith", { list: accommodation })}
          </p>
        ) : null}
      </header>
      <ScoreSummary summary={result.summary} />
      {result.real_scale ? (
        <RealScaleNote scale={result.real_scale} score={result.summary.total_estimate?.score} linked={result.real_scale.linked_total} />
      ) : null}
      <DifficultyCounts summary={result.summary} />
      <DomainChart domains={result.summary.domains} />
      <PacingCoach sections={loaderData.pacing} />
      {!result.answers_shown ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="answers-hidden">
          {t("answersHidden")}
        </p>
      ) : null}
      <AskLingoProvider sessionId={result.id} gate={tutor}>
        <ModuleTabs sessionId={result.id} sections={result.sections} selected={loaderData.selected} answersShown={result.answers_shown} own={own} />
      </AskLingoProvider>
    </main>
  );
}

/** 404 (not yours or no such session), 409 (not finished) and anything else, each with a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("results");
  const { sessionId } = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = status === 409 ? t("errors.notFinished") : status === 404 ? t("errors.notFound") : t("errors.unexpected");
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("errors.title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="result-error">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {status === 409 && sessionId ? (
          <Link to={`/exams/session/${sessionId}`} className={buttonClass("primary")}>
            {t("errors.continueExam")}
          </Link>
        ) : null}
        {status !== 404 && status !== 409 ? (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
            {t("errors.retry")}
          </button>
        ) : null}
        <Link to="/profile" className={buttonClass("secondary")}>
          {t("errors.dashboard")}
        </Link>
      </div>
    </main>
  );
}
