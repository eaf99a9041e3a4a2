import { describe, expect, it } from "vitest";
import { levelsNearest, nextDifficulty } from "~/features/practice/adaptive";
import { skillsFor } from "~/features/practice/options";
import { familyOf, pickAtLevel, pickQuestions, type Candidate } from "~/features/practice/pick";

const h = (s: string) =>
  s.split(" ").map((x) => ({ difficulty: ({ e: "easy", m: "medium", h: "hard" } as const)[x[0] as "e" | "m" | "h"], correct: x[1] === "+" }));

describe("the adaptive rule (2 up, 1 down), worked by hand", () => {
  it("starts medium", () => expect(nextDifficulty([])).toBe("medium"));
  it("one right: stays", () => expect(nextDifficulty(h("m+"))).toBe("medium"));
  it("two rights in a row at the level: one level harder", () => expect(nextDifficulty(h("m+ m+"))).toBe("hard"));
  it("after stepping up, two more rights are needed", () => {
    expect(nextDifficulty(h("m+ m+ h+"))).toBe("hard");
    expect(nextDifficulty(h("m+ m+ h+ h+"))).toBe("hard"); // hard is the top
  });
  it("a wrong answer: one level easier; easy is the bottom", () => {
    expect(nextDifficulty(h("m+ m-"))).toBe("easy");
    expect(nextDifficulty(h("h-"))).toBe("medium");
    expect(nextDifficulty(h("e-"))).toBe("easy");
    expect(nextDifficulty(h("e- e+ e+"))).toBe("medium");
  });
  it("a whole set: + + + - + - - + + +", () => {
    const seq = [true, true, true, false, true, false, false, true, true, true];
    const levels: string[] = [];
    const history: { difficulty: "easy" | "medium" | "hard"; correct: boolean }[] = [];
    for (const correct of seq) {
      const level = nextDifficulty(history);
      levels.push(level);
      history.push({ difficulty: level, correct });
    }
    expect(levels).toEqual(["medium", "medium", "hard", "hard", "medium", "medium", "easy", "easy", "easy", "medium"]);
  });
  it("the nearest levels when one has no question left", () => {
    expect(levelsNearest("medium")).toEqual(["medium", "easy", "hard"]);
    expect(levelsNearest("hard")).toEqual(["hard", "medium", "easy"]);
    expect(levelsNearest("easy")).toEqual(["easy", "medium", "hard"]);
  });
});

const c = (id: number, skill: string, difficulty: Candidate["difficulty"], tags: string[] = []): Candidate => ({
  id,
  identifier: `q-${id}`,
  skill,
  difficulty,
  tags,
});
const fixed = () => 0.5;

describe("the draw", () => {
  it("prefers questions never answered, then the ones answered longest ago", () => {
    const pool = [c(1, "a", "easy"), c(2, "a", "easy"), c(3, "a", "easy")];
    const lastSeen = new Map([
      ["q-1", 100],
      ["q-2", 50],
    ]);
    expect(pickQuestions(pool, 3, { lastSeen, random: fixed }).map((q) => q.id)).toEqual([3, 2, 1]);
  });
  it("one question per problem shape (generator) before any shape twice, and skills take turns", () => {
    const pool = [c(1, "a", "easy", ["generator:g"]), c(2, "a", "easy", ["generator:g"]), c(3, "a", "easy", ["generator:k"]), c(4, "b", "easy")];
    const picked = pickQuestions(pool, 3, { lastSeen: new Map(), random: fixed });
    expect(new Set(picked.map(familyOf)).size).toBe(3);
    expect(picked.map((q) => q.skill).sort()).toEqual(["a", "a", "b"]);
    expect(pickQuestions(pool, 4, { lastSeen: new Map(), random: fixed })).toHaveLength(4);
  });
  it("falls back to the nearest level with a question left", () => {
    const pool = [c(1, "a", "easy"), c(2, "a", "hard")];
    expect(pickAtLevel(pool, "medium", { lastSeen: new Map(), random: fixed })!.id).toBe(1);
    expect(pickAtLevel(pool, "medium", { lastSeen: new Map(), random: fixed, exclude: new Set(["q-1"]) })!.id).toBe(2);
    expect(pickAtLevel(pool, "medium", { lastSeen: new Map(), random: fixed, exclude: new Set(["q-1", "q-2"]) })).toBeNull();
  });
  it("a choice of test, domain and skill is read into skills, and a skill outside its domain is refused", () => {
    expect(skillsFor({ skill: "boundaries" })).toEqual({ test: "verbal", skills: ["boundaries"] });
    expect(skillsFor({ domain: "geometry_trigonometry" })).toEqual({
      test: "math",
      skills: ["area_volume", "lines_angles_triangles", "right_triangles_trigonometry", "circles"],
    });
    expect(skillsFor({ test: "math" })).toEqual({ test: "math", skills: [] });
    expect(skillsFor({})).toEqual({ test: null, skills: [] });
    expect(skillsFor({ domain: "algebra", skill: "boundaries" })).toBeNull();
    expect(skillsFor({ test: "verbal", domain: "algebra" })).toBeNull();
  });
});
