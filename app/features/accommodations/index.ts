/** Public entry of the accommodations area: what other areas may use. */
export { breakSeconds, moduleSeconds, pickAccommodation } from "./rules";
