/** Public server-side entry of the lessons area: what other areas may use. */
export { lessonsCompleted, loadCourse } from "./course.server";
