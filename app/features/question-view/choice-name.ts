import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { speakHtml, type SpeechWords } from "./math-speech";

export const choiceLetter = (i: number) => String.fromCharCode(65 + i);

/**
 * The one accessible name of an answer choice, wherever a choice is shown (the exam's choice list,
 * the result's question review): its letter and its text with the math spoken, in the interface
 * language ("Choice A: 14 over 5", "A variantı: 14 bölü 5", "Вариант A: 14 делить на 5").
 */
export function choiceName(t: TFunction, index: number, html: string): string {
  const words = t("exam:speech", { returnObjects: true }) as unknown as SpeechWords;
  return t("exam:choice.name", { letter: choiceLetter(index), text: speakHtml(html, words) });
}

/** `choiceName` with the current language's words. */
export function useChoiceName() {
  const { t } = useTranslation("exam");
  return useCallback((index: number, html: string) => choiceName(t, index, html), [t]);
}
