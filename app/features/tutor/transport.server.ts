import type { i18n as I18n } from "i18next";
import { errorResponse } from "~/lib/api.server";
import { translateMessage } from "~/lib/i18n.server";
import type { Turn, TurnEvent } from "./turn.server";

/** A comment line every so often keeps proxies from closing a quiet stream while the model thinks. */
const HEARTBEAT_MS = 15_000;

/** How often an open stream asks whether its sign-in is still open (issue 27: sign-out ends it). */
export const SESSION_CHECK_MS = 1_000;

/**
 * A turn as server-sent events (docs/api.md, "Lingo"): `start` {conversation, mode, user_message}, then
 * `delta` {text}* and finally `done` {message, remaining} or `error` {error, partial}. Closing the
 * connection (the Stop button, a closed tab) stops the model; what arrived is kept as a stopped reply.
 *
 * `stillSignedIn` is asked every SESSION_CHECK_MS while the reply streams: once the caller's sign-in
 * is closed (signed out on this device or another, revoked, expired), the stream ends at once with an
 * `error` event and the model is stopped, as if the connection had closed. It asks the database, so a
 * sign-out on another instance ends the stream too.
 */
export function turnEventStream(turn: Turn, i18n: I18n, requestSignal: AbortSignal, stillSignedIn?: () => Promise<boolean>): Response {
  const stop = new AbortController();
  const onGone = () => stop.abort();
  requestSignal.addEventListener("abort", onGone);
  const encoder = new TextEncoder();
  let beat: ReturnType<typeof setInterval> | undefined;
  let watch: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const end = () => {
        clearInterval(beat);
        clearInterval(watch);
        if (!open) return;
        open = false;
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      const write = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          open = false;
        }
      };
      const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send("start", { conversation: turn.conversation.id, kind: turn.conversation.kind, mode: turn.mode, user_message: turn.userMessage });
      beat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      if (stillSignedIn) {
        let asking = false;
        watch = setInterval(() => {
          if (asking || !open) return;
          asking = true;
          stillSignedIn()
            .then((signedIn) => {
              if (signedIn || !open) return;
              send("error", { error: translateMessage(i18n, "tutor:errors.signIn"), partial: null });
              end();
              stop.abort();
            })
            .catch(() => {})
            .finally(() => (asking = false));
        }, SESSION_CHECK_MS);
      }
      turn
        .run((event) => sendEvent(send, event, i18n), stop.signal)
        .catch((error) => {
          console.error(error);
          send("error", { error: translateMessage(i18n, "tutor:errors.unexpected"), partial: null });
        })
        .finally(() => {
          requestSignal.removeEventListener("abort", onGone);
          end();
        });
    },
    cancel() {
      clearInterval(beat);
      clearInterval(watch);
      stop.abort();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}

function sendEvent(send: (event: string, data: unknown) => void, event: TurnEvent, i18n: I18n) {
  if (event.type === "delta") send("delta", { text: event.text });
  else if (event.type === "done") send("done", { message: event.message, remaining: event.remaining });
  else send("error", { error: translateMessage(i18n, event.error), partial: event.partial });
}

/** Runs a turn to its end and answers {response, …} (POST /api/chat/), or {error, detail} with 502/504. */
export async function turnJson(turn: Turn, i18n: I18n, signal: AbortSignal): Promise<Response> {
  let result: Extract<TurnEvent, { type: "done" | "error" }> | null = null;
  await turn.run((event) => {
    if (event.type !== "delta") result = event;
  }, signal);
  const base = { conversation: turn.conversation.id, mode: turn.mode };
  const end = result as Extract<TurnEvent, { type: "done" | "error" }> | null;
  if (end?.type === "done") return Response.json({ response: end.message.content, ...base, message: end.message, remaining: end.remaining });
  const error = translateMessage(i18n, end?.error ?? "tutor:errors.unexpected");
  const status = end?.error === "tutor:errors.timeout" ? 504 : 502;
  return Response.json({ error, detail: error, ...base, partial: end?.partial ?? null }, { status });
}

/** An error before the answer starts, as the spec's chat client reads it: {error} (and {detail}, as the rest of the API). */
export async function tutorErrorResponse(error: unknown, i18n: I18n): Promise<Response> {
  const res = errorResponse(error, i18n);
  const body = (await res.json()) as Record<string, unknown>;
  return Response.json({ error: body.detail, ...body }, { status: res.status, headers: res.headers });
}
