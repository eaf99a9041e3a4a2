/** Public entry of the plan area: what other areas may use. */
export { PlanDashboard } from "./plan-dashboard";
export { StudentPlansList } from "./student-plans-panel";
export { SKILL_INFO } from "./skills";
export type { PlanItemJson, PlanJson } from "./types";
