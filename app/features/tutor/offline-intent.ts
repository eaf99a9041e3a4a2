import type { Language } from "~/lib/i18n";

/**
 * What a student asks Lingo's offline mode for. Hint first is the rule: the whole explanation and the key
 * come only when the student asks for them outright, never because a message mentions "answer" ("Why is my
 * answer wrong? Give me a hint first." asks for a hint). Every language's words count in every language,
 * since students mix them.
 */
const WANTS_ANSWER: Record<Language, RegExp> = {
  en: /\b(the answer|the key|correct answer|right answer|solution|solve it|show me|whole|full|everything|just tell me)\b/i,
  az: /(cavabı|düzgün cavab|doğru cavab|həll|tam izah|hamısını|göstər)/i,
  ru: /(ответ(?!ить)|решени|реши|покажи|полност|целиком)/i,
};

/** A request for a hint, a step or to hold the answer back wins over any answer word. */
const WANTS_HINT: Record<Language, RegExp> = {
  en: /\b(hint|clue|nudge|first step|next step|step by step|don'?t tell|do not tell|not the answer|without the answer)\b/i,
  az: /(ipucu|işarə|eyham|addım|cavabı demə|cavabı deməyin|cavabsız)/i,
  ru: /(подсказ|намек|намёк|шаг|не говори ответ|не называй ответ|без ответа)/i,
};

/** The student's own answer is what they ask about, not a request for the key. */
const OWN_ANSWER: Record<Language, RegExp> = {
  en: /\b(my|mine|own|your)\s+(answer|solution)s?\b/gi,
  az: /(mənim\s+cavabım|cavabım|həllim|cavabımı|cavabımda)/gi,
  ru: /(мо[йеёя]\s+(ответ|решени)\S*|мо(его|ём|им)\s+(ответ|решени)\S*)/gi,
};

const LANGUAGES = Object.keys(WANTS_ANSWER) as Language[];

export function wantsWholeAnswer(message: string): boolean {
  if (LANGUAGES.some((l) => WANTS_HINT[l].test(message))) return false;
  const rest = LANGUAGES.reduce((text, l) => text.replace(OWN_ANSWER[l], " "), message);
  return LANGUAGES.some((l) => WANTS_ANSWER[l].test(rest));
}
