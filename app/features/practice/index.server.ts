/** Public server-side entry of the practice area: what other areas may use. */
export { createPracticeSet } from "./assign.server";
export { notebook } from "./notebook.server";
export { poolCounts } from "./pool.server";
