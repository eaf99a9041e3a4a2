import { InlineMath } from "~/ui/rich-text/math-node";

/** The longest TeX a formula in a post may hold. */
export const MAX_LATEX = 500;

/** The forum editor's formulas: the shared math node (app/ui/rich-text) with the forum's limit. */
export const ForumMath = InlineMath.configure({ maxLength: MAX_LATEX });
