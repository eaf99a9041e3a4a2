import type { TutorSubject } from "#db/schema-tutor";

/** A stored message as the panel and the REST API show it. */
export type StoredMessage = {
  id: number;
  role: "user" | "assistant";
  content: string;
  /** "model": the configured model answered; "offline": built from explanations and skill notes. */
  mode: "model" | "offline";
  /** "stopped": the student stopped it, or the model failed midway; what arrived is kept. */
  status: "complete" | "stopped";
  step: number | null;
  created_at: string;
};

/** One line of the conversation list on /study. */
export type ConversationSummary = {
  id: number;
  kind: "question" | "study";
  title: string;
  subject: TutorSubject | null;
  session: number | null;
  question: number | null;
  updated_at: string;
};

export type { TutorSubject };
