import { RUSHED_FACTOR, SINK_FACTOR } from "#grading/pacing-rules";
import type { ResultSection } from "./result-types";

/** What the pacing coach needs of a module: its name, clock and, per question, the time and the outcome. */
export type PacingSection = Pick<ResultSection, "id" | "test" | "module" | "time_limit_seconds" | "ran_out"> & {
  questions: {
    index: number;
    id: number;
    response: Pick<ResultSection["questions"][number]["response"], "time_ms" | "is_correct" | "selected_choice" | "answer_text">;
  }[];
};

/** Every module of a result as the coach needs it (the page carries one module's questions, the coach all of their times). */
export function pacingSections(sections: ResultSection[]): PacingSection[] {
  return sections.map((s) => ({
    id: s.id,
    test: s.test,
    module: s.module,
    time_limit_seconds: s.time_limit_seconds,
    ran_out: s.ran_out,
    questions: s.questions.map((q) => ({
      index: q.index,
      id: q.id,
      response: {
        time_ms: q.response.time_ms,
        is_correct: q.response.is_correct,
        selected_choice: q.response.selected_choice,
        answer_text: q.response.answer_text,
      },
    })),
  }));
}

/**
 * The pacing coach's figures for one module, from the time each question was on screen
 * (docs/decisions/0049-pacing-coach.md). Pure: the result page and its tests use the same rules.
 *
 * - Budget: the module's time (with extended time) over its questions: Reading and Writing 32 min / 27
 *   ≈ 71 s, Math 35 min / 22 ≈ 95 s.
 * - A time sink: over twice the budget. Rushed and wrong: under a third of the budget and wrong (answered).
 * - Left when time ran out: the module was closed by its clock and these questions have no answer.
 */
export { RUSHED_FACTOR, SINK_FACTOR };

export type PaceStatus = "sink" | "rushedWrong" | "left" | "steady";
export type PaceItem = { index: number; id: number; ms: number; correct: boolean; answered: boolean; status: PaceStatus };
export type Advice = "ranOut" | "sinks" | "rushed" | "early" | "steady" | "noTimes";
export type ModulePacing = {
  budgetMs: number;
  totalMs: number;
  limitMs: number;
  items: PaceItem[];
  sinks: PaceItem[];
  rushedWrong: PaceItem[];
  left: PaceItem[];
  advice: Advice[];
};

export function modulePacing(section: Pick<PacingSection, "time_limit_seconds" | "ran_out" | "questions">): ModulePacing {
  const limitMs = section.time_limit_seconds * 1000;
  const count = Math.max(1, section.questions.length);
  const budgetMs = limitMs / count;
  const items: PaceItem[] = section.questions.map((q) => {
    const answered = q.response.selected_choice !== null || !!q.response.answer_text;
    const ms = q.response.time_ms;
    const base = { index: q.index, id: q.id, ms, correct: q.response.is_correct, answered };
    if (section.ran_out && !answered) return { ...base, status: "left" };
    if (ms > SINK_FACTOR * budgetMs) return { ...base, status: "sink" };
    if (answered && !q.response.is_correct && ms > 0 && ms < RUSHED_FACTOR * budgetMs) return { ...base, status: "rushedWrong" };
    return { ...base, status: "steady" };
  });
  const totalMs = items.reduce((sum, i) => sum + i.ms, 0);
  const of = (status: PaceStatus) => items.filter((i) => i.status === status);
  const sinks = of("sink");
  const rushedWrong = of("rushedWrong");
  const left = of("left");
  return { budgetMs, totalMs, limitMs, items, sinks, rushedWrong, left, advice: adviceFor({ totalMs, limitMs, items, sinks, rushedWrong, left }) };
}

/**
 * The advice, by rules in this order (at most two, the first that apply): time ran out with questions
 * left; time sinks; rushed and wrong answers (two or more, or one in five answered wrong); finished with
 * over a quarter of the time unused and something wrong; otherwise steady. No times at all (an exam taken
 * before times were kept): say so instead.
 */
export function adviceFor(p: Pick<ModulePacing, "totalMs" | "limitMs" | "items" | "sinks" | "rushedWrong" | "left">): Advice[] {
  if (p.totalMs === 0) return ["noTimes"];
  const out: Advice[] = [];
  if (p.left.length > 0) out.push("ranOut");
  if (p.sinks.length > 0) out.push("sinks");
  const wrong = p.items.filter((i) => i.answered && !i.correct).length;
  if (p.rushedWrong.length >= 2 || (p.rushedWrong.length > 0 && p.rushedWrong.length * 5 >= wrong)) out.push("rushed");
  if (p.left.length === 0 && p.totalMs < 0.75 * p.limitMs && wrong > 0) out.push("early");
  return out.length ? out.slice(0, 2) : ["steady"];
}

/** Seconds as m:ss (times are short: never hours). */
export function clock(ms: number) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
