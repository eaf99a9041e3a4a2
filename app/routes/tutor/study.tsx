import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, Link, redirect, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/study";
import { optionalUser, requireUser } from "~/features/auth/web-session.server";
import { tutorGate } from "~/features/tutor/access";
import { ChatPanel } from "~/features/tutor/chat-panel";
import { deleteConversation } from "~/features/tutor/conversations.server";
import { ConversationList, useConversationLabel } from "~/features/tutor/conversation-list";
import { SkillNotesList } from "~/features/tutor/skill-notes-list";
import { UpgradeNotice } from "~/features/tutor/upgrade-notice";
import { studyView } from "~/features/tutor/views.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import type { Language } from "~/lib/i18n";
import { idField } from "~/lib/input";
import { parseInput, readForm } from "~/lib/parse.server";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { withPageError } from "~/lib/action.server";

const Query = z.object({ c: idField().optional() });
const DeleteForm = z.object({ intent: z.literal("delete"), conversation: idField() });

/** /study and /chat (spec part 1, section 2; open to visitors): Lingo for general SAT questions, with the conversation list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = optionalUser(context);
  const gate = tutorGate(user);
  const title = getI18n(context).t("tutor:study.meta");
  if (!user || gate !== "allowed") return { gate, title, view: null };
  const query = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data({ detail: "Not found." }, { status: 404 });
  return withPageError(async () => ({ gate, title, view: await studyView(user, getLocale(context) as Language, query.data.c ?? null) }));
}

/** Deletes one of the user's conversations, then shows the list without it. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  await withPageError(async () => {
    const form = parseInput(DeleteForm, Object.fromEntries(await readForm(request)));
    await deleteConversation(user.id, form.conversation);
  });
  return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await flashHeader("tutor:study.deleted") } });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

export default function Study({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tutor");
  const { gate, view } = loaderData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const label = useConversationLabel();
  const basePath = pathname.startsWith("/chat") ? "/chat" : "/study";
  const selected = view?.selected ?? null;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("study.title")}</h1>
        <p className="text-slate-600">{t("study.intro")}</p>
      </header>
      {gate !== "allowed" || !view ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <UpgradeNotice gate={gate === "allowed" ? "upgrade" : gate} headingId="study-upgrade" />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <aside className="md:w-72 md:shrink-0">
              <ConversationList conversations={view.conversations} selected={selected?.id ?? null} basePath={basePath} />
            </aside>
            <div className="h-[70vh] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 md:h-[calc(100vh-12rem)] md:min-w-0 md:flex-1">
              <ChatPanel
                key={selected?.id ?? "new"}
                headingId="study-chat-heading"
                subtitle={selected ? label(selected) : undefined}
                greeting={
                  selected?.kind === "question" && selected.subject?.number
                    ? t("panel.greetingQuestion", { n: selected.subject.number })
                    : t("panel.greetingStudy")
                }
                offlineNote={selected?.kind === "question" ? t("panel.offlineBanner") : t("panel.offlineBannerStudy")}
                mode={view.mode}
                target={{ conversation: selected?.id ?? null }}
                messages={selected?.messages ?? []}
                remaining={view.remaining}
                onCreated={(id) => navigate(`${basePath}?c=${id}`, { replace: true, preventScrollReset: true })}
                actions={selected ? <SelectedActions id={selected.id} session={selected.kind === "question" ? selected.session : null} /> : null}
              />
            </div>
          </div>
          {view.skills ? <SkillNotesList outline={view.skills.outline} notes={view.skills.notes} /> : null}
        </>
      )}
    </main>
  );
}

/** Beside the title of an open conversation: back to its result (a question's), and delete (asked first). */
function SelectedActions({ id, session }: { id: number; session: number | null }) {
  const { t } = useTranslation("tutor");
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex shrink-0 items-center gap-1">
      {session ? (
        <Link to={`/exams/result/${session}`} className="hidden rounded-lg px-2 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 sm:inline">
          {t("study.openResult")}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-lg p-2 text-slate-600 hover:bg-rose-50 hover:text-rose-700"
        aria-label={t("study.delete")}
        data-testid="tutor-delete"
      >
        <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </svg>
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("study.delete")}
        labelledBy="delete-conversation-title"
        className="w-[min(28rem,calc(100vw-2rem))]"
      >
        <p className="text-slate-700">{t("study.deleteConfirm")}</p>
        <Form method="post" className="flex justify-end gap-2" onSubmit={() => setConfirming(false)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="conversation" value={id} />
          <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
            {t("study.cancel")}
          </button>
          <button type="submit" className={buttonClass("danger")} data-testid="tutor-delete-confirm">
            {t("study.delete")}
          </button>
        </Form>
      </Dialog>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("tutor");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("study.title")}</h1>
      <p role="alert" className="text-slate-700" data-testid="study-error">
        {status === 404 ? t("errors.conversationNotFound") : t("errors.generic")}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {status !== 404 ? (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
            {t("panel.retry")}
          </button>
        ) : null}
        <Link to="/study" className={buttonClass("secondary")}>
          {t("study.newConversation")}
        </Link>
      </div>
    </main>
  );
}
