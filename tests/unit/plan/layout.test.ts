import { describe, expect, it } from "vitest";
import type { RankedSkill } from "~/features/plan/gain";
import {
  allocate,
  daysLeftInWeek,
  dateValue,
  itemProgress,
  layoutPlan,
  planWeeks,
  practiceTestWeeks,
  setsPerWeek,
  weekProgress,
  weekStart,
  weekVolume,
  type LayoutInput,
} from "~/features/plan/layout";

const at = (iso: string) => Date.parse(iso);
const ranked = (gains: Record<string, number>): RankedSkill[] => Object.entries(gains).map(([skill, gain]) => ({ skill, gain, mastery: 0 }));

describe("weeks run Monday to Monday (UTC), from the week of today to the week of the test day", () => {
  it("finds the Monday of a week and the days left in it", () => {
    expect(weekStart(at("2026-11-22T12:00:00Z"))).toBe(at("2026-11-16T00:00:00Z")); // a Sunday
    expect(weekStart(at("2026-11-23T00:00:00Z"))).toBe(at("2026-11-23T00:00:00Z")); // a Monday
    expect(weekStart(at("2026-11-25T23:59:59Z"))).toBe(at("2026-11-23T00:00:00Z"));
    expect(daysLeftInWeek(at("2026-11-23T08:00:00Z"))).toBe(7); // Monday
    expect(daysLeftInWeek(at("2026-11-25T08:00:00Z"))).toBe(5); // Wednesday
    expect(daysLeftInWeek(at("2026-11-29T08:00:00Z"))).toBe(1); // Sunday
  });

  it("counts three weeks from Sunday 22 November to the test on Saturday 5 December", () => {
    const weeks = planWeeks(at("2026-11-22T12:00:00Z"), "2026-12-05");
    expect(weeks.map((w) => new Date(w.start).toISOString().slice(0, 10))).toEqual(["2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(weeks.at(-1)!.end).toBe(at("2026-12-07T00:00:00Z"));
    expect(planWeeks(at("2026-12-05T20:00:00Z"), "2026-12-05")).toHaveLength(1); // the test day itself
    expect(planWeeks(at("2026-12-07T00:00:00Z"), "2026-12-05")).toEqual([]); // a week later
    expect(planWeeks(at("2026-11-22T12:00:00Z"), "2026-02-30")).toEqual([]);
    expect(dateValue("2026-02-30")).toBeNull();
  });
});

describe("how much practice: clamp(ceil(max(0, target − estimate) / weeks / 10), 2, 7) sets a week", () => {
  it("works out a few cases by hand", () => {
    expect(setsPerWeek(1300, 1150, 5)).toBe(3); // 150 / 5 = 30 points a week -> 3 sets
    expect(setsPerWeek(1400, 1100, 3)).toBe(7); // 100 a week -> 10 sets, at most 7
    expect(setsPerWeek(1200, 1100, 10)).toBe(2); // 10 a week -> 1 set, at least 2
    expect(setsPerWeek(1000, 1100, 4)).toBe(2); // already above the target: keep practising
    expect(setsPerWeek(1400, 1110, 6)).toBe(5); // 290 / 6 = 48.3 -> 5
    expect(setsPerWeek(1400, null, 6)).toBe(4); // no estimate yet
  });

  it("puts a full practice test in the week before the test week and every third week before it", () => {
    expect([...practiceTestWeeks(10)]).toEqual([9, 6, 3]);
    expect([...practiceTestWeeks(4)]).toEqual([3]);
    expect([...practiceTestWeeks(2)]).toEqual([1]);
    expect([...practiceTestWeeks(1)]).toEqual([]);
  });

  it("has 2 fewer sets in a practice-test week, at most 2 in the test week, and week 1's share of the days left", () => {
    expect(weekVolume(5, 2, 4)).toBe(5);
    expect(weekVolume(5, 3, 4)).toBe(3); // practice test
    expect(weekVolume(2, 3, 4)).toBe(1); // never below 1
    expect(weekVolume(5, 4, 4)).toBe(2); // test week
    expect(weekVolume(5, 1, 4, 3)).toBe(2); // 5 × 3/7 = 2.14
    expect(weekVolume(5, 1, 4, 1)).toBe(1); // 5 × 1/7 = 0.71 -> 1
    expect(weekVolume(7, 1, 1, 4)).toBe(1); // test week: 2, then 2 × 4/7 = 1.14
  });
});

describe("allocation: each set to the largest gain, which then shrinks by 15%", () => {
  it("works out three sets over gains 50, 40 and 10 by hand", () => {
    // 1: boundaries 50 -> 42.5; 2: boundaries 42.5 > 40 -> 36.125; 3: transitions 40 > 36.125 -> 34.
    const { picks, after } = allocate(
      new Map([
        ["boundaries", 50],
        ["transitions", 40],
        ["percentages", 10],
      ]),
      3,
    );
    expect(picks).toEqual([
      { skill: "boundaries", sets: 2 },
      { skill: "transitions", sets: 1 },
    ]);
    expect(after.get("boundaries")).toBeCloseTo(36.125, 10);
    expect(after.get("transitions")).toBeCloseTo(34, 10);
    expect(after.get("percentages")).toBe(10);
  });

  it("breaks ties by taxonomy order and stops when nothing is left to gain", () => {
    expect(
      allocate(
        new Map([
          ["circles", 10],
          ["boundaries", 10],
        ]),
        1,
      ).picks,
    ).toEqual([{ skill: "boundaries", sets: 1 }]);
    expect(allocate(new Map([["circles", 0]]), 3).picks).toEqual([]);
  });
});

describe("the plan's weeks", () => {
  const input = (over: Partial<LayoutInput> = {}): LayoutInput => ({
    now: at("2026-11-25T10:00:00Z"), // Wednesday of the week of Monday 23 November
    testDate: "2026-12-19", // weeks of 23 Nov, 30 Nov, 7 Dec, 14 Dec: 4 weeks, practice test in week 3
    target: 1300,
    plannedAt: at("2026-11-23T00:00:00Z"),
    current: { ranked: ranked({ boundaries: 50, transitions: 40, circles: 30 }), estimate: 1100 },
    later: { ranked: ranked({ boundaries: 50, transitions: 40, circles: 30 }), estimate: 1100 },
    doneThisWeek: new Map([["boundaries", 10]]),
    lessons: [
      { id: 9, title: "Transitions", skills: ["transitions"], passedAt: at("2026-11-01T00:00:00Z") },
      { id: 7, title: "Boundaries", skills: ["boundaries"], passedAt: null },
      { id: 8, title: "Circles", skills: ["circles"], passedAt: null },
    ],
    ...over,
  });

  it("lays out four weeks worked by hand", () => {
    // 200 points in 4 weeks = 50 a week -> 5 sets; week 3 (practice test) 3, week 4 (test week) 2.
    // Week 1 from 50/40/30: B 50→42.5, B 42.5→36.125, T 40→34, B 36.125→30.706, T 34→28.9: B 3, T 2.
    // Later weeks start from now's gains with week 1's remaining sets done: 10 Boundaries questions are done (1 set),
    // so 2 Boundaries and 2 Transitions sets remain: B 50 × 0.85² = 36.125, T 40 × 0.85² = 28.9, C 30.
    // Week 2 (5): B 36.125→30.706, B 30.706→26.100, C 30→25.5, T 28.9→24.565, B 26.100→22.185: B 3, C 1, T 1.
    // Week 3 (3): C 25.5→21.675, T 24.565→20.880, B 22.185→18.857: C 1, T 1, B 1, and the practice test.
    // Week 4 (2): C 21.675→18.424, T 20.880→17.748: C 1, T 1.
    // Lessons: Boundaries with its first sets (week 1), Circles with its first (week 2); Transitions was passed before.
    const weeks = layoutPlan(input());
    expect(weeks.map((w) => [w.index, w.sets, w.current, w.practiceTest, w.testWeek])).toEqual([
      [1, 5, true, false, false],
      [2, 5, false, false, false],
      [3, 3, false, true, false],
      [4, 2, false, false, true],
    ]);
    const items = weeks.map((w) =>
      w.items.map((i) => (i.kind === "practice" ? `${i.skill}×${i.sets}` : i.kind === "lesson" ? `lesson ${i.lessonId}` : "test")),
    );
    expect(items).toEqual([
      ["lesson 7", "boundaries×3", "transitions×2"],
      ["boundaries×3", "lesson 8", "circles×1", "transitions×1"],
      ["circles×1", "transitions×1", "boundaries×1", "test"],
      ["circles×1", "transitions×1"],
    ]);
    expect(weeks[0]!.items[1]).toEqual({ kind: "practice", skill: "boundaries", sets: 3, questions: 30 });
    expect(weeks[0]!.start).toBe(at("2026-11-23T00:00:00Z"));
  });

  it("keeps week 1 as planned while later weeks follow new data", () => {
    // Practice since: Boundaries is now at 10 points (the student mastered it), so later weeks leave it.
    const weeks = layoutPlan(input({ later: { ranked: ranked({ boundaries: 10, transitions: 40, circles: 30 }), estimate: 1100 } }));
    expect(weeks[0]!.items.map((i) => (i.kind === "practice" ? i.skill : i.kind))).toEqual(["lesson", "boundaries", "transitions"]);
    // Later: B 10 × 0.7225 = 7.225, T 28.9, C 30. Week 2: C 30→25.5, T 28.9→24.565, C 25.5→21.675, T 24.565→20.880, C 21.675→18.424.
    expect(weeks[1]!.items.map((i) => (i.kind === "practice" ? `${i.skill}×${i.sets}` : i.kind))).toEqual(["lesson", "circles×3", "transitions×2"]);
  });

  it("gives week 1 its share of the days when planned mid-week, and lists a lesson passed after that as done work", () => {
    // Planned on Wednesday: 5 days left, 5 × 5/7 = 3.57 -> 4 sets: B, B, T, B.
    const weeks = layoutPlan(
      input({ plannedAt: at("2026-11-25T09:00:00Z"), lessons: [{ id: 7, title: "Boundaries", skills: ["boundaries"], passedAt: at("2026-11-25T09:30:00Z") }] }),
    );
    expect(weeks[0]!.sets).toBe(4);
    expect(weeks[0]!.items.map((i) => (i.kind === "practice" ? `${i.skill}×${i.sets}` : i.kind))).toEqual(["lesson", "boundaries×3", "transitions×1"]);
    // Passed before the plan was made: not planned.
    const before = layoutPlan(
      input({ plannedAt: at("2026-11-25T10:00:00Z"), lessons: [{ id: 7, title: "Boundaries", skills: ["boundaries"], passedAt: at("2026-11-25T09:30:00Z") }] }),
    );
    expect(before.flatMap((w) => w.items).some((i) => i.kind === "lesson")).toBe(false);
  });

  it("plans more when the gap is larger, less without an estimate, and nothing once the test day is past", () => {
    expect(layoutPlan(input({ target: 1600 }))[0]!.sets).toBe(7); // 500 / 4 = 125 a week
    expect(layoutPlan(input({ current: { ranked: ranked({ boundaries: 50 }), estimate: null } }))[0]!.sets).toBe(4);
    expect(layoutPlan(input({ now: at("2026-12-21T10:00:00Z") }))).toEqual([]);
  });
});

describe("this week's progress", () => {
  const activity = {
    practice: new Map([
      ["boundaries", 12],
      ["transitions", 25],
    ]),
    lessonsPassed: new Set([7]),
    fullTests: 0,
  };

  it("counts practice questions of the item's skill, passed lessons and finished full tests", () => {
    expect(itemProgress({ kind: "practice", skill: "boundaries", sets: 2, questions: 20 }, activity)).toEqual({ done: 12, total: 20, complete: false });
    expect(itemProgress({ kind: "practice", skill: "transitions", sets: 2, questions: 20 }, activity)).toEqual({ done: 20, total: 20, complete: true });
    expect(itemProgress({ kind: "practice", skill: "circles", sets: 1, questions: 10 }, activity)).toEqual({ done: 0, total: 10, complete: false });
    expect(itemProgress({ kind: "lesson", skill: "boundaries", lessonId: 7, title: "B" }, activity)).toEqual({ done: 1, total: 1, complete: true });
    expect(itemProgress({ kind: "test" }, activity)).toEqual({ done: 0, total: 1, complete: false });
    expect(itemProgress({ kind: "test" }, { ...activity, fullTests: 1 })).toEqual({ done: 1, total: 1, complete: true });
  });

  it("sums a week: items complete, and practice questions done of planned", () => {
    const week = {
      items: [
        { kind: "lesson" as const, skill: "boundaries", lessonId: 7, title: "B" },
        { kind: "practice" as const, skill: "boundaries", sets: 2, questions: 20 },
        { kind: "practice" as const, skill: "transitions", sets: 2, questions: 20 },
        { kind: "test" as const },
      ],
    };
    expect(weekProgress(week, activity)).toMatchObject({ complete: 2, total: 4, questionsDone: 32, questionsTotal: 40 });
  });
});
