/** What other areas use of results on the server: who may see keys and explanations, and the choice letters. */
export { maySeeAnswers } from "./result.server";
export { choiceLetter } from "./format";
