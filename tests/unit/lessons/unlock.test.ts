import { describe, expect, it } from "vitest";
import { courseOrder, currentLesson, lessonStates, nextLesson, previousInUnit, type Ordered } from "~/features/lessons/unlock";

// Listed out of order on purpose: the course's order comes from unit, then position.
const lessons: Ordered[] = [
  { id: 11, unit: "math", position: 1 },
  { id: 3, unit: "verbal", position: 3 },
  { id: 1, unit: "verbal", position: 1 },
  { id: 12, unit: "math", position: 2 },
  { id: 2, unit: "verbal", position: 2 },
];
const states = (passed: number[]) => Object.fromEntries(lessonStates(lessons, new Set(passed)));

describe("the order and locks of the course", () => {
  it("orders Reading and Writing before Math, each by position", () => {
    expect(courseOrder(lessons).map((l) => l.id)).toEqual([1, 2, 3, 11, 12]);
  });

  it("opens the first lesson of each unit and locks the rest for a new student", () => {
    expect(states([])).toEqual({ 1: "current", 2: "locked", 3: "locked", 11: "current", 12: "locked" });
  });

  it("opens a lesson once the one before it in its unit is passed, and only that one", () => {
    expect(states([1])).toEqual({ 1: "completed", 2: "current", 3: "locked", 11: "current", 12: "locked" });
    expect(states([1, 2, 11])).toEqual({ 1: "completed", 2: "completed", 3: "current", 11: "completed", 12: "current" });
  });

  it("keeps a passed lesson open even when a new lesson is put before it", () => {
    const withNew = [...lessons, { id: 20, unit: "verbal" as const, position: 0 }];
    expect(Object.fromEntries(lessonStates(withNew, new Set([1, 2])))).toMatchObject({ 20: "current", 1: "completed", 2: "completed", 3: "current" });
  });

  it("names the lesson whose quiz opens a locked one", () => {
    expect(previousInUnit(lessons, 3)?.id).toBe(2);
    expect(previousInUnit(lessons, 11)).toBeNull();
    expect(previousInUnit(lessons, 1)).toBeNull();
  });

  it("sends a student on to the next lesson of the unit, then to the other unit, then nowhere", () => {
    const after = (passed: number[], id: number) => nextLesson(lessons, lessonStates(lessons, new Set(passed)), id)?.id ?? null;
    expect(after([1], 1)).toBe(2);
    expect(after([1, 2, 3], 3)).toBe(11);
    expect(after([1, 2, 3, 11, 12], 12)).toBeNull();
    expect(currentLesson(lessons, lessonStates(lessons, new Set([1, 2, 3])))?.id).toBe(11);
    expect(currentLesson(lessons, lessonStates(lessons, new Set([1, 2, 3, 11, 12])))).toBeNull();
  });
});
