/** One question version's statistics for teachers (decision 0035), as the bank list and the question page show them. */
export type ItemStats = {
  responses: number;
  shareCorrect: number | null;
  /** Correlation of right/wrong with the session's section ability (null below 2 responses). */
  pointBiserial: number | null;
  a: number;
  b: number;
  c: number;
  source: "prior" | "calibrated" | "teacher";
  /** Responses the parameters were calibrated from. */
  calibratedFrom: number;
};
