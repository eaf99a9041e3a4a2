import { boundaries } from "./rw-boundaries";
import { centralIdeas } from "./rw-central-ideas";
import { transitions } from "./rw-transitions";
import { wordsInContext } from "./rw-words-in-context";
import { linearEquations } from "./math-linear-equations";
import { linearSystems } from "./math-linear-systems";
import { percentages } from "./math-percentages";
import { rightTriangles } from "./math-right-triangles";
import type { LessonInput } from "./schema";

/** The seeded course, in order within each unit (Reading and Writing, then Math). */
export const LESSONS: LessonInput[] = [wordsInContext, transitions, boundaries, centralIdeas, linearEquations, linearSystems, percentages, rightTriangles];
