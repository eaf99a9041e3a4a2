/**
 * What a practice test knows about how it predicts the real SAT (decision 0051), as the API and the pages show it:
 * how many official results follow a finished session of the test by the same student within 60 days, how many
 * are needed, and once known the bias (mean of practice − official), its spread (SD), the linear link to the real
 * scale (official ≈ intercept + slope × practice) and its typical error.
 */
export type RealScale =
  | { known: false; reports: number; needed: number }
  | { known: true; reports: number; needed: number; bias: number; sd: number; slope: number; intercept: number; error: number };

/** A practice total on the real scale, with its band (80%). */
export type LinkedTotal = { score: number; low: number; high: number; level: number };

/** One test's knowledge with this session's total on the real scale (null while unknown). */
export type RealScaleOfResult = RealScale & { linked_total: LinkedTotal | null };
