/** What other areas show of results: a graded question with its answer and explanation (practice feedback). */
export { QuestionReview } from "./question-review";
export type { ResultQuestion } from "./result-types";
