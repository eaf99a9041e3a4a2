import { boundaries } from "./rw-boundaries";
import { centralIdeas } from "./rw-central-ideas";
import { transitions } from "./rw-transitions";
import { wordsInContext } from "./rw-words-in-context";
import { linearEquations } from "./math-linear-equations";
import { linearSystems } from "./math-linear-systems";
import { percentages } from "./math-percentages";
import { rightTriangles } from "./math-right-triangles";
import type { LessonInput } from "./schema";
import { LESSONS_AZ } from "./translations-az";
import { LESSONS_RU } from "./translations-ru";

/** The seeded course, in order within each unit (Reading and Writing, then Math), with its az and ru text (decision 0043). */
export const LESSONS: LessonInput[] = [wordsInContext, transitions, boundaries, centralIdeas, linearEquations, linearSystems, percentages, rightTriangles].map(
  (lesson) => ({ ...lesson, translations: { az: LESSONS_AZ[lesson.slug], ru: LESSONS_RU[lesson.slug] } }),
);
