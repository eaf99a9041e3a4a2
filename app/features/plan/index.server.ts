/** Public server-side entry of the plan area: what other areas may use. */
export { answersOf, planOf } from "./plan.server";
