import { useTranslation } from "react-i18next";
import type { Route } from "./+types/review";
import { BankTable } from "~/features/authoring/bank/bank-table";
import { listBank } from "~/features/authoring/bank.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { getI18n } from "~/lib/i18n.server";

/** /teacher/review: versions waiting for review, those the caller may review first, then the caller's own. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  const [all, mine] = await Promise.all([listBank({ status: "in_review" }, user.id), listBank({ status: "in_review", author: "me" }, user.id)]);
  const own = new Set(mine.rows.map((r) => r.id));
  return { others: all.rows.filter((r) => !own.has(r.id)), mine: mine.rows, title: getI18n(context).t("authoring:review.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Review"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("authoring");
  const empty = (text: string) => <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">{text}</p>;
  return (
    <main className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t("review.title")}</h1>
        <p className="mt-1 text-slate-600">{t("review.intro")}</p>
      </header>
      <section aria-labelledby="review-others" className="flex flex-col gap-2">
        <h2 id="review-others" className="text-lg font-semibold">
          {t("review.others")}
        </h2>
        {loaderData.others.length ? <BankTable rows={loaderData.others} /> : empty(t("review.noneOthers"))}
      </section>
      <section aria-labelledby="review-mine" className="flex flex-col gap-2">
        <h2 id="review-mine" className="text-lg font-semibold">
          {t("review.mine")}
        </h2>
        {loaderData.mine.length ? <BankTable rows={loaderData.mine} /> : empty(t("review.noneMine"))}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TeacherError error={error} />;
}
