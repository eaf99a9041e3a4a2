import type { SendSave } from "~/features/question-view";
import { fetchJson, JsonRequestError } from "~/lib/json-client";
import type { PracticeSetJson } from "../set-view.server";

/** A refused call of the practice screen: the app's one JSON client error (status, the server's message and body). */
export { JsonRequestError as PracticeRequestError } from "~/lib/json-client";

const call = <T>(url: string, json?: unknown) => fetchJson<T>(url, json === undefined ? {} : { method: "POST", json });

const url = (setId: number) => `/practice/${setId}/data`;

/** The practice screen's calls to its data route (/practice/{id}/data). */
export const practiceApi = {
  view: (setId: number) => call<PracticeSetJson>(url(setId)),
  answer: (
    setId: number,
    answer: { question: number; selected_choice?: number | null; answer_text?: string | null; marked_for_review?: boolean; revision?: number },
  ) => call<PracticeSetJson>(url(setId), { intent: "answer", answer }),
  finish: (setId: number) => call<PracticeSetJson>(url(setId), { intent: "finish" }),
  /** Autosave in the exam store's shape: "closed" once the set is finished (its answers are final). */
  saver:
    (setId: number): SendSave =>
    async (responses, active) => {
      try {
        await call(url(setId), { intent: "save", responses, active_position: active });
        return "ok";
      } catch (error) {
        if (error instanceof JsonRequestError && error.status === 409 && error.body.closed) return "closed";
        throw error;
      }
    },
};
