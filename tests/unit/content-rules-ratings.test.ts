import { describe, expect, test } from "vitest";
import { ratingProblem, ratingProblems } from "../../content/rules/ratings";
import { QuestionSchema } from "../../content/schema";
import type { RuleQuestion } from "../../content/rules/types";
import { examQuestions } from "../setup/content-rules";

// Ratings on the official 1-7 band (content/README.md, "Rating difficulty"), the prior of item-response scoring.

describe("every exam item is rated on the 1-7 band, consistently with its label", () => {
  test("each exam item has a rating that fits its easy/medium/hard label", () => {
    expect(ratingProblems(examQuestions)).toEqual([]);
  });

  test("the bands: easy 1-3, medium 3-5, hard 5-7; a missing or outside rating is named", () => {
    const q = (difficulty: RuleQuestion["difficulty"], rating?: number) =>
      ({ id: "q", type: "OE", text: "t", test: "math", domain: "algebra", skill: "linear_functions", difficulty, rating, explanation: "e" }) as RuleQuestion;
    expect(ratingProblem(q("easy", 3))).toBeNull();
    expect(ratingProblem(q("medium", 3))).toBeNull();
    expect(ratingProblem(q("hard", 5))).toBeNull();
    expect(ratingProblem(q("hard", 4))).toMatch(/does not fit "hard"/);
    expect(ratingProblem(q("easy", 4))).toMatch(/does not fit "easy"/);
    expect(ratingProblem(q("medium"))).toMatch(/no rating/);
  });

  test("the schema takes an integer 1-7 and nothing else", () => {
    const base = {
      id: "x-1",
      type: "OE",
      text: "t",
      test: "math",
      domain: "algebra",
      skill: "linear_functions",
      difficulty: "easy",
      answers: "1",
      explanation: "e",
    };
    expect(QuestionSchema.safeParse({ ...base, rating: 2 }).success).toBe(true);
    expect(QuestionSchema.safeParse(base).success).toBe(true);
    for (const rating of [0, 8, 2.5, "3"]) expect(QuestionSchema.safeParse({ ...base, rating }).success, String(rating)).toBe(false);
  });
});
