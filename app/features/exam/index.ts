/** What other areas use of the exam on either side: the runtime's input schemas (answers, autosave, paging). */
export { AnswerTextSchema, PageQuery, SaveBodySchema, type ResponseInput } from "./exam-input";
