import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { revokeSession } from "~/features/auth/tokens.server";
import { SESSION_CHECK_MS } from "~/features/tutor/transport.server";
import * as chatStreamApi from "~/routes/api/chat/stream";
import * as replyRoute from "~/routes/tutor/reply";
import { seedOnce } from "../setup/exam-helpers";
import { startOpenAiStandIn, type OpenAiStandIn } from "../setup/openai-stand-in";
import { callRoute } from "../setup/request";
import { callWeb, finishSession, newUser, questionByIdentifier } from "../setup/tutor-helpers";

// Issue 27: a Lingo stream already open ends when its session signs out (web panel and REST stream).
let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  process.env.OPENAI_BASE_URL = standIn.url;
  process.env.OPENAI_API_KEY = "sk-stand-in-key";
  process.env.OPENAI_MODEL = "stand-in-model";
  process.env.TUTOR_TIMEOUT_MS = "20000";
  await seedOnce();
}, 180_000);
afterAll(async () => {
  await standIn.close();
  await closeDb();
});
beforeEach(() => standIn.reset());

/** A long, slow reply: about 24 s if nothing stops it. */
const SLOW = { kind: "text" as const, text: "Look at the words around the blank first. ".repeat(24), chunkSize: 6, chunkDelayMs: 120 };

/** Reads the stream until the first delta, runs `then`, and reads on to the end: what came after, and how long it took. */
async function readAcross(res: Response, then: () => Promise<void>) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let before = "";
  while (!before.includes("event: delta")) before += decoder.decode((await reader.read()).value, { stream: true });
  await then();
  const started = Date.now();
  let after = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    after += decoder.decode(value, { stream: true });
  }
  return { after, ms: Date.now() - started };
}

async function premiumStudent() {
  const student = await newUser("pre_student");
  const q = await questionByIdentifier("diag-rw-01");
  const { id } = await finishSession(student.access, "diagnostic", () => undefined);
  return { student, session: id, question: q.id };
}

describe("Lingo's open stream after a sign-out", () => {
  it("the web panel's stream ends with an error event within a check, and the model is stopped", async () => {
    const { student, session, question } = await premiumStudent();
    standIn.next(SLOW);
    const res = await callWeb(replyRoute, { path: "/tutor/reply?lng=en", user: student.user, json: { message: "Help", session, question } });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const { after, ms } = await readAcross(res, () => revokeSession(student.user.sessionId, "logout"));
    expect(ms).toBeLessThan(SESSION_CHECK_MS * 4);
    expect(after).toContain("event: error");
    expect(after).toContain("Sign in to talk to Lingo.");
    expect(after).not.toContain("event: done");
    await waitFor(async () => standIn.requests[0]!.aborted || undefined);
  });

  it("the REST stream (/api/chat/stream/) ends too; a session still open streams to the end", async () => {
    const { student, question } = await premiumStudent();
    standIn.next(SLOW);
    const res = await callRoute(chatStreamApi, { token: student.access, json: { question, userMessage: "Explain" } });
    const { after, ms } = await readAcross(res, () => revokeSession(student.user.sessionId, "logout"));
    expect(ms).toBeLessThan(SESSION_CHECK_MS * 4);
    expect(after).toContain("event: error");

    const other = await premiumStudent();
    standIn.next({ kind: "text", text: "Short and slow. ".repeat(4), chunkSize: 4, chunkDelayMs: 150 });
    const open = await callRoute(chatStreamApi, { token: other.student.access, json: { question: other.question, userMessage: "Explain" } });
    const rest = await readAcross(open, async () => {});
    expect(rest.after).toContain("event: done");
    expect(rest.after).not.toContain("event: error");
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}
