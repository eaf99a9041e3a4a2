import { renderMath } from "~/lib/math.server";
import type { AttemptView } from "./runtime.server";

/** "sat_verbal_module_1": the first part before an underscore is "sat" for SAT sections. */
export function sectionType(s: { test: string; module: number }) {
  return `sat_${s.test}_module_${s.module}`;
}

/**
 * The take-section answer of part 2 (section, readings, questions with choices and the saved
 * response). It never contains correct flags, accepted answers or explanations.
 * `html`: typeset TeX on the server (the web UI); otherwise TeX stays as written.
 */
export function takeJson(view: AttemptView, sessionId: number, { html }: { html: boolean }) {
  const m = (s: string) => (html ? renderMath(s) : s);
  const { section, attempt } = view;
  return {
    id: section.id,
    name: section.name,
    section_type: sectionType(section),
    test: section.test,
    module: section.module,
    // The module's time for this student (extended time included): the deadline minus the start.
    duration: Math.round((attempt.endTime.getTime() - attempt.startedAt.getTime()) / 1000),
    directions: m(section.directions),
    started_at: attempt.startedAt.toISOString(),
    end_time: attempt.endTime.toISOString(),
    server_time: new Date().toISOString(),
    submitted: !!attempt.submittedAt,
    active_question_index: attempt.activeQuestion,
    session: sessionId,
    progress: { stage: view.stageIndex + 1, stages: view.stageCount },
    readings: view.questions.filter((q) => q.passageHtml).map((q) => ({ id: q.id, title: q.passageTitle ?? "", reading_context: m(q.passageHtml!) })),
    sat_question_group: {
      questions: view.questions.map((q, index) => ({
        id: q.id,
        index,
        question_type: q.type,
        question_title: m(q.title),
        question_text: m(q.text),
        reading: q.passageHtml ? q.id : null,
        choices: q.choices.map((c) => ({ id: c.id, choice_text: m(c.text) })),
        response: q.response
          ? {
              selected_choice: q.response.selectedChoiceId,
              answer_text: q.response.answerText,
              marked_for_review: q.response.markedForReview,
              eliminated: q.response.eliminated,
              highlights: q.response.highlights,
              revision: q.response.revision,
              time_ms: q.response.timeMs,
            }
          : null,
      })),
    },
  };
}
export type TakeJson = ReturnType<typeof takeJson>;
