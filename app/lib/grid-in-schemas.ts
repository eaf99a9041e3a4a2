import { z } from "zod";
import { acceptedAnswerProblem, gridInMessage, gridInProblem, normalizeGridIn } from "#grading/grid-in";

/*
 * The grid-in rule (grading/grid-in.ts) as zod schemas, for the input parsers of the REST API, the exam screen's
 * data route and teacher authoring. Apart from the pure rule so the exam screen's answer box does not
 * bring zod into the page.
 */

/** What the REST API and the exam screen take as an entry: normalized, then checked (unfinished allowed). */
export const GridInEntrySchema = z
  .string()
  .max(64, gridInMessage("length"))
  .transform(normalizeGridIn)
  .superRefine((entry, ctx) => {
    const problem = gridInProblem(entry);
    if (problem) ctx.addIssue({ code: "custom", message: gridInMessage(problem) });
  });

/** One accepted answer of an open-ended question (teacher authoring): normalized, complete, a number. */
export const AcceptedAnswerSchema = z
  .string()
  .max(64, gridInMessage("length"))
  .transform(normalizeGridIn)
  .superRefine((entry, ctx) => {
    const problem = acceptedAnswerProblem(entry);
    if (problem) ctx.addIssue({ code: "custom", message: gridInMessage(problem) });
  });
