import { describe, expect, it } from "vitest";
import { adviceFor, clock, modulePacing } from "~/features/results/pacing";
import type { ResultSection } from "~/features/results/result-types";

/** A Reading and Writing module: 32 minutes, 27 questions (budget ≈ 71 s). */
function rw(times: (number | [number, "right" | "wrong" | "blank"])[], ranOut = false): Pick<ResultSection, "time_limit_seconds" | "ran_out" | "questions"> {
  const questions = Array.from({ length: 27 }, (_, index) => {
    const spec = times[index] ?? [60_000, "right"];
    const [ms, how] = Array.isArray(spec) ? spec : [spec, "right" as const];
    return {
      id: 100 + index,
      index,
      response: { selected_choice: how === "blank" ? null : 1, answer_text: null, is_correct: how === "right", time_ms: ms },
    } as ResultSection["questions"][number];
  });
  return { time_limit_seconds: 32 * 60, ran_out: ranOut, questions };
}

describe("the pacing coach's rules", () => {
  it("budgets 32 min / 27 for Reading and Writing and 35 min / 22 for Math", () => {
    expect(Math.round(modulePacing(rw([])).budgetMs / 1000)).toBe(71);
    const math = { time_limit_seconds: 35 * 60, ran_out: false, questions: rw([]).questions.slice(0, 22) };
    expect(Math.round(modulePacing(math).budgetMs / 1000)).toBe(95);
  });

  it("finds a slow question as a time sink, a fast wrong one as rushed, a fast right one as fine", () => {
    const p = modulePacing(rw([200_000, [10_000, "wrong"], [10_000, "right"], [140_000, "wrong"]]));
    expect(p.sinks.map((i) => i.index)).toEqual([0]);
    expect(p.rushedWrong.map((i) => i.index)).toEqual([1]);
    expect(p.items[2]!.status).toBe("steady");
    expect(p.items[3]!.status).toBe("steady"); // under twice the budget (142 s)
    expect(p.advice).toEqual(["sinks", "rushed"]);
  });

  it("counts the blank questions of a module closed by its clock as left when time ran out, first in the advice", () => {
    const p = modulePacing(
      rw(
        [
          [0, "blank"],
          [0, "blank"],
          [5_000, "blank"],
        ],
        true,
      ),
    );
    expect(p.left.map((i) => i.index)).toEqual([0, 1, 2]);
    expect(p.advice[0]).toBe("ranOut");
    // The same blanks in a module the student submitted are not "left when time ran out".
    expect(modulePacing(rw([[0, "blank"]], false)).left).toEqual([]);
  });

  it("says so when no time was recorded, and steady when nothing stands out", () => {
    expect(modulePacing(rw(Array(27).fill(0))).advice).toEqual(["noTimes"]);
    expect(modulePacing(rw([])).advice).toEqual(["steady"]);
    expect(
      adviceFor({
        totalMs: 1000,
        limitMs: 100_000,
        items: [{ index: 0, id: 1, ms: 1000, correct: false, answered: true, status: "steady" }],
        sinks: [],
        rushedWrong: [],
        left: [],
      }),
    ).toEqual(["early"]);
  });

  it("writes times as m:ss", () => {
    expect(clock(71_111)).toBe("1:11");
    expect(clock(5_400)).toBe("0:05");
  });
});
