/**
 * The pacing rules the coach, the mistakes notebook and the weekly digest share (decision 0049): the real
 * test's time per question (Reading and Writing 32 min / 27 ≈ 71 s, Math 35 min / 22 ≈ 95 s), a time
 * sink (over twice the budget) and rushed (under a third of it).
 */
export const QUESTION_BUDGET_MS = { verbal: (32 * 60_000) / 27, math: (35 * 60_000) / 22 } as const;
export const SINK_FACTOR = 2;
export const RUSHED_FACTOR = 1 / 3;
