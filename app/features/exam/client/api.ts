import type { ExamScreenState } from "../web-state.server";
import type { SendSave } from "~/features/question-view";
import { fetchJson, JsonRequestError } from "~/lib/json-client";

/** The module a submit leads to (the transition screen names it). */
export type NextModule = { test: "verbal" | "math"; module: number };

/** The exam screen's calls to its data route; a refusal is the app's one JSON client error (`JsonRequestError`). */
const call = <T>(url: string, json?: unknown) => fetchJson<T>(url, json === undefined ? {} : { method: "POST", json });

export const examApi = {
  state: (sessionId: number) => call<ExamScreenState>(`/exams/session/${sessionId}/data`),
  start: (sessionId: number) => call<ExamScreenState>(`/exams/session/${sessionId}/data`, { intent: "start" }),
  resume: (sessionId: number) => call<ExamScreenState>(`/exams/session/${sessionId}/data`, { intent: "resume" }),
  submit: (sessionId: number, section: number, answers: Record<string, unknown>) =>
    call<{ state: "section" | "break" | "finished"; next_module: NextModule | null }>(`/exams/session/${sessionId}/data`, {
      intent: "submit",
      section,
      answers,
    }),
  saver:
    (sessionId: number, section: number): SendSave =>
    async (responses, active) => {
      try {
        await call(`/exams/session/${sessionId}/data`, { intent: "save", section, responses, active_question_index: active });
        return "ok";
      } catch (error) {
        if (error instanceof JsonRequestError && error.status === 409 && error.body.closed) return "closed";
        throw error;
      }
    },
};
