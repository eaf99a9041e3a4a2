/** Public server-side entry of the authoring area: what other areas may use. */
export { countAwaitingReview } from "./bank.server";
