/** Public entry of the tutor area: what other areas may use (the Lingo buttons of results and practice, the way to the plans). */
export { PRICING_PATH, type TutorGate } from "./access";
export { AskLingo } from "./ask-lingo";
export { PracticeAskLingo } from "./practice-lingo";
