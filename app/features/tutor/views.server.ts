import { skillNotes, SKILL_OUTLINE, type SkillNotes } from "#content/tutor/skill-notes";
import type { PublicUser } from "~/lib/user";
import type { Language } from "~/lib/i18n";
import { tutorConfig, type TutorMode } from "./config.server";
import {
  conversationMessages,
  findQuestionConversation,
  listConversations,
  ownConversation,
  type ConversationSummary,
  type StoredMessage,
} from "./conversations.server";
import { questionContextFor } from "./question-context.server";
import { quotaLeft } from "./usage.server";

type Caller = Pick<PublicUser, "id" | "user_type">;

/** The panel beside a result question: its stored conversation (checked like a message would be). */
export async function questionConversationView(caller: Caller, sessionId: number, questionId: number) {
  const ctx = await questionContextFor(caller, sessionId, questionId);
  const config = tutorConfig();
  const conversation = await findQuestionConversation(caller.id, ctx.sessionId, ctx.questionId);
  return {
    mode: config.mode,
    conversation: conversation?.id ?? null,
    messages: conversation ? await conversationMessages(conversation.id) : [],
    remaining: await quotaLeft(caller.id, config.dailyMessages),
    limit: config.dailyMessages,
  };
}

export type StudySelection = ConversationSummary & { messages: StoredMessage[] };

export type StudyView = {
  mode: TutorMode;
  conversations: ConversationSummary[];
  selected: StudySelection | null;
  remaining: number | null;
  limit: number;
  /** Offline mode: every skill with its note, for the list on /study. */
  skills: { outline: typeof SKILL_OUTLINE; notes: SkillNotes } | null;
};

/** /study for a user who may use Lingo: their conversations, the one open (`selected`), and the skill notes offline. */
export async function studyView(caller: Caller, language: Language, selectedId: number | null): Promise<StudyView> {
  const config = tutorConfig();
  const conversations = await listConversations(caller.id);
  let selected: StudySelection | null = null;
  if (selectedId) {
    const row = await ownConversation(caller.id, selectedId);
    const summary: ConversationSummary = {
      id: row.id,
      kind: row.kind,
      title: row.title,
      subject: row.subject,
      session: row.sessionId,
      question: row.questionId,
      updated_at: row.updatedAt.toISOString(),
    };
    selected = { ...summary, messages: await conversationMessages(row.id) };
  }
  return {
    mode: config.mode,
    conversations,
    selected,
    remaining: await quotaLeft(caller.id, config.dailyMessages),
    limit: config.dailyMessages,
    skills: config.mode === "offline" ? { outline: SKILL_OUTLINE, notes: skillNotes(language) } : null,
  };
}
