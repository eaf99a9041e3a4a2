import { renderMath } from "~/lib/math.server";
import type { AttemptView } from "./runtime.server";
import type { SectionContent } from "./section-content.server";

/** "sat_verbal_module_1": the first part before an underscore is "sat" for SAT sections. */
export function sectionType(s: { test: string; module: number }) {
  return `sat_${s.test}_module_${s.module}`;
}

/**
 * The section's content as the take answer carries it, math typeset (`html`) or as written: the same for
 * every student, so it is made once per cached content (sectionContent) and format, not per request.
 */
const rendered = new WeakMap<SectionContent, { html?: RenderedSection; tex?: RenderedSection }>();
type RenderedSection = ReturnType<typeof renderSection>;

function renderSection(content: SectionContent, html: boolean) {
  const m = (s: string) => (html ? renderMath(s) : s);
  const { section } = content;
  return {
    directions: m(section.directions),
    readings: content.questions.filter((q) => q.passageHtml).map((q) => ({ id: q.id, title: q.passageTitle ?? "", reading_context: m(q.passageHtml!) })),
    questions: content.questions.map((q, index) => ({
      id: q.id,
      index,
      question_type: q.type,
      question_title: m(q.title),
      question_text: m(q.text),
      reading: q.passageHtml ? q.id : null,
      choices: q.choices.map((c) => ({ id: c.id, choice_text: m(c.text) })),
    })),
  };
}

function renderedSection(content: SectionContent, html: boolean): RenderedSection {
  const forContent = rendered.get(content) ?? {};
  rendered.set(content, forContent);
  const key = html ? "html" : "tex";
  return (forContent[key] ??= renderSection(content, html));
}

/**
 * The take-section answer of part 2 (section, readings, questions with choices and the saved
 * response). It never contains correct flags, accepted answers or explanations.
 * `html`: typeset TeX on the server (the web UI); otherwise TeX stays as written.
 */
export function takeJson(view: AttemptView, sessionId: number, { html }: { html: boolean }) {
  const { section, attempt } = view;
  const content = renderedSection(view.content, html);
  return {
    id: section.id,
    name: section.name,
    section_type: sectionType(section),
    test: section.test,
    module: section.module,
    // The module's time for this student (extended time included): the deadline minus the start.
    duration: Math.round((attempt.endTime.getTime() - attempt.startedAt.getTime()) / 1000),
    directions: content.directions,
    started_at: attempt.startedAt.toISOString(),
    end_time: attempt.endTime.toISOString(),
    server_time: new Date().toISOString(),
    submitted: !!attempt.submittedAt,
    active_question_index: attempt.activeQuestion,
    session: sessionId,
    progress: { stage: view.stageIndex + 1, stages: view.stageCount },
    readings: content.readings,
    sat_question_group: {
      questions: content.questions.map((q, index) => {
        const r = view.questions[index]!.response;
        return {
          ...q,
          response: r
            ? {
                selected_choice: r.selectedChoiceId,
                answer_text: r.answerText,
                marked_for_review: r.markedForReview,
                eliminated: r.eliminated,
                highlights: r.highlights,
                revision: r.revision,
                time_ms: r.timeMs,
              }
            : null,
        };
      }),
    },
  };
}
export type TakeJson = ReturnType<typeof takeJson>;
