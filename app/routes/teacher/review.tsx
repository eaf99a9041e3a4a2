import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/review";
import { BankTable } from "~/features/authoring/bank/bank-table";
import { listBank } from "~/features/authoring/bank.server";
import { requireTeacher } from "~/features/authoring/guard.server";
import { TeacherError } from "~/features/authoring/teacher-error";
import { getI18n } from "~/lib/i18n.server";
import { openItemFlags, resolveItemFlag } from "~/features/irt/index.server";
import { refuse, withFormFailure } from "~/lib/action.server";
import { readForm } from "~/lib/parse.server";

/** /teacher/review: versions waiting for review, those the caller may review first, then the caller's own. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  const [all, mine, flags] = await Promise.all([
    listBank({ status: "in_review" }, user.id),
    listBank({ status: "in_review", author: "me" }, user.id),
    openItemFlags(),
  ]);
  const own = new Set(mine.rows.map((r) => r.id));
  return {
    others: all.rows.filter((r) => !own.has(r.id)),
    mine: mine.rows,
    flags: flags.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    title: getI18n(context).t("authoring:review.title"),
  };
}

const ResolveSchema = z.object({ intent: z.literal("resolve"), flag: z.coerce.number().int().positive() });

/** A teacher closes a data flag after looking at the item. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireTeacher(context, request);
  const parsed = ResolveSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refuse(400, "authoring:flags.badRequest");
  return withFormFailure(async () => {
    await resolveItemFlag(user, parsed.data.flag);
    return redirect("/teacher/review");
  });
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
      <section aria-labelledby="review-flags" className="flex flex-col gap-2" data-testid="item-flags">
        <h2 id="review-flags" className="text-lg font-semibold">
          {t("flags.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("flags.intro")}</p>
        {loaderData.flags.length ? (
          <ul className="flex flex-col gap-2">
            {loaderData.flags.map((f) => (
              <li key={f.id} className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-rose-200 bg-white p-4">
                <div className="flex flex-col gap-1 text-sm">
                  <Link to={`/teacher/questions/${f.questionId}`} className="font-mono font-semibold text-brand-700 hover:underline">
                    {f.identifier} · v{f.version}
                  </Link>
                  <ul className="list-disc pl-5 text-slate-800">
                    {f.reasons.map((r) => (
                      <li key={r}>{t(`flags.reasons.${r}`)}</li>
                    ))}
                  </ul>
                  <p className="text-slate-600">
                    {t("flags.evidence", {
                      responses: f.evidence.responses,
                      share: Math.round(100 * f.evidence.shareCorrect),
                      pb: f.evidence.pointBiserial.toFixed(2),
                    })}
                  </p>
                  {f.evidence.strong ? (
                    <p className="text-slate-600">
                      {t("flags.strong", {
                        key: f.evidence.strong.keyPosition,
                        counts: f.evidence.strong.counts
                          .slice()
                          .sort((x, y) => x.position - y.position)
                          .map((c) => `${c.position}: ${c.count}`)
                          .join(", "),
                      })}
                    </p>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="resolve" />
                  <input type="hidden" name="flag" value={f.id} />
                  <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50">
                    {t("flags.resolve")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          empty(t("flags.none"))
        )}
      </section>
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
