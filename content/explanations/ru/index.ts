/** The ru explanations, merged from one file per exam module or bank skill in this folder. */
import type { ExplanationTranslations } from "..";
import bankBoundaries from "./bank-boundaries";
import bankCentralIdeasDetails from "./bank-central-ideas-details";
import bankCommandOfEvidenceQuantitative from "./bank-command-of-evidence-quantitative";
import bankCommandOfEvidenceTextual from "./bank-command-of-evidence-textual";
import bankCrossTextConnections from "./bank-cross-text-connections";
import bankFormStructureSense from "./bank-form-structure-sense";
import bankInferences from "./bank-inferences";
import bankRhetoricalSynthesis from "./bank-rhetorical-synthesis";
import bankTextStructurePurpose from "./bank-text-structure-purpose";
import bankTransitions from "./bank-transitions";
import bankWordsInContext from "./bank-words-in-context";
import diagMath from "./diag-math";
import diagRw from "./diag-rw";
import pt1MathM1 from "./pt1-math-m1";
import pt1MathM2e from "./pt1-math-m2e";
import pt1MathM2h from "./pt1-math-m2h";
import pt1RwM1 from "./pt1-rw-m1";
import pt1RwM2e from "./pt1-rw-m2e";
import pt1RwM2h from "./pt1-rw-m2h";
import pt2MathM1 from "./pt2-math-m1";
import pt2MathM2e from "./pt2-math-m2e";
import pt2MathM2h from "./pt2-math-m2h";
import pt2RwM1 from "./pt2-rw-m1";
import pt2RwM2e from "./pt2-rw-m2e";
import pt2RwM2h from "./pt2-rw-m2h";
import pt3MathM1 from "./pt3-math-m1";
import pt3MathM2e from "./pt3-math-m2e";
import pt3MathM2h from "./pt3-math-m2h";
import pt4RwM1 from "./pt4-rw-m1";
import pt4RwM2e from "./pt4-rw-m2e";
import pt4RwM2h from "./pt4-rw-m2h";
import pt4MathM1 from "./pt4-math-m1";
import pt4MathM2e from "./pt4-math-m2e";
import pt4MathM2h from "./pt4-math-m2h";
import pt5RwM1 from "./pt5-rw-m1";
import pt5RwM2e from "./pt5-rw-m2e";
import pt5RwM2h from "./pt5-rw-m2h";
import pt5MathM1 from "./pt5-math-m1";
import pt5MathM2e from "./pt5-math-m2e";
import pt5MathM2h from "./pt5-math-m2h";
import pt6RwM1 from "./pt6-rw-m1";
import pt6RwM2e from "./pt6-rw-m2e";
import pt6RwM2h from "./pt6-rw-m2h";
import pt6MathM1 from "./pt6-math-m1";
import pt6MathM2e from "./pt6-math-m2e";
import pt6MathM2h from "./pt6-math-m2h";
import pt3RwM1 from "./pt3-rw-m1";
import pt3RwM2e from "./pt3-rw-m2e";
import pt3RwM2h from "./pt3-rw-m2h";

const explanations: ExplanationTranslations = {
  ...diagRw,
  ...diagMath,
  ...pt1RwM1,
  ...pt1RwM2e,
  ...pt1RwM2h,
  ...pt1MathM1,
  ...pt1MathM2e,
  ...pt1MathM2h,
  ...pt2RwM1,
  ...pt2RwM2e,
  ...pt2RwM2h,
  ...pt2MathM1,
  ...pt2MathM2e,
  ...pt2MathM2h,
  ...pt3RwM1,
  ...pt3RwM2e,
  ...pt3RwM2h,
  ...pt3MathM1,
  ...pt3MathM2e,
  ...pt3MathM2h,
  ...pt4RwM1,
  ...pt4RwM2e,
  ...pt4RwM2h,
  ...pt4MathM1,
  ...pt4MathM2e,
  ...pt4MathM2h,
  ...pt5RwM1,
  ...pt5RwM2e,
  ...pt5RwM2h,
  ...pt5MathM1,
  ...pt5MathM2e,
  ...pt5MathM2h,
  ...pt6RwM1,
  ...pt6RwM2e,
  ...pt6RwM2h,
  ...pt6MathM1,
  ...pt6MathM2e,
  ...pt6MathM2h,
  ...bankWordsInContext,
  ...bankTextStructurePurpose,
  ...bankCrossTextConnections,
  ...bankBoundaries,
  ...bankFormStructureSense,
  ...bankCentralIdeasDetails,
  ...bankCommandOfEvidenceQuantitative,
  ...bankCommandOfEvidenceTextual,
  ...bankInferences,
  ...bankTransitions,
  ...bankRhetoricalSynthesis,
};

export default explanations;
