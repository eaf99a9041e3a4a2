/**
 * The course's order and locks, as pure functions (the server applies them; the page only shows them).
 * Lessons are ordered within a unit; the first of each unit is open, and each next one opens when the
 * quiz of the one before it is passed. A passed lesson stays open whatever is added before it.
 */
export const UNITS = ["verbal", "math"] as const;
export type Unit = (typeof UNITS)[number];
export type LessonState = "completed" | "current" | "locked";

export type Ordered = { id: number; unit: Unit; position: number };

/** Published lessons in course order: units in UNITS order, then position, then id. */
export function courseOrder<T extends Ordered>(lessons: T[]): T[] {
  return [...lessons].sort((a, b) => UNITS.indexOf(a.unit) - UNITS.indexOf(b.unit) || a.position - b.position || a.id - b.id);
}

/** Every lesson's state for one student, given the lessons whose quiz they passed. */
export function lessonStates<T extends Ordered>(lessons: T[], passed: ReadonlySet<number>): Map<number, LessonState> {
  const states = new Map<number, LessonState>();
  let previous: T | undefined;
  for (const lesson of courseOrder(lessons)) {
    const firstOfUnit = !previous || previous.unit !== lesson.unit;
    if (passed.has(lesson.id)) states.set(lesson.id, "completed");
    else states.set(lesson.id, firstOfUnit || passed.has(previous!.id) ? "current" : "locked");
    previous = lesson;
  }
  return states;
}

/** The lesson before this one in its unit (whose quiz opens it), or null for the first of a unit. */
export function previousInUnit<T extends Ordered>(lessons: T[], id: number): T | null {
  const ordered = courseOrder(lessons);
  const at = ordered.findIndex((l) => l.id === id);
  const before = at > 0 ? ordered[at - 1]! : null;
  return before && before.unit === ordered[at]!.unit ? before : null;
}

/**
 * Where a student goes after passing `id`: the next lesson of the same unit when it is now open,
 * else the first open lesson of the course, else null (nothing left).
 */
export function nextLesson<T extends Ordered>(lessons: T[], states: Map<number, LessonState>, id: number): T | null {
  const ordered = courseOrder(lessons);
  const at = ordered.findIndex((l) => l.id === id);
  const following = ordered[at + 1];
  if (following && following.unit === ordered[at]?.unit && states.get(following.id) === "current") return following;
  return ordered.find((l) => states.get(l.id) === "current") ?? null;
}

/** The lesson /video-lesson opens: the first open lesson not yet passed, in course order. */
export function currentLesson<T extends Ordered>(lessons: T[], states: Map<number, LessonState>): T | null {
  return courseOrder(lessons).find((l) => states.get(l.id) === "current") ?? null;
}
