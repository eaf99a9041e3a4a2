import type { WrittenSkill } from "../types";
import wordsInContext from "./words-in-context";
import textStructurePurpose from "./text-structure-purpose";
import crossTextConnections from "./cross-text-connections";
import boundaries from "./boundaries";
import formStructureSense from "./form-structure-sense";
import centralIdeasDetails from "./central-ideas-details";
import commandOfEvidenceTextual from "./command-of-evidence-textual";
import commandOfEvidenceQuantitative from "./command-of-evidence-quantitative";
import inferences from "./inferences";
import transitions from "./transitions";
import rhetoricalSynthesis from "./rhetorical-synthesis";

/** Every Reading and Writing skill's written bank questions (one file per skill). */
export const WRITTEN_SKILLS: WrittenSkill[] = [
  wordsInContext,
  textStructurePurpose,
  crossTextConnections,
  boundaries,
  formStructureSense,
  centralIdeasDetails,
  commandOfEvidenceTextual,
  commandOfEvidenceQuantitative,
  inferences,
  transitions,
  rhetoricalSynthesis,
];
