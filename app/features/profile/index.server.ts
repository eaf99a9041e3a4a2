/** Public server-side entry of the profile area: what other areas may use. */
export { STUDENT_TYPES, isLinked } from "./mentorships.server";
