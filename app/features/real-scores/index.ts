/** Public entry of the real-scores area for the browser and the server alike (decision 0051). */
export { OfficialScoreSchema, type OfficialScore, type OfficialScoreInput } from "./official-score-input";
export type { RealScale, RealScaleOfResult, LinkedTotal } from "./real-scale";
export { RealScaleNote } from "./real-scale-note";
export { OfficialScoresPanel } from "./official-scores-panel";
