import { SKILL_IDS } from "./skills";

/**
 * Which skills a video lesson covers, from its "skill" text (a free field in the back office with
 * College Board's skill names as suggestions, e.g. "Systems of two linear equations in two variables").
 * Names are compared as sets of words, ignoring case, punctuation, plurals and small words, against each
 * skill's id ("words_in_context"), its English name and the names College Board uses; "Command of
 * Evidence" covers both its textual and quantitative skills. An unknown name covers nothing.
 */
const SMALL_WORDS = new Set(["a", "an", "and", "the", "of", "in", "or", "to", "on"]);

export function nameKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((w) => w && !SMALL_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
  return [...new Set(words)].sort().join(" ");
}

/** Other names of each skill: our English names and College Board's (the lesson form suggests the latter). */
const NAMES: Record<string, readonly string[]> = {
  words_in_context: ["Words in Context"],
  text_structure_purpose: ["Text Structure and Purpose"],
  cross_text_connections: ["Cross-Text Connections"],
  central_ideas_details: ["Central Ideas and Details"],
  command_of_evidence_textual: ["Command of Evidence: Textual", "Command of Evidence", "Textual evidence"],
  command_of_evidence_quantitative: ["Command of Evidence: Quantitative", "Command of Evidence", "Quantitative evidence"],
  inferences: ["Inferences"],
  boundaries: ["Boundaries"],
  form_structure_sense: ["Form, Structure, and Sense"],
  transitions: ["Transitions"],
  rhetorical_synthesis: ["Rhetorical Synthesis"],
  linear_equations_one_variable: ["Linear equations in one variable"],
  linear_equations_two_variables: ["Linear equations in two variables"],
  linear_functions: ["Linear functions"],
  systems_of_linear_equations: ["Systems of linear equations", "Systems of two linear equations in two variables"],
  linear_inequalities: ["Linear inequalities", "Linear inequalities in one or two variables"],
  equivalent_expressions: ["Equivalent expressions"],
  nonlinear_equations: [
    "Nonlinear equations and systems",
    "Nonlinear equations in one variable and systems of equations in two variables",
    "Nonlinear equations",
  ],
  nonlinear_functions: ["Nonlinear functions"],
  ratios_rates_proportions_units: ["Ratios, rates, proportions, and units", "Ratios, rates, proportional relationships, and units"],
  percentages: ["Percentages"],
  one_variable_data: ["One-variable data", "One-variable data: distributions and measures of center and spread"],
  two_variable_data: ["Two-variable data and scatterplots", "Two-variable data: models and scatterplots", "Two-variable data"],
  probability: ["Probability and conditional probability", "Probability"],
  sample_statistics: ["Sample statistics and margin of error", "Inference from sample statistics and margin of error"],
  statistical_claims: ["Evaluating statistical claims", "Evaluating statistical claims: observational studies and experiments"],
  area_volume: ["Area and volume"],
  lines_angles_triangles: ["Lines, angles, and triangles"],
  right_triangles_trigonometry: ["Right triangles and trigonometry"],
  circles: ["Circles"],
};

const INDEX = new Map<string, string[]>();
for (const skill of SKILL_IDS) {
  for (const name of [skill, ...(NAMES[skill] ?? [])]) {
    const key = nameKey(name);
    const list = INDEX.get(key) ?? INDEX.set(key, []).get(key)!;
    if (!list.includes(skill)) list.push(skill);
  }
}

/** The skills a lesson's skill text names (usually one; none when it names no known skill). */
export function lessonSkills(name: string): string[] {
  return [...(INDEX.get(nameKey(name)) ?? [])];
}
