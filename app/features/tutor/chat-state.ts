import type { StoredMessage } from "./types";

/**
 * The panel's conversation as the student sees it, a pure reducer: their message appears at once, Lingo's
 * reply grows piece by piece ("streaming"), then becomes the stored message; a stop keeps what arrived; an
 * error shows as Lingo's message in red. While a reply is awaited (`waiting`, `streaming`) nothing is sent.
 */
export type ShownMessage = Omit<StoredMessage, "id" | "status" | "step" | "created_at"> & {
  key: string;
  id: number | null;
  status: StoredMessage["status"] | "streaming" | "error";
};

export type ChatState = { messages: ShownMessage[]; phase: "idle" | "waiting" | "streaming"; conversation: number | null; remaining: number | null };

export type ChatAction =
  | { type: "send"; text: string; mode: ShownMessage["mode"] }
  | { type: "start"; conversation: number; userMessage: StoredMessage }
  | { type: "delta"; text: string }
  | { type: "done"; message: StoredMessage; remaining: number | null }
  | { type: "error"; text: string; partial: StoredMessage | null }
  | { type: "stopped" };

export function initialChat(messages: StoredMessage[], conversation: number | null, remaining: number | null): ChatState {
  return { messages: messages.map(shown), phase: "idle", conversation, remaining };
}

export function shown(m: StoredMessage): ShownMessage {
  return { key: `m${m.id}`, id: m.id, role: m.role, content: m.content, mode: m.mode, status: m.status };
}

let counter = 0;
const localKey = (prefix: string) => `${prefix}${++counter}`;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send":
      if (state.phase !== "idle") return state;
      return {
        ...state,
        phase: "waiting",
        messages: [...state.messages, { key: localKey("u"), id: null, role: "user", content: action.text, mode: action.mode, status: "complete" }],
      };
    case "start": {
      const messages = [...state.messages];
      const last = messages.findLastIndex((m) => m.role === "user" && m.id === null);
      if (last >= 0) messages[last] = { ...shown(action.userMessage), key: messages[last]!.key };
      return { ...state, conversation: action.conversation, messages };
    }
    case "delta": {
      const messages = [...state.messages];
      const last = messages[messages.length - 1];
      if (last?.status === "streaming") messages[messages.length - 1] = { ...last, content: last.content + action.text };
      else messages.push({ key: localKey("a"), id: null, role: "assistant", content: action.text, mode: "model", status: "streaming" });
      return { ...state, phase: "streaming", messages };
    }
    case "done": {
      const messages = withoutStreaming(state.messages);
      const key = state.messages.find((m) => m.status === "streaming")?.key ?? `m${action.message.id}`;
      return { ...state, phase: "idle", remaining: action.remaining, messages: [...messages, { ...shown(action.message), key }] };
    }
    case "error": {
      const messages = withoutStreaming(state.messages);
      if (action.partial) messages.push(shown(action.partial));
      messages.push({ key: localKey("e"), id: null, role: "assistant", content: action.text, mode: "model", status: "error" });
      return { ...state, phase: "idle", messages };
    }
    case "stopped":
      return {
        ...state,
        phase: "idle",
        messages: state.messages
          .filter((m) => m.status !== "streaming" || m.content.trim())
          .map((m) => (m.status === "streaming" ? { ...m, status: "stopped" } : m)),
      };
  }
}

function withoutStreaming(messages: ShownMessage[]) {
  return messages.filter((m) => m.status !== "streaming");
}
