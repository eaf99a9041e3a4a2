import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { Language } from "~/lib/i18n";
import type { QuestionContext } from "./question-context.server";
import { QUESTION_RULES, STUDY_RULES, SYSTEM_PROMPTS } from "./system-prompts";

/** How much of a conversation goes back to the model: the latest messages within both bounds. */
const HISTORY_MESSAGES = 20;
const HISTORY_CHARS = 16_000;

export type HistoryMessage = { role: "user" | "assistant"; content: string };

/**
 * The context block of a question, in the order a tutor reads it: where it comes from, the passage, the
 * question, the lettered choices, the student's answer and, only when the caller may see them, the key
 * and the explanation. Labels in English (the content of the SAT is English); the model answers in the
 * student's language as its instructions say.
 */
export function contextBlock(ctx: QuestionContext): string {
  const lines: string[] = ["<context>"];
  const where = [
    ctx.examName,
    ctx.module ? `${ctx.test === "math" ? "Math" : "Reading and Writing"}, module ${ctx.module}` : ctx.test === "math" ? "Math" : "Reading and Writing",
    ctx.number ? `question ${ctx.number}` : null,
  ];
  lines.push(`Source: ${where.filter(Boolean).join(", ")}`);
  lines.push(`Domain: ${ctx.domain}; skill: ${ctx.skill}; difficulty: ${ctx.difficulty}`);
  lines.push(`Type: ${ctx.type === "SC" ? "multiple choice (one correct choice)" : "student-produced response (the student types a number)"}`);
  if (ctx.passage) lines.push("", `Passage${ctx.passage.title ? ` (${ctx.passage.title})` : ""}:`, ctx.passage.text);
  lines.push("", "Question:");
  if (ctx.title) lines.push(ctx.title);
  lines.push(ctx.text);
  if (ctx.choices.length) {
    lines.push("", "Choices:");
    for (const c of ctx.choices) lines.push(`${c.letter}) ${c.text}`);
  }
  lines.push("");
  const whose = ctx.own ? "The student's answer" : "The answer of the student this teacher follows";
  if (!ctx.answer) lines.push("No student answer: the question is asked from the question bank.");
  else if (!ctx.answer.given) lines.push(`${whose}: not answered.`);
  else {
    const given = ctx.answer.letter ? `${ctx.answer.letter}) ${ctx.answer.text}` : (ctx.answer.text ?? "");
    lines.push(`${whose}: ${given} — ${ctx.answer.correct ? "correct" : "incorrect"}.`);
  }
  if (ctx.reveal) {
    lines.push(`Correct answer: ${ctx.key}`);
    if (ctx.explanation?.length) lines.push("", "Explanation (official-style reasoning):", ...ctx.explanation);
    // The students' own translations (decision 0062): the model may follow their wording and terms.
    for (const [lng, paragraphs] of Object.entries(ctx.explanationI18n ?? {}))
      if (paragraphs?.length)
        lines.push("", `The same explanation in ${lng === "az" ? "Azerbaijani" : "Russian"} (shown to students who read it):`, ...paragraphs);
  } else {
    lines.push("Correct answer and explanation: not available to this student.");
  }
  lines.push("</context>");
  return lines.join("\n");
}

/** Everything sent to the model for one turn: instructions and the question's context, the history, the new message. */
export function buildMessages(language: Language, ctx: QuestionContext | null, history: HistoryMessage[], message: string): ChatCompletionMessageParam[] {
  const rules = ctx ? (ctx.reveal ? QUESTION_RULES[language].withKey : QUESTION_RULES[language].withoutKey) : STUDY_RULES[language];
  // One system message: several, or one after a user message, break the chat templates of some local models.
  const system = [SYSTEM_PROMPTS[language], rules, ...(ctx ? [contextBlock(ctx)] : [])].join("\n\n");
  return [{ role: "system", content: system }, ...recent(history), { role: "user", content: message }];
}

/** The latest messages that fit, oldest first, starting with a user message. */
function recent(history: HistoryMessage[]): HistoryMessage[] {
  const kept: HistoryMessage[] = [];
  let chars = 0;
  for (let i = history.length - 1; i >= 0 && kept.length < HISTORY_MESSAGES; i--) {
    const m = history[i]!;
    if (!m.content.trim()) continue;
    chars += m.content.length;
    if (chars > HISTORY_CHARS) break;
    kept.unshift({ role: m.role, content: m.content });
  }
  while (kept[0]?.role === "assistant") kept.shift();
  return kept;
}

/** A REST client's free `context`, passed on as the student's own words (never as the question). */
export function withClientContext(message: string, context: string | null | undefined) {
  const note = context?.trim();
  return note ? `${message}\n\n(Context I am adding: ${note})` : message;
}
