import { InlineMath } from "~/ui/rich-text/math-node";

/** The longest TeX a formula in a question may hold. */
export const MAX_LATEX = 1000;

/**
 * The question editor's formulas: the shared math node (app/ui/rich-text) with the authoring limit, saved
 * as `<span data-latex="…">\(…\)</span>` so the exam shows them exactly as the content's own math.
 */
export const QuestionMath = InlineMath.configure({ maxLength: MAX_LATEX });
