/** Public server-side entry of the item response theory area (decisions 0034, 0035): what other areas may use. */
export { paramsFor } from "./params.server";
/** Every answer of a student and their ability per skill (decision 0052): practice and the study plan. */
export { studentAnswers, abilitiesOf, type StudentAnswer } from "./abilities.server";
export { scoreSessionSections, answersScore } from "./session-scores.server";
export { chooseModule2 } from "./routing.server";
/** The calibration run; `calibrationJob` runs it every night (app/jobs.server.ts). */
export { runCalibration, CALIBRATION_LOCK, type CalibrationSummary } from "./calibration.server";
export { openItemFlags, resolveItemFlag } from "./flags.server";
export { itemStats, itemStatsMany, type ItemStats } from "./item-stats.server";
export { setItemParams } from "./teacher-params.server";
export { calibrationJob } from "./jobs.server";
