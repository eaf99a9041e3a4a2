/** Public server-side entry of the accommodations area: what other areas may use. */
export { accommodationFor } from "./accommodations.server";
