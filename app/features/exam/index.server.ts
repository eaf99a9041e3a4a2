/**
 * What other areas use of the exam runtime on the server: a session as its owner (or a teacher) may
 * see it, its state, the exam's name in the reader's language, a module's section type, the exams a
 * student took, and the newest saved revision of each answer.
 */
export { loadSessionFor } from "./access.server";
export { examName, examNameColumns } from "./exam-texts.server";
export { highestRevisions, sessionState } from "./runtime.server";
export { sectionType } from "./serialize.server";
export { listTakenExams } from "./history.server";
export { latestUnfinished } from "./exam-cards.server";
/** What the offline sync replays a device's attempt with (issue 33): the same stages, routing, answer rule and grading as online. */
export { examOpenTo, examStages, type ExamStage } from "./exams.server";
export { examPlan } from "./exam-plan.server";
export { routeStage } from "./runtime.server";
export { closeAttempt, finishSession } from "./session-close.server";
export { checkResponse, GRACE_SECONDS, sectionShape } from "./section-shape.server";
