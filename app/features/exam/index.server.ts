/**
 * What other areas use of the exam runtime on the server: a session as its owner (or a teacher) may
 * see it, its state, the exam's name in the reader's language and a module's section type.
 */
export { loadSessionFor } from "./access.server";
export { examName, examNameColumns } from "./exam-texts.server";
export { sessionState } from "./runtime.server";
export { sectionType } from "./serialize.server";
