import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { tutorClient, tutorConfig } from "./config.server";

/** Why the model gave no (complete) answer; each is a message of tutor:errors. */
export type ModelFailure = "timeout" | "unreachable" | "model";

export class ModelError extends Error {
  constructor(
    public reason: ModelFailure,
    /** What arrived before it failed. */
    public partial: string,
    cause?: unknown,
  ) {
    super(`tutor model ${reason}`, { cause });
  }
}

export type Completion = { content: string; promptTokens: number; completionTokens: number; stopped: boolean };

/**
 * Streams one chat completion from the configured OpenAI-compatible server, calling `onDelta` with each
 * piece of text. Bounded in time twice: the SDK's timeout (and its one retry) until the answer starts,
 * then an idle timer that gives up when no piece arrives for as long. `signal` (the student pressed Stop
 * or left) ends it early with what arrived: `stopped`. Token counts come from the server's usage report,
 * else an estimate (4 characters a token).
 */
export async function streamCompletion(
  messages: ChatCompletionMessageParam[],
  { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<Completion> {
  const config = tutorConfig();
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (signal.aborted) stop();
  signal.addEventListener("abort", stop);
  let idle: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  let content = "";
  let usage: { prompt_tokens: number; completion_tokens: number } | null = null;
  try {
    const stream = await tutorClient().chat.completions.create(
      {
        model: config.model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        ...(config.maxTokens > 0 ? { max_tokens: config.maxTokens } : {}),
      },
      { signal: controller.signal },
    );
    arm();
    for await (const chunk of stream) {
      arm();
      const text = chunk.choices[0]?.delta?.content;
      if (text) {
        content += text;
        onDelta(text);
      }
      if (chunk.usage) usage = chunk.usage;
    }
  } catch (error) {
    if (timedOut) throw new ModelError("timeout", content, error);
    if (!signal.aborted) throw new ModelError(classify(error), content, error);
  } finally {
    clearTimeout(idle);
    signal.removeEventListener("abort", stop);
  }
  if (timedOut) throw new ModelError("timeout", content);
  const prompt = usage?.prompt_tokens ?? estimateTokens(messages.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n"));
  return { content, promptTokens: prompt, completionTokens: usage?.completion_tokens ?? estimateTokens(content), stopped: signal.aborted };
}

function classify(error: unknown): ModelFailure {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "timeout";
  if (error instanceof OpenAI.APIConnectionError) return "unreachable";
  return "model";
}

export function estimateTokens(text: string) {
  return Math.ceil(text.length / 4);
}
