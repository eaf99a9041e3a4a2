import { describe, expect, it } from "vitest";
import { predictedSuccess, skillAbility, TARGET_SUCCESS, TARGET_TOLERANCE, type SkillAnswer } from "#grading/irt-ability";
import { itemPrior, p3, type ItemParams } from "#grading/irt-model";
import { skillsFor } from "~/features/practice/options";
import { familyOf, pickNearTarget, pickQuestions, type Candidate } from "~/features/practice/pick";

const c = (id: number, skill: string, difficulty: Candidate["difficulty"], tags: string[] = []): Candidate => ({
  id,
  identifier: `q-${id}`,
  test: "math",
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
  it("the adaptive draw takes the question nearest 70% predicted success, unseen first among equals", () => {
    const success = new Map([
      [1, 0.95],
      [2, 0.72],
      [3, 0.69],
      [4, 0.4],
    ]);
    const pool = [c(1, "a", "easy"), c(2, "a", "medium"), c(3, "a", "medium"), c(4, "a", "hard")];
    const of = (q: Candidate) => success.get(q.id)!;
    const lastSeen = new Map([["q-3", 10]]);
    // 2 and 3 are both within the tolerance of the best; 3 was seen before, so 2.
    expect(pickNearTarget(pool, of, { lastSeen, random: fixed })!.id).toBe(2);
    expect(pickNearTarget(pool, of, { lastSeen, random: fixed, exclude: new Set(["q-2"]) })!.id).toBe(3);
    // Nothing near 70% left: the nearest there is (0.95 is 0.25 away, 0.4 is 0.3 away).
    expect(pickNearTarget(pool, of, { lastSeen, random: fixed, exclude: new Set(["q-2", "q-3"]) })!.id).toBe(1);
    expect(pickNearTarget(pool, of, { lastSeen, random: fixed, exclude: new Set(["q-1", "q-2", "q-3", "q-4"]) })).toBeNull();
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

/** A small seeded generator (mulberry32), so the runs below are the same every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("practice at the right difficulty (decision 0052)", () => {
  // A bank of one skill: 90 four-choice items spread from very easy to very hard.
  const bank: (Candidate & { item: ItemParams })[] = Array.from({ length: 90 }, (_, k) => ({
    ...c(k + 1, "linear_equations_one_variable", k < 30 ? "easy" : k < 60 ? "medium" : "hard"),
    item: { a: 0.8 + (k % 5) * 0.3, b: -3 + (6 * k) / 89, c: 0.2 },
  }));

  it("simulated students of every level get questions they answer right about 70% of the time", () => {
    const random = rng(7);
    const chosen: number[] = [];
    let right = 0;
    let asked = 0;
    for (const trueTheta of [-1.5, -0.75, 0, 0.75, 1.5]) {
      for (let student = 0; student < 6; student++) {
        const answers: SkillAnswer[] = [];
        const exclude = new Set<string>();
        for (let q = 0; q < 15; q++) {
          const ability = skillAbility(answers, "linear_equations_one_variable", "math");
          const item = new Map(bank.map((b) => [b.id, b.item]));
          const pick = pickNearTarget(bank, (x) => predictedSuccess(item.get(x.id)!, ability), { lastSeen: new Map(), exclude, random });
          const params = item.get(pick!.id)!;
          chosen.push(predictedSuccess(params, ability));
          const correct = random() < p3(params, trueTheta);
          answers.push({ item: params, correct, skill: "linear_equations_one_variable", test: "math" });
          exclude.add(pick!.identifier);
          if (q >= 5) ((right += correct ? 1 : 0), asked++);
        }
      }
    }
    const mean = chosen.reduce((s, p) => s + p, 0) / chosen.length;
    expect(Math.abs(mean - TARGET_SUCCESS)).toBeLessThan(0.03);
    // Nearly every chosen item was within 0.10 of 70% (the tolerance of 0.05 around the best reachable one, and the
    // weakest and strongest students use up the items at their ends of the bank), and once the estimate has settled the students really do answer about 70% right (360 answers: ±0.07 is
    // about three standard errors).
    const near = chosen.filter((p) => Math.abs(p - TARGET_SUCCESS) <= 2 * TARGET_TOLERANCE).length / chosen.length;
    expect(near).toBeGreaterThan(0.9);
    expect(Math.abs(right / asked - TARGET_SUCCESS)).toBeLessThan(0.07);
  });

  it("a student new to a skill starts where their section is: a strong student gets harder first questions", () => {
    const strong: SkillAnswer[] = Array.from({ length: 20 }, (_, k) => ({
      item: itemPrior({ type: "SC", difficulty: k % 2 ? "hard" : "medium" }).mean,
      correct: true,
      skill: "circles",
      test: "math",
    }));
    const fresh = skillAbility([], "linear_equations_one_variable", "math");
    const known = skillAbility(strong, "linear_equations_one_variable", "math");
    expect(fresh.theta).toBeCloseTo(0, 6);
    expect(known.theta).toBeGreaterThan(1);
    expect(known.answers).toBe(0);
    const of = (ability: typeof fresh) => (x: Candidate) => predictedSuccess(bank[x.id - 1]!.item, ability);
    const first = pickNearTarget(bank, of(fresh), { lastSeen: new Map(), random: fixed })!;
    const firstStrong = pickNearTarget(bank, of(known), { lastSeen: new Map(), random: fixed })!;
    expect(bank[firstStrong.id - 1]!.item.b).toBeGreaterThan(bank[first.id - 1]!.item.b + 0.5);
    // Reading and Writing answers say nothing about Math.
    const verbalOnly = strong.map((a) => ({ ...a, test: "verbal" as const, skill: "boundaries" }));
    expect(skillAbility(verbalOnly, "circles", "math").theta).toBeCloseTo(0, 6);
  });
});
