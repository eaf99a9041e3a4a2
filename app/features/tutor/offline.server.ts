import type { i18n as I18n } from "i18next";
import { skillNote, skillNotes, type SkillId } from "#content/tutor/skill-notes";
import type { Language } from "~/lib/i18n";
import { wantsWholeAnswer } from "./offline-intent";
import type { QuestionContext } from "./question-context.server";

/**
 * Lingo without a model (no OPENAI_BASE_URL or OPENAI_API_KEY): honest help built from what the app has,
 * labelled "offline" wherever it is shown. About a question: the skill's note, then the explanation's
 * method one step per message ("hint", "next", anything), the whole explanation when asked for the answer,
 * and what the explanation says about a choice the student names. On /study: the note of the skill a
 * message is about. Never invents anything: no key or explanation unless the caller may see them.
 */
export type OfflineReply = { content: string; step: number | null };

/** A choice the student names: "B", "(C)", "choice D", "variant B", "why not B?". "A" only when unmistakable. */
function namedChoice(message: string): string | null {
  const alone = message.match(/^\s*\(?([A-D])\)?\s*[?.!]*\s*$/);
  if (alone) return alone[1]!;
  const labelled = message.match(/(?:choice|option|answer|variant|вариант|ответ|cavab)\s*\(?([A-Da-d])\)?(?![\p{L}])/iu);
  if (labelled) return labelled[1]!.toUpperCase();
  const bracketed = message.match(/\(([A-D])\)|(?<![\p{L}])([A-D])\)/u);
  if (bracketed) return (bracketed[1] ?? bracketed[2])!;
  const asked = message.match(/(?<![\p{L}])(?:not|why|is|about|chose|choose|picked|pick|не|почему|про|niyə|yox|bəs)\s+([A-D])(?![\p{L}'’])/iu);
  if (asked && /[A-D]/.test(asked[1]!)) return asked[1]!;
  const bare = message.match(/(?<![\p{L}'’])([B-D])(?![\p{L}'’])/u);
  return bare ? bare[1]! : null;
}

/** The sentences of a paragraph, TeX kept whole. */
export function sentences(text: string): string[] {
  const math: string[] = [];
  const guarded = text.replace(/\$\$[\s\S]+?\$\$|(?<!\\)\$[^$]+?(?<!\\)\$/g, (m) => `\u0001${math.push(m) - 1}\u0002`);
  return guarded
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.replace(/\u0001(\d+)\u0002/g, (_, i: string) => math[Number(i)]!).trim())
    .filter(Boolean);
}

/** A reply about one question. `lastStep`: the step the previous offline reply of this conversation gave. */
export function offlineQuestionReply(i18n: I18n, language: Language, ctx: QuestionContext, message: string, lastStep: number): OfflineReply {
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`tutor:offline.${key}`, vars);
  const note = skillNote(language, ctx.skill);
  const skillName = i18n.t(`results:skills.${ctx.skill}`);
  const intro = note ? t("skillIntro", { skill: skillName, summary: note.summary }) : "";
  if (!ctx.reveal || !ctx.explanation?.length) {
    const steps = note ? note.steps.map((s, i) => `${i + 1}. ${s}`).join("\n") : "";
    return { content: [t("noExplanation"), intro, steps].filter(Boolean).join("\n\n"), step: null };
  }
  // The explanation in the interface language where the question has one (decision 0062); otherwise the English,
  // with a word in the interface language before it is quoted.
  const own = language === "en" ? undefined : ctx.explanationI18n?.[language];
  const [method = "", ...others] = own?.length ? own : ctx.explanation;
  const quoted = language === "en" || own?.length ? "" : t("explanationInEnglish");
  const steps = sentences(method);
  const letter = ctx.type === "SC" ? namedChoice(message) : null;
  if (letter && ctx.choices.some((c) => c.letter === letter)) {
    if (letter === ctx.key) return { content: `${t("choiceIsKey", { letter })}\n\n${method}`, step: steps.length };
    const choice = ctx.choices.find((c) => c.letter === letter)!;
    const about = others.find((p) => mentions(p, choice.text, true)) ?? others.find((p) => mentions(p, choice.text, false));
    return { content: about ? `${t("aboutChoice", { letter })}\n\n${about}` : t("noNoteForChoice", { letter }), step: lastStep };
  }
  if (wantsWholeAnswer(message)) {
    const rest = others.length ? `\n\n${others.join("\n\n")}` : "";
    const head = [quoted, t("fullSolution")].filter(Boolean).join(" ");
    return { content: `${head}\n\n${method}${rest}\n\n${t("answerLine", { key: ctx.key })}`, step: steps.length };
  }
  if (lastStep >= steps.length) return { content: `${t("lastStepDone", { key: ctx.key })}\n\n${t("askAboutChoices")}`, step: steps.length };
  const step = lastStep + 1;
  const body = `${t("step", { n: step, total: steps.length })} ${steps[step - 1]}`;
  const next = step < steps.length ? t("tryThenNext") : t("thatWasLast", { key: ctx.key });
  return { content: [lastStep === 0 ? intro : "", lastStep === 0 ? quoted : "", body, next].filter(Boolean).join("\n\n"), step };
}

/** A reply on /study: the note of the skill the message is about, or how to ask for one. */
export function offlineStudyReply(i18n: I18n, language: Language, message: string): OfflineReply {
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`tutor:offline.${key}`, vars);
  const skill = matchSkill(i18n, language, message);
  if (!skill) return { content: t("studyNoMatch"), step: null };
  const note = skillNote(language, skill)!;
  const steps = note.steps.map((s, i) => `${i + 1}. ${s}`).join("\n");
  return { content: `${t("studyNote", { skill: i18n.t(`results:skills.${skill}`), summary: note.summary })}\n\n${steps}\n\n${t("studyMore")}`, step: null };
}

/** The skill whose name or keywords (in the student's language or English) a message uses most. */
export function matchSkill(i18n: I18n, language: Language, message: string): SkillId | null {
  const text = message.toLowerCase().replace(/\s+/g, " ");
  // A keyword counts at the start of a word ("percent" in "percentages"); short ones only as whole words ("per").
  const uses = (w: string) =>
    !/\p{L}/u.test(w) ? text.includes(w) : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}${w.length <= 3 ? "(?![\\p{L}\\p{N}])" : ""}`, "u").test(text);
  const local = skillNotes(language);
  const english = skillNotes("en");
  let best: { skill: SkillId; score: number } | null = null;
  for (const skill of Object.keys(local) as SkillId[]) {
    const words = new Set([...local[skill].keywords, ...english[skill].keywords]);
    let score = text.includes(i18n.t(`results:skills.${skill}`).toLowerCase()) ? 3 : 0;
    for (const w of words) if (uses(w)) score += w.includes(" ") ? 2 : 1;
    if (score > 0 && (!best || score > best.score)) best = { skill, score };
  }
  return best?.skill ?? null;
}

/** Whether an explanation's paragraph is about a choice: it starts with (or else contains) the choice's text. */
function mentions(paragraph: string, choiceText: string, atStart: boolean) {
  const squash = (s: string) => s.replace(/[\s“”"‘’'«»]+/g, "").toLowerCase();
  const p = squash(paragraph);
  const c = squash(choiceText);
  return c.length > 0 && (atStart ? p.startsWith(c) : p.includes(c));
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
