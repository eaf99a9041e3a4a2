/** Public server-side entry of the profile area: what other areas may use. */
export { MENTOR_TYPES, STUDENT_TYPES, isLinked, readableStudent } from "./mentorships.server";
