import OpenAI from "openai";
import { getEnv } from "~/lib/env.server";

/** How Lingo answers: "model" (an OpenAI-compatible server is configured) or "offline" (the embedded default). */
export type TutorMode = "model" | "offline";

export type TutorConfig = {
  mode: TutorMode;
  /** The server's address without credentials, for the back office ("https://api.openai.com/v1" when only a key is set). */
  endpoint: string | null;
  model: string;
  dailyMessages: number;
  ratePerMinute: number;
  timeoutMs: number;
  maxTokens: number;
};

const OPENAI_DEFAULT_URL = "https://api.openai.com/v1";

/** The tutor's settings from the environment (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL, TUTOR_*). */
export function tutorConfig(): TutorConfig {
  const env = getEnv();
  const configured = !!(env.OPENAI_BASE_URL || env.OPENAI_API_KEY);
  return {
    mode: configured ? "model" : "offline",
    endpoint: configured ? withoutCredentials(env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_URL) : null,
    model: env.OPENAI_MODEL,
    dailyMessages: env.TUTOR_DAILY_MESSAGES,
    ratePerMinute: env.TUTOR_RATE_LIMIT,
    timeoutMs: env.TUTOR_TIMEOUT_MS,
    maxTokens: env.TUTOR_MAX_TOKENS,
  };
}

let client: OpenAI | undefined;

/**
 * The SDK client: one retry (connection errors, 408, 429, 5xx) and the configured timeout per attempt.
 * A local server (Ollama, llama.cpp, vLLM) usually needs no key; the SDK insists on one, so a placeholder goes.
 */
export function tutorClient(): OpenAI {
  if (client) return client;
  const env = getEnv();
  client = new OpenAI({
    apiKey: env.OPENAI_API_KEY || "no-key",
    baseURL: env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_URL,
    timeout: env.TUTOR_TIMEOUT_MS,
    maxRetries: 1,
  });
  return client;
}

function withoutCredentials(url: string) {
  const u = new URL(url);
  u.username = "";
  u.password = "";
  u.search = "";
  return u.toString().replace(/\/$/, "");
}
