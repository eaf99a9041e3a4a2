/** Public server-side entry of the real-scores area (decision 0051): official results students report, and what they say about our tests. */
export { officialScoresOf, addOfficialScore, deleteOfficialScore } from "./official-scores.server";
export { realScales, realScaleOf } from "./prediction.server";
