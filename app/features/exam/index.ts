/** What other areas use of the exam on either side: the runtime's input schemas (answers, autosave, paging). */
export { AnswerTextSchema, PageQuery, SaveBodySchema, type ResponseInput } from "./exam-input";
/** The exam screens for a session statechart run elsewhere (a test taken offline) and the state they show. */
export { ExamScreenView, type ExamSessionHandle } from "./client/exam-screen";
export { FullPageMessage } from "./client/full-page-message";
export type { ExamScreenState } from "./web-state.server";
