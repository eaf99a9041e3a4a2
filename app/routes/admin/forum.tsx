import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/forum";
import { requireUser } from "~/features/auth/web-session.server";
import { BlockedUsers, BlockForm } from "~/features/forum/admin/blocked-users";
import { ModerationItemCard } from "~/features/forum/admin/moderation-item";
import { ModerationLog } from "~/features/forum/admin/moderation-log";
import { moderate } from "~/features/forum/moderation.server";
import { blockedUsers, hiddenItems, moderationLog, moderationQueue } from "~/features/forum/moderation-queue.server";
import { ModerationSchema } from "~/features/forum/schemas";
import { parseSubmission, withFormFailure } from "~/lib/action.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";

const VIEWS = ["queue", "hidden", "blocked", "log"] as const;
type View = (typeof VIEWS)[number];

/** /admin/forum: reported posts and comments first, then the latest; hidden items; blocked users; the log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("view");
  const view: View = (VIEWS as readonly string[]).includes(asked ?? "") ? (asked as View) : "queue";
  const title = getI18n(context).t("forum:admin.title");
  if (view === "queue") return { view, title, ...(await moderationQueue()), hidden: [], blocked: [], log: [] };
  if (view === "hidden") return { view, title, reported: [], recent: [], hidden: await hiddenItems(), blocked: [], log: [] };
  if (view === "blocked") return { view, title, reported: [], recent: [], hidden: [], blocked: await blockedUsers(), log: [] };
  return { view, title, reported: [], recent: [], hidden: [], blocked: [], log: await moderationLog() };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Forum"} · SAT Lingo` }];

/** Every moderator action (one form): hide, unhide, delete, dismiss, block, unblock. Refusals come back in the one failure shape for the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireUser(context, request);
  const { submission, refused } = parseSubmission(await readForm(request), ModerationSchema);
  if (refused) return refused;
  const input = submission.value!;
  return withFormFailure(async () => {
    await moderate(admin, input);
    // A toast on the next render (the item may leave the list, and its form with it).
    return data({ ok: true as const, done: input.intent }, { headers: { "Set-Cookie": await flashHeader(`forum:admin.done.${input.intent}`) } });
  }, submission);
}

export default function AdminForum({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forum");
  const { view, reported, recent, hidden, blocked, log } = loaderData;
  return (
    <main className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
        <p className="mt-1 text-slate-600">{t("admin.intro")}</p>
      </header>
      <nav aria-label={t("admin.views")} className="flex flex-wrap gap-1 border-b border-slate-200">
        {VIEWS.map((v) => (
          <Link
            key={v}
            to={v === "queue" ? "/admin/forum" : `/admin/forum?view=${v}`}
            aria-current={view === v ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${view === v ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t(`admin.view.${v}`)}
          </Link>
        ))}
      </nav>
      {view === "queue" ? (
        <>
          <section aria-labelledby="reported-heading" className="flex flex-col gap-3">
            <h2 id="reported-heading" className="text-lg font-semibold">
              {t("admin.reported", { count: reported.length })}
            </h2>
            {reported.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-6 text-center text-slate-600">{t("admin.noReports")}</p>
            ) : null}
            <ul className="flex flex-col gap-3" data-testid="reported-items">
              {reported.map((item) => (
                <ModerationItemCard key={`${item.target}:${item.id}`} item={item} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
            <h2 id="recent-heading" className="text-lg font-semibold">
              {t("admin.recent")}
            </h2>
            {recent.length === 0 ? <p className="text-slate-600">{t("admin.nothingYet")}</p> : null}
            <ul className="flex flex-col gap-3">
              {recent.map((item) => (
                <ModerationItemCard key={`${item.target}:${item.id}`} item={item} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
      {view === "hidden" ? (
        <ul className="flex flex-col gap-3">
          {hidden.length === 0 ? <p className="text-slate-600">{t("admin.noHidden")}</p> : null}
          {hidden.map((item) => (
            <ModerationItemCard key={`${item.target}:${item.id}`} item={item} />
          ))}
        </ul>
      ) : null}
      {view === "blocked" ? (
        <>
          <BlockForm />
          <BlockedUsers users={blocked} />
        </>
      ) : null}
      {view === "log" ? <ModerationLog entries={log} /> : null}
    </main>
  );
}
