import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible chat-completions server in this process, for tests: the real wire format of
 * POST /v1/chat/completions (a JSON completion, or with `stream: true` server-sent events
 * `data: {chunk}` … `data: [DONE]`, usage in a last chunk when `stream_options.include_usage`), and
 * OpenAI's error objects. It records every request (headers and body) so a test can read exactly
 * which prompt the app sent, and whether the app hung up early (the student pressed Stop).
 *
 * Replies come from a queue (`next`) or else the default: a short tutor-like answer with TeX.
 * Another process (the e2e tests) reads and steers it over HTTP: GET /__stand-in/requests,
 * POST /__stand-in/reset, POST /__stand-in/next {reply}.
 */
export type StandInReply =
  | {
      kind: "text";
      text: string;
      chunkSize?: number;
      chunkDelayMs?: number;
      delayMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number } | null;
    }
  | { kind: "error"; status: number; message: string; type?: string; code?: string | null }
  | { kind: "midstream-error"; text: string; message: string }
  | { kind: "hang" };

export type RecordedRequest = {
  path: string;
  authorization: string | null;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    [key: string]: unknown;
  };
  /** The client closed the connection before the reply was complete. */
  aborted: boolean;
};

export const DEFAULT_REPLY =
  "Good question! Let's take it one step at a time. The cost is $4t + 3 = 35$, so first subtract the fee: $$4t = 32$$ What do you get when you divide both sides by $4$?";

export type OpenAiStandIn = {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  next(...replies: StandInReply[]): void;
  reset(): void;
  close(): Promise<void>;
};

/** `port` 0: any free port. `chunkDelayMs`: the pause between streamed pieces of replies that do not set their own. */
export async function startOpenAiStandIn(port = 0, { chunkDelayMs = 0 }: { chunkDelayMs?: number } = {}): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const queue: StandInReply[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(error), type: "server_error" } }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readAll(req);
    const path = (req.url ?? "").split("?")[0]!;
    if (path === "/__stand-in/requests") return json(res, 200, requests);
    if (path === "/__stand-in/reset" && req.method === "POST") {
      requests.length = 0;
      queue.length = 0;
      return json(res, 200, {});
    }
    if (path === "/__stand-in/next" && req.method === "POST") {
      queue.push((JSON.parse(raw) as { reply: StandInReply }).reply);
      return json(res, 200, {});
    }
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      return json(res, 404, { error: { message: `Unknown request: ${req.method} ${path}`, type: "invalid_request_error", code: "unknown_url" } });
    }
    const body = JSON.parse(raw) as RecordedRequest["body"];
    const record: RecordedRequest = { path, authorization: req.headers.authorization ?? null, body, aborted: false };
    requests.push(record);
    let finished = false;
    res.on("close", () => {
      if (!finished) record.aborted = true;
    });
    const reply = queue.shift() ?? { kind: "text", text: DEFAULT_REPLY };
    const done = () => {
      finished = true;
      res.end();
    };

    if (reply.kind === "hang") return;
    if (reply.kind === "error") {
      finished = true;
      return json(res, reply.status, { error: { message: reply.message, type: reply.type ?? "server_error", param: null, code: reply.code ?? null } });
    }
    if (reply.kind === "text" && reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const text = reply.text;
    const usage = reply.kind === "text" && reply.usage !== undefined ? reply.usage : { prompt_tokens: 120, completion_tokens: Math.ceil(text.length / 4) };
    if (!body.stream) {
      finished = true;
      return json(res, 200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, logprobs: null, finish_reason: "stop" }],
        ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
    const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }, null));
    const size = reply.kind === "text" ? (reply.chunkSize ?? 12) : 12;
    const pause = reply.kind === "text" ? (reply.chunkDelayMs ?? chunkDelayMs) : chunkDelayMs;
    for (let i = 0; i < text.length; i += size) {
      if (res.destroyed) return;
      res.write(chunk({ content: text.slice(i, i + size) }, null));
      if (pause) await sleep(pause);
    }
    if (res.destroyed) return;
    if (reply.kind === "midstream-error") {
      res.write(`data: ${JSON.stringify({ error: { message: reply.message, type: "server_error", param: null, code: null } })}\n\n`);
      return done();
    }
    res.write(chunk({}, "stop"));
    if (body.stream_options?.include_usage && usage) {
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })}\n\n`,
      );
    }
    res.write("data: [DONE]\n\n");
    done();
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/v1`,
    requests,
    next: (...replies) => void queue.push(...replies),
    reset() {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function json(res: http.ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function readAll(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
