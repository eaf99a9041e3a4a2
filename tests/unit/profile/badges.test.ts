import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_IDS } from "#content/site/types";
import { achievements } from "#content/site/achievements";
import { evaluateBadges, streaks, type BadgeExam } from "~/features/profile/badges";
import { formatInviteCode, normalizeInviteCode } from "~/features/profile/invite-code";

const on = (isoDay: string, hour = 12, scaledTotal: number | null = null): BadgeExam => ({
  finishedAt: `${isoDay}T${String(hour).padStart(2, "0")}:00:00.000Z`,
  scaledTotal,
});
const state = (exams: BadgeExam[]) => Object.fromEntries(evaluateBadges(exams).map((b) => [b.id, b.state]));

describe("badges", () => {
  it("has a rule and a text in every language for every badge id", () => {
    expect(evaluateBadges([]).map((b) => b.id)).toEqual([...ACHIEVEMENT_IDS]);
    for (const lng of ["az", "en", "ru"] as const) expect(achievements[lng].map((a) => a.id)).toEqual([...ACHIEVEMENT_IDS]);
  });
  it("starts locked, lesson badges too (lessons exist: they lead to /video-lesson)", () => {
    expect(state([])).toEqual({
      first_exam: "locked",
      exams_5: "locked",
      exams_10: "locked",
      streak_3: "locked",
      streak_7: "locked",
      score_1000: "locked",
      score_1200: "locked",
      score_1400: "locked",
      first_lesson: "locked",
      lessons_5: "locked",
    });
  });
  it("earns the lesson badges with passed video lessons, showing progress until then", () => {
    const lessons = (n: number) =>
      Object.fromEntries(
        evaluateBadges([], n)
          .filter((b) => b.id.includes("lesson"))
          .map((b) => [b.id, [b.state, b.progress]]),
      );
    expect(lessons(0)).toEqual({ first_lesson: ["locked", { current: 0, target: 1 }], lessons_5: ["locked", { current: 0, target: 5 }] });
    expect(lessons(3)).toEqual({ first_lesson: ["earned", null], lessons_5: ["locked", { current: 3, target: 5 }] });
    expect(lessons(5)).toEqual({ first_lesson: ["earned", null], lessons_5: ["earned", null] });
  });
  it("counts finished exams: first, 5 and 10, dated by the exam that earned them", () => {
    const five = ["2026-01-01", "2026-01-03", "2026-01-05", "2026-01-07", "2026-01-09"].map((d) => on(d));
    const badges = evaluateBadges(five);
    expect(badges.find((b) => b.id === "first_exam")).toMatchObject({ state: "earned", earnedAt: "2026-01-01T12:00:00.000Z" });
    expect(badges.find((b) => b.id === "exams_5")).toMatchObject({ state: "earned", earnedAt: "2026-01-09T12:00:00.000Z" });
    expect(badges.find((b) => b.id === "exams_10")).toMatchObject({ state: "locked", progress: { current: 5, target: 10 } });
  });
  it("streaks are exams on consecutive UTC calendar days", () => {
    // 23:30 and 00:30 UTC are different days; two exams on one day count once.
    const exams = [on("2026-02-01", 23), on("2026-02-02", 0), on("2026-02-02", 18), on("2026-02-03", 9)];
    expect(streaks(exams).longest).toBe(3);
    expect(evaluateBadges(exams).find((b) => b.id === "streak_3")).toMatchObject({ state: "earned", earnedAt: "2026-02-03T09:00:00.000Z" });
    expect(evaluateBadges(exams).find((b) => b.id === "streak_7")).toMatchObject({ state: "locked", progress: { current: 3, target: 7 } });
  });
  it("a gap breaks the streak; seven days in a row earn both streak badges", () => {
    expect(streaks([on("2026-02-01"), on("2026-02-02"), on("2026-02-04")]).longest).toBe(2);
    const week = Array.from({ length: 7 }, (_, i) => on(`2026-03-${String(10 + i).padStart(2, "0")}`));
    expect(state(week)).toMatchObject({ streak_3: "earned", streak_7: "earned", exams_5: "earned" });
    // Month boundaries are consecutive days too.
    expect(streaks([on("2026-02-27"), on("2026-02-28"), on("2026-03-01")]).longest).toBe(3);
  });
  it("score badges need a scaled total (a full exam) reaching the mark", () => {
    expect(state([on("2026-04-01", 12, null)])).toMatchObject({ score_1000: "locked" });
    expect(state([on("2026-04-01", 12, 999)])).toMatchObject({ score_1000: "locked" });
    expect(evaluateBadges([on("2026-04-01", 12, 999)]).find((b) => b.id === "score_1000")?.progress).toEqual({ current: 999, target: 1000 });
    expect(state([on("2026-04-01", 12, 1200)])).toMatchObject({ score_1000: "earned", score_1200: "earned", score_1400: "locked" });
    expect(state([on("2026-04-01", 12, 1400)])).toMatchObject({ score_1400: "earned" });
  });
});

describe("invite codes as typed", () => {
  it("ignore case, spaces and dashes, and show as ABCD-EFGH", () => {
    expect(normalizeInviteCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normalizeInviteCode(42)).toBe("");
    expect(formatInviteCode("ABCDEFGH")).toBe("ABCD-EFGH");
  });
});
