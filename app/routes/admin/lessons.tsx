import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/lessons";
import { LessonTable } from "~/features/lessons/admin/lesson-table";
import { ListActionSchema } from "~/features/lessons/authoring-input";
import { adminLessonList, moveLesson, setPublished } from "~/features/lessons/authoring.server";
import { describeLessonError, LessonError } from "~/features/lessons/errors.server";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";

/** /admin/lessons (teachers and administrators; the back office layout checks): every lesson by unit. */
export async function loader({ context }: Route.LoaderArgs) {
  return { lessons: await adminLessonList(), title: getI18n(context).t("lessons:admin.title") };
}

/** Move a lesson up or down in its unit, publish or withdraw it. */
export async function action({ context, request }: Route.ActionArgs) {
  const i18n = getI18n(context);
  const parsed = ListActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: i18n.t("validation.invalid") }, { status: 400 });
  try {
    if (parsed.data.intent === "move") await moveLesson(parsed.data.lesson, parsed.data.direction);
    else await setPublished(parsed.data.lesson, parsed.data.published);
    return { ok: true };
  } catch (error) {
    if (error instanceof LessonError) return data({ error: describeLessonError(error, i18n.t).detail }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Lessons"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function AdminLessons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lessons");
  return (
    <main className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t("admin.intro")}</p>
        </div>
        <Link to="/admin/lessons/new" className={buttonClass("primary")}>
          {t("admin.new")}
        </Link>
      </header>
      <LessonTable lessons={loaderData.lessons} />
    </main>
  );
}
