import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, redirect, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/course";
import { requireUser } from "~/features/auth/web-session.server";
import { coursePage } from "~/features/lessons/course.server";
import { withTranslatedLessonErrors } from "~/features/lessons/errors.server";
import { minutesOf } from "~/features/lessons/format";
import { LessonList } from "~/features/lessons/lesson-list";
import { LessonPlayer } from "~/features/lessons/lesson-player";
import { submitQuiz } from "~/features/lessons/quiz.server";
import { Transcript } from "~/features/lessons/transcript";
import type { QuizActionData } from "~/features/lessons/types";
import { QuizSubmissionSchema } from "~/features/lessons/lesson-input";
import { parseSubmission, withFormFailure, withPageError } from "~/lib/action.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { pageId, readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { serverRenderedPart } from "~/ui/lazy-part";
import { Spinner } from "~/ui/spinner";

/** The quiz (and its form library) loads after the page, rendered by the server meanwhile: it sits below the lesson. */
const QuizForm = /* @__PURE__ */ serverRenderedPart(() => import("~/features/lessons/quiz-form").then((m) => m.QuizForm));

/**
 * /video-lesson (the current lesson) and /video-lesson/:lessonId (spec part 2, "Video lessons"): the
 * lesson with its player, transcript and quiz beside the list of every lesson. The server decides what
 * is open: a locked lesson's address is a 403 page. /video-lesson goes on to the current lesson's own
 * address, so that passing its quiz keeps it on the page (with its result) instead of swapping in the
 * lesson it opened; with nothing left to watch (or nothing published) it shows that.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const i18n = getI18n(context);
  const lessonId = params.lessonId === undefined ? null : pageId(params.lessonId);
  const page = await withPageError(() => withTranslatedLessonErrors(i18n.t, () => coursePage(user, lessonId, getLocale(context))));
  if (lessonId === null && page.lesson) throw redirect(`/video-lesson/${page.lesson.id}${new URL(request.url).search}`);
  return { ...page, title: page.lesson ? i18n.t("lessons:meta.lessonTitle", { title: page.lesson.title }) : i18n.t("lessons:meta.title") };
}

/**
 * Moving to or between lessons in the browser: a request that never reached the server (offline, a
 * dropped connection) shows the error with Retry on this page instead of an endless "Loading..." or
 * the app's generic error screen. Answers of the server (403, 404, a redirect to sign in) go on as
 * they are.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof TypeError) return { loadError: true as const };
    throw error;
  }
}

/** The quiz: answers q<questionId>=A..D and the lesson's id, graded by the service the REST API uses. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { submission, refused } = parseSubmission(await readForm(request), QuizSubmissionSchema);
  if (refused) return refused;
  const { lesson, answers } = submission.value;
  return withFormFailure(
    () => withTranslatedLessonErrors(getI18n(context).t, async () => ({ ok: true as const, result: await submitQuiz(user, lesson, answers) })),
    submission,
  );
}

/** A request that never reached the server (offline) keeps the answers on the page and offers to send again. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<QuizActionData> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return { network: true };
  }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data && "title" in data ? data.title : "SAT Lingo" }];

export default function Course({ loaderData }: Route.ComponentProps) {
  if ("loadError" in loaderData) return <LoadError />;
  return <CoursePage data={loaderData} />;
}

function CoursePage({ data }: { data: Exclude<Route.ComponentProps["loaderData"], { loadError: true }> }) {
  const { t } = useTranslation("lessons");
  const { list, lesson, finished } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/video-lesson");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="relative flex min-w-0 flex-col gap-6" aria-busy={loading}>
          {loading ? (
            <div className="absolute inset-0 z-10 flex justify-center bg-white/70 pt-24">
              <Spinner label={t("loading")} className="h-fit rounded-full bg-white px-4 py-2 shadow" />
            </div>
          ) : null}
          {lesson ? (
            <>
              <header className="flex flex-col gap-1">
                <p className="text-sm font-semibold text-brand-700">
                  {t("heading")} · {t("lesson.unitSkill", { unit: t(`units.${lesson.unit}`), skill: lesson.skill })}
                </p>
                <h1 className="text-2xl font-bold sm:text-3xl" data-testid="lesson-title">
                  {lesson.title}
                </h1>
                <p className="max-w-2xl text-slate-700">{lesson.description}</p>
                <p className="flex gap-3 text-sm text-slate-500">
                  {lesson.duration_seconds ? <span>{t("lesson.minutes", { count: minutesOf(lesson.duration_seconds) })}</span> : null}
                  <a href="#all-lessons" className="font-medium text-brand-700 underline lg:hidden">
                    {t("list.label")}
                  </a>
                </p>
              </header>
              <LessonPlayer key={`player-${lesson.id}`} lesson={lesson} />
              <Transcript text={lesson.transcript} />
              <QuizForm key={`quiz-${lesson.id}`} lesson={lesson} />
            </>
          ) : (
            <section
              className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
              data-testid={finished ? "course-done" : "course-empty"}
            >
              <h1 className="text-2xl font-bold">{finished ? t("done.title") : t("empty.title")}</h1>
              <p className="max-w-md text-slate-600">{finished ? t("done.text") : t("empty.text")}</p>
            </section>
          )}
        </div>
        {list.length ? (
          <aside id="all-lessons" className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start">
            <LessonList list={list} selectedId={lesson?.id ?? null} />
          </aside>
        ) : null}
      </div>
    </main>
  );
}

/** The lessons could not be fetched (no connection): say so, and try again on request. */
function LoadError() {
  return <LessonsError status={0} detail={null} />;
}

/**
 * Locked (403) and unknown (404) lessons say so with the way on (a 404 in the page's language: a malformed id's
 * detail is the API's English); anything else offers to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 0;
  const detail = isRouteErrorResponse(error) && typeof error.data?.detail === "string" ? error.data.detail : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <LessonsError status={status} detail={detail} />;
}

function LessonsError({ status, detail }: { status: number; detail: string | null }) {
  const { t } = useTranslation("lessons");
  const revalidator = useRevalidator();
  const known = status === 403 || status === 404;
  const retrying = revalidator.state === "loading";
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{status === 403 ? t("errors.lockedTitle") : t("errors.title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="lessons-error">
        {status === 403 ? (detail ?? t("errors.notFound")) : status === 404 ? t("errors.notFound") : t("errors.load")}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {known ? (
          <Link to="/video-lesson" className={buttonClass("primary")}>
            {t("errors.toCourse")}
          </Link>
        ) : (
          <button type="button" className={buttonClass("primary")} onClick={() => void revalidator.revalidate()} disabled={retrying}>
            {retrying ? <Spinner label={t("loading")} /> : t("errors.retry")}
          </button>
        )}
      </div>
    </main>
  );
}
