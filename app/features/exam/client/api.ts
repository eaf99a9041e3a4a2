import type { ExamScreenState } from "../web-state.server";
import type { SendSave } from "~/features/question-view";

/** Calls of the exam screen to its data route, with the server's message on failure. */
export class ExamRequestError extends Error {
  constructor(
    message: string,
    public status: number,
    public body: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { "Content-Type": "application/json", Accept: "application/json", ...init?.headers }, credentials: "same-origin" });
  } catch {
    throw new ExamRequestError("Network Error", 0, {});
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ExamRequestError(typeof body.detail === "string" ? body.detail : `HTTP ${res.status}`, res.status, body);
  return body as T;
}

export const examApi = {
  state: (sessionId: number) => call<ExamScreenState>(`/exams/session/${sessionId}/data`),
  resume: (sessionId: number) => call<ExamScreenState>(`/exams/session/${sessionId}/data`, { method: "POST", body: JSON.stringify({ intent: "resume" }) }),
  submit: (sessionId: number, section: number, answers: Record<string, unknown>) =>
    call<{ state: "section" | "break" | "finished" }>(`/exams/session/${sessionId}/data`, { method: "POST", body: JSON.stringify({ intent: "submit", section, answers }) }),
  saver:
    (sessionId: number, section: number): SendSave =>
    async (responses, active) => {
      try {
        await call(`/exams/session/${sessionId}/data`, { method: "POST", body: JSON.stringify({ intent: "save", section, responses, active_question_index: active }) });
        return "ok";
      } catch (error) {
        if (error instanceof ExamRequestError && error.status === 409 && error.body.closed) return "closed";
        throw error;
      }
    },
};
