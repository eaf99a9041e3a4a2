import { describe, expect, it } from "vitest";
import { wantsWholeAnswer } from "~/features/tutor/offline-intent";

describe("Lingo offline: hint first, the answer only when asked outright", () => {
  it.each([
    "Why is my answer wrong? Give me a hint first.",
    "I need a hint",
    "Can you check my answer?",
    "Is my solution right?",
    "Give me a clue, not the answer",
    "next step please",
    "Mənim cavabım niyə səhvdir? Əvvəlcə ipucu ver.",
    "Cavabımı yoxla",
    "Почему мой ответ неверный? Сначала подсказку.",
    "Дай подсказку, не говори ответ",
    "Что не так с моим решением?",
  ])("asks for help, not the key: %s", (message) => {
    expect(wantsWholeAnswer(message)).toBe(false);
  });

  it.each([
    "Just show me the answer",
    "What is the correct answer?",
    "Show the full solution",
    "Cavabı göstər",
    "Düzgün cavab nədir?",
    "Покажи ответ",
    "Какое решение?",
  ])("asks for the whole explanation: %s", (message) => {
    expect(wantsWholeAnswer(message)).toBe(true);
  });
});
