import type { Level } from "./options";

/**
 * The adaptive rule of skill practice (docs/decisions/0024-practice-and-notebook.md), a "2 up, 1 down"
 * staircase:
 * - the first question is medium;
 * - a wrong answer: the next question is one level easier (easy stays easy);
 * - two right answers in a row at the current level: one level harder (hard stays hard);
 * - otherwise the level stays.
 * "The current level" is the level of the last question; rights at an earlier level do not count
 * towards stepping up again, so after a step up it takes two more rights to step up once more.
 * Such a staircase settles where the student answers about 71% right (Levitt, 1971): hard enough to
 * learn from, easy enough not to discourage.
 */
export const START_LEVEL: Level = "medium";
const ORDER: Level[] = ["easy", "medium", "hard"];

export type AnsweredItem = { difficulty: Level; correct: boolean };

export function nextDifficulty(history: readonly AnsweredItem[]): Level {
  const last = history.at(-1);
  if (!last) return START_LEVEL;
  const at = ORDER.indexOf(last.difficulty);
  if (!last.correct) return ORDER[Math.max(0, at - 1)]!;
  let streak = 0;
  for (let i = history.length - 1; i >= 0 && history[i]!.correct && history[i]!.difficulty === last.difficulty; i--) streak++;
  return streak >= 2 ? ORDER[Math.min(ORDER.length - 1, at + 1)]! : last.difficulty;
}

/** The levels to try, nearest first, when the wanted one has no question left (ties: the easier first). */
export function levelsNearest(wanted: Level): Level[] {
  const at = ORDER.indexOf(wanted);
  return [...ORDER].sort((a, b) => Math.abs(ORDER.indexOf(a) - at) - Math.abs(ORDER.indexOf(b) - at) || ORDER.indexOf(a) - ORDER.indexOf(b));
}
