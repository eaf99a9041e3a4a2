/**
 * The question screen, shared by the exam, practice sets, the result page and the authoring preview:
 * the passage (with highlights) and the question (choices with the eliminator, or the grid-in box), the
 * device-first answer store that saves in the background, the notes panel and line reader, the tools'
 * icons, and the focus rule of its views. Client-safe: nothing here runs only on the server.
 */
import { lazyPart } from "~/ui/lazy-part";

export { QuestionPane, type ExamQuestion } from "./question-pane";
export { PassagePane } from "./passage-pane";
export { choiceLetter, choiceName, useChoiceName } from "./choice-name";
/** The notes panel and the line reader: modules of their own, loaded when first opened (decision 0064). */
export const NotesPanel = /* @__PURE__ */ lazyPart(() => import("./notes-panel").then((m) => m.NotesPanel));
export const LineReader = /* @__PURE__ */ lazyPart(() => import("./line-reader").then((m) => m.LineReader));
export { SectionStore, storageKey, type Answer, type SaveStatus, type SendSave, type StoreState } from "./section-store";
export { focusViewHeading, useViewFocus } from "./view-focus";
export { TOOL_ICONS, ToolIcon, type Tool } from "./tools";
export { SprDirections } from "./spr-directions";
export { addHighlight, selectedWords, snapToWords } from "./highlights";
