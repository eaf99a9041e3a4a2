import { startOpenAiStandIn } from "./openai-stand-in";

/**
 * Playwright global setup: the OpenAI-compatible stand-in the e2e app server talks to (playwright.config.ts
 * points OPENAI_BASE_URL at it). Replies stream in pieces 60 ms apart, so a test sees them arrive.
 * The tests read what the app sent, and queue replies, over HTTP (see openai-stand-in.ts).
 */
export const OPENAI_STAND_IN_PORT = Number(process.env.E2E_OPENAI_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 7);
export const OPENAI_STAND_IN_URL = `http://127.0.0.1:${OPENAI_STAND_IN_PORT}`;

export default async function openAiStandInSetup() {
  const standIn = await startOpenAiStandIn(OPENAI_STAND_IN_PORT, { chunkDelayMs: 60 });
  return () => standIn.close();
}
