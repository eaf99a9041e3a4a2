import type { SendSave } from "~/features/question-view";
import type { PracticeSetJson } from "../set-view.server";

/** A refused call of the practice screen: the server's message and body. */
export class PracticeRequestError extends Error {
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
    throw new PracticeRequestError("Network Error", 0, {});
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new PracticeRequestError(typeof body.detail === "string" ? body.detail : `HTTP ${res.status}`, res.status, body);
  return body as T;
}

const url = (setId: number) => `/practice/${setId}/data`;

/** The practice screen's calls to its data route (/practice/{id}/data). */
export const practiceApi = {
  view: (setId: number) => call<PracticeSetJson>(url(setId)),
  answer: (setId: number, answer: { question: number; selected_choice?: number | null; answer_text?: string | null; marked_for_review?: boolean; revision?: number }) =>
    call<PracticeSetJson>(url(setId), { method: "POST", body: JSON.stringify({ intent: "answer", answer }) }),
  finish: (setId: number) => call<PracticeSetJson>(url(setId), { method: "POST", body: JSON.stringify({ intent: "finish" }) }),
  /** Autosave in the exam store's shape: "closed" once the set is finished (its answers are final). */
  saver:
    (setId: number): SendSave =>
    async (responses, active) => {
      try {
        await call(url(setId), { method: "POST", body: JSON.stringify({ intent: "save", responses, active_position: active }) });
        return "ok";
      } catch (error) {
        if (error instanceof PracticeRequestError && error.status === 409 && error.body.closed) return "closed";
        throw error;
      }
    },
};
