/**
 * The digital SAT's domains and skills, by test: what questions are tagged with (content/schema.ts checks
 * it) and what pages list. Apart from the schemas so that a page naming skills does not load zod.
 */
export const VERBAL_SKILLS = {
  craft_structure: ["words_in_context", "text_structure_purpose", "cross_text_connections"],
  information_ideas: ["central_ideas_details", "command_of_evidence_textual", "command_of_evidence_quantitative", "inferences"],
  standard_english: ["boundaries", "form_structure_sense"],
  expression_ideas: ["transitions", "rhetorical_synthesis"],
} as const;

export const MATH_SKILLS = {
  algebra: ["linear_equations_one_variable", "linear_equations_two_variables", "linear_functions", "systems_of_linear_equations", "linear_inequalities"],
  advanced_math: ["equivalent_expressions", "nonlinear_equations", "nonlinear_functions"],
  problem_solving_data: [
    "ratios_rates_proportions_units",
    "percentages",
    "one_variable_data",
    "two_variable_data",
    "probability",
    "sample_statistics",
    "statistical_claims",
  ],
  geometry_trigonometry: ["area_volume", "lines_angles_triangles", "right_triangles_trigonometry", "circles"],
} as const;

export type VerbalDomain = keyof typeof VERBAL_SKILLS;
export type MathDomain = keyof typeof MATH_SKILLS;
export const DOMAINS = [...Object.keys(VERBAL_SKILLS), ...Object.keys(MATH_SKILLS)] as [string, ...string[]];
export const SKILLS = [...Object.values(VERBAL_SKILLS).flat(), ...Object.values(MATH_SKILLS).flat()] as [string, ...string[]];
