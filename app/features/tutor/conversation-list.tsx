import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import type { ConversationSummary, TutorSubject } from "./types";

/** How a conversation is named: a question's exam, module and number, or the first words of a study topic. */
export function useConversationLabel() {
  const { t } = useTranslation("tutor");
  const { t: tr } = useTranslation("results");
  return (c: Pick<ConversationSummary, "kind" | "title" | "subject" | "question">) => {
    if (c.kind === "study") return c.title || t("study.untitled");
    const s = c.subject as TutorSubject | null;
    if (!s || s.module === null || s.number === null) return t("study.subjectBank", { id: c.question });
    return t("study.subject", { exam: s.exam, test: tr(`tests.${s.test}`), module: s.module, n: s.number });
  };
}

/** The side list of /study: a new conversation, then the student's conversations, newest first. */
export function ConversationList({ conversations, selected, basePath }: { conversations: ConversationSummary[]; selected: number | null; basePath: string }) {
  const { t } = useTranslation("tutor");
  const label = useConversationLabel();
  return (
    <nav aria-labelledby="conversations-heading" className="flex flex-col gap-2">
      <h2 id="conversations-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t("study.conversations")}
      </h2>
      <Link to={basePath} className={buttonClass("secondary", "w-full")} data-testid="tutor-new-conversation">
        <span aria-hidden>+</span> {t("study.newConversation")}
      </Link>
      {conversations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600" data-testid="tutor-no-conversations">
          {t("study.noConversations")}
        </p>
      ) : (
        <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto" data-testid="tutor-conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={`${basePath}?c=${c.id}`}
                aria-current={c.id === selected ? "page" : undefined}
                className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${c.id === selected ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
              >
                <span aria-hidden className="mt-0.5 text-xs text-slate-400">
                  {c.kind === "question" ? "Q" : "#"}
                </span>
                <span className="line-clamp-2">{label(c)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
