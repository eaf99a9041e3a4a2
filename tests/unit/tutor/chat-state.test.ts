import { describe, expect, it } from "vitest";
import { chatReducer, initialChat, type ChatState } from "~/features/tutor/chat-state";
import { parseEvent } from "~/features/tutor/sse-client";
import type { StoredMessage } from "~/features/tutor/types";

const stored = (id: number, role: "user" | "assistant", content: string, status: StoredMessage["status"] = "complete"): StoredMessage => ({
  id,
  role,
  content,
  mode: "model",
  status,
  step: null,
  created_at: "2026-01-01T00:00:00.000Z",
});
const view = (s: ChatState) => s.messages.map((m) => [m.role, m.content, m.status]);

describe("the chat panel's state", () => {
  it("shows the message at once, grows the reply piece by piece, then keeps the stored one; nothing is sent while waiting", () => {
    let s = initialChat([stored(1, "user", "Hi"), stored(2, "assistant", "Hello!")], 7, 10);
    s = chatReducer(s, { type: "send", text: "Why B?", mode: "model" });
    expect(s.phase).toBe("waiting");
    expect(chatReducer(s, { type: "send", text: "again", mode: "model" })).toBe(s);
    s = chatReducer(s, { type: "start", conversation: 7, userMessage: stored(3, "user", "Why B?") });
    s = chatReducer(s, { type: "delta", text: "Because " });
    s = chatReducer(s, { type: "delta", text: "$x = 2$" });
    expect(s.phase).toBe("streaming");
    expect(view(s).at(-1)).toEqual(["assistant", "Because $x = 2$", "streaming"]);
    s = chatReducer(s, { type: "done", message: stored(4, "assistant", "Because $x = 2$"), remaining: 9 });
    expect(s).toMatchObject({ phase: "idle", remaining: 9, conversation: 7 });
    expect(view(s)).toEqual([
      ["user", "Hi", "complete"],
      ["assistant", "Hello!", "complete"],
      ["user", "Why B?", "complete"],
      ["assistant", "Because $x = 2$", "complete"],
    ]);
  });

  it("a stop keeps what arrived; an error shows the server's text after what was kept", () => {
    let s = initialChat([], null, null);
    s = chatReducer(s, { type: "send", text: "Q", mode: "model" });
    s = chatReducer(s, { type: "delta", text: "Half an ans" });
    s = chatReducer(s, { type: "stopped" });
    expect(view(s)).toEqual([
      ["user", "Q", "complete"],
      ["assistant", "Half an ans", "stopped"],
    ]);
    s = chatReducer(s, { type: "send", text: "Q2", mode: "model" });
    s = chatReducer(s, { type: "delta", text: "Part" });
    s = chatReducer(s, { type: "error", text: "Lingo took too long to answer. Please try again.", partial: stored(9, "assistant", "Part", "stopped") });
    expect(view(s).slice(2)).toEqual([
      ["user", "Q2", "complete"],
      ["assistant", "Part", "stopped"],
      ["assistant", "Lingo took too long to answer. Please try again.", "error"],
    ]);
    expect(s.phase).toBe("idle");
  });

  it("reads server-sent events: named, JSON data, comments skipped", () => {
    expect(parseEvent('event: delta\ndata: {"text":"a\\nb"}')).toEqual({ event: "delta", data: { text: "a\nb" } });
    expect(parseEvent(": keep-alive")).toBeNull();
    expect(parseEvent("data: [DONE]")).toBeNull();
  });
});
