import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import type { ItemProgress } from "./layout";
import type { PlanItemJson } from "./types";

/** Where "Start practice" posts: the /plan page's action creates the set and opens it. */
export const START_ACTION = "/plan";

function StartPractice({ skill }: { skill: string }) {
  const { t } = useTranslation(["plan", "results"]);
  const navigation = useNavigation();
  const starting =
    navigation.state !== "idle" &&
    navigation.formAction === START_ACTION &&
    navigation.formData?.get("intent") === "start" &&
    navigation.formData?.get("skill") === skill;
  const name = t(`results:skills.${skill}`);
  return (
    <Form method="post" action={START_ACTION} className="shrink-0">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="skill" value={skill} />
      <button
        type="submit"
        className={buttonClass("primary", "px-3 py-2")}
        aria-label={t("plan:item.startLabel", { skill: name })}
        aria-disabled={starting || undefined}
        disabled={starting}
      >
        {starting ? t("plan:item.starting") : t("plan:item.start")}
      </button>
    </Form>
  );
}

/** Done / not done, as a word and a symbol (not colour alone), with "n of m" for practice. */
function ProgressMark({ progress, practice }: { progress: ItemProgress; practice: boolean }) {
  const { t } = useTranslation("plan");
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-xs font-semibold ${progress.complete ? "text-emerald-700" : "text-slate-600"}`}
      data-testid="item-progress"
    >
      <span
        aria-hidden
        className={`inline-flex h-4 w-4 items-center justify-center rounded-full border ${progress.complete ? "border-emerald-600 bg-emerald-600 text-white" : "border-slate-400"}`}
      >
        {progress.complete ? "✓" : ""}
      </span>
      {progress.complete ? t("item.done") : t("item.notDone")}
      {practice ? " " : null}
      {practice ? <span className="font-normal tabular-nums">({t("item.progress", { done: progress.done, total: progress.total })})</span> : null}
    </span>
  );
}

/**
 * One item of a week: practice sets of a skill, a lesson, or a full practice test. With `progress` it is
 * this week's (done or not); without `actions` (a mentor's read-only view) it has no buttons.
 */
export function PlanItemRow({ item, progress, actions = true }: { item: PlanItemJson; progress?: ItemProgress; actions?: boolean }) {
  const { t } = useTranslation(["plan", "results"]);
  let title: string;
  let detail: string;
  let action: React.ReactNode = null;
  if (item.kind === "practice") {
    title = t("plan:item.practice", { skill: t(`results:skills.${item.skill}`) });
    detail = `${t(`results:domains.${item.domain}`)} · ${t("plan:item.practiceDetail", { count: item.sets })}`;
    if (actions && !progress?.complete) action = <StartPractice skill={item.skill} />;
  } else if (item.kind === "lesson") {
    title = t("plan:item.lesson", { title: item.title });
    detail = item.locked ? t("plan:item.lessonLocked") : t("plan:item.lessonDetail", { skill: t(`results:skills.${item.skill}`) });
    if (actions && !progress?.complete)
      action = (
        <Link
          to={item.locked ? "/video-lesson" : `/video-lesson/${item.lesson_id}`}
          className={buttonClass("secondary", "shrink-0 px-3 py-2")}
          aria-label={t("plan:item.openLessonLabel", { title: item.title })}
        >
          {t("plan:item.openLesson")}
        </Link>
      );
  } else {
    title = t("plan:item.test");
    detail = t("plan:item.testDetail");
    if (actions && !progress?.complete)
      action = (
        <Link to="/exams" className={buttonClass("secondary", "shrink-0 px-3 py-2")}>
          {t("plan:item.chooseTest")}
        </Link>
      );
  }
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="plan-item"
      data-kind={item.kind}
      data-skill={"skill" in item ? item.skill : undefined}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{detail}</p>
        {progress ? <ProgressMark progress={progress} practice={item.kind === "practice"} /> : null}
      </div>
      {action}
    </li>
  );
}
