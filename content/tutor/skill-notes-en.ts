import type { SkillNotes } from "./skill-note-schema";

export const SKILL_NOTES_EN: SkillNotes = {
  words_in_context: {
    summary: "Pick the word or phrase that says exactly what the text means in that spot, or say what a word means as it is used there.",
    steps: [
      "Cover the choices and read the whole text. Say in your own words what the blank must mean.",
      "Find the clue that decides it: a contrast word (*but*, *although*), a cause, or a restatement nearby.",
      "Test each choice in the sentence. Remove words that are too strong, too weak, or only fit a different meaning of the word.",
      "Choose the word that matches your own prediction, not the one that merely sounds sophisticated.",
    ],
    keywords: ["word", "vocabulary", "meaning", "blank", "context", "most logical", "precise"],
  },
  text_structure_purpose: {
    summary: "Describe what a text or one sentence of it does: its main purpose, or how its parts are organized.",
    steps: [
      "Read the whole text and ask: what is the author *doing* here (arguing, explaining, describing a study, contrasting views)?",
      "For one sentence, see how it connects to the sentences before and after it: does it give an example, a reason, a counterpoint?",
      "Describe the function in your own words before looking at the choices.",
      "Reject choices that are true of only part of the text or that describe content the text does not have.",
    ],
    keywords: ["purpose", "structure", "function", "main purpose", "overall structure", "underlined sentence"],
  },
  cross_text_connections: {
    summary: "Two short texts on one topic: say how the author of one would respond to a claim or finding in the other.",
    steps: [
      "Write one line for each text: its main claim.",
      "Find the exact point where they meet: the claim, study or idea that both discuss.",
      'Decide the relation: agree, disagree, qualify ("yes, but only when…") or extend.',
      "Pick the choice that stays within what the responding author actually says.",
    ],
    keywords: ["text 1", "text 2", "two texts", "respond", "cross-text", "both texts"],
  },
  central_ideas_details: {
    summary: "State the main idea of a text, or find a detail the text states.",
    steps: [
      "Read the whole text and sum it up in one sentence: who or what, and what about them.",
      "For a detail question, find the line that answers it; do not answer from memory or outside knowledge.",
      "Eliminate choices that are too broad, too narrow, or mix words from the text into a claim it does not make.",
    ],
    keywords: ["main idea", "central idea", "detail", "summary", "main point"],
  },
  command_of_evidence_textual: {
    summary: "Choose the quotation or finding that best supports, or would weaken, a stated claim.",
    steps: [
      "Underline the claim in the question and reduce it to its key parts.",
      "For each choice ask: if this were true, would it make the claim more (or less) likely?",
      "A good choice matches *every* part of the claim, not just its topic.",
      "For quotations from a literary work, match the character's feeling or trait the claim names.",
    ],
    keywords: ["evidence", "support", "claim", "quotation", "weaken", "strengthen", "hypothesis"],
  },
  command_of_evidence_quantitative: {
    summary: "Use a table or graph to complete a claim or support it with the right data.",
    steps: [
      "Read the title, axes or column headings and units first.",
      "Find what the text's claim compares: which groups, which years, which measure.",
      "Read the exact values for those and check the direction of the comparison.",
      "Reject choices that are true in the data but do not address the claim.",
    ],
    keywords: ["graph", "table", "data", "chart", "figure", "quantitative"],
  },
  inferences: {
    summary: "Complete a text with the conclusion that follows most logically from what it says.",
    steps: [
      "List the facts the text gives, especially the last sentences before the blank.",
      "Ask what *must* be true if those facts are true; avoid what merely *could* be true.",
      "Choose the most modest conclusion that follows; reject choices that go beyond the text.",
    ],
    keywords: ["infer", "inference", "logically", "conclusion", "most logically completes"],
  },
  boundaries: {
    summary: "Punctuate where clauses and phrases meet: periods, semicolons, colons, commas and dashes.",
    steps: [
      "Find the subject and verb on each side of the blank: is each side an independent clause?",
      "Two independent clauses need a period, a semicolon, or a comma with *and*, *but*, *so*…",
      "A colon or dash may introduce a list, an explanation or an example after a complete clause.",
      "Never put a single comma between a subject and its verb or between a verb and its object.",
    ],
    keywords: ["punctuation", "comma", "semicolon", "colon", "dash", "period", "run-on", "boundaries"],
  },
  form_structure_sense: {
    summary: "Choose the grammatically correct form: subject-verb agreement, pronouns, verb tense, modifiers, plurals and possessives.",
    steps: [
      "Find the word the blank must agree with (its subject, the noun a pronoun stands for).",
      "Skip the words between them, such as *of the* phrases, and check singular or plural.",
      "Keep verb tense consistent with the other verbs and the time words of the text.",
      "A modifier at the start of a sentence must describe the noun right after the comma.",
    ],
    keywords: ["grammar", "agreement", "verb", "pronoun", "tense", "possessive", "modifier"],
  },
  transitions: {
    summary: "Pick the transition word or phrase that shows how two ideas relate.",
    steps: [
      "Read the sentence before and the sentence with the blank; ignore the choices for now.",
      "Name the relation: contrast (*however*), addition (*moreover*), cause and effect (*therefore*), example (*for instance*), sequence (*then*).",
      "Choose the transition of that relation; choices of the same kind cancel each other out.",
    ],
    keywords: ["transition", "however", "therefore", "moreover", "connecting word"],
  },
  rhetorical_synthesis: {
    summary: "From a student's notes, choose the sentence that achieves a stated goal.",
    steps: [
      "Read the goal in the question first (emphasize a difference, introduce a study to a new audience, …).",
      "Skim the notes only for what the goal needs.",
      "Check each choice against the goal alone: a true sentence that misses the goal is wrong.",
    ],
    keywords: ["notes", "goal", "rhetorical", "synthesis", "student wants to"],
  },
  linear_equations_one_variable: {
    summary: "Write and solve an equation such as $ax + b = c$ with one unknown, often from a word problem.",
    steps: [
      'Name the unknown: "let $x$ be …".',
      "Turn each sentence into math: a rate times a count, plus a fixed amount.",
      "Undo operations in reverse order: subtract or add first, then divide or multiply.",
      "Check by putting your value back into the original words, not only the equation.",
    ],
    keywords: ["linear equation", "solve for x", "one variable", "equation"],
  },
  linear_equations_two_variables: {
    summary: "Equations like $ax + by = c$: find a point, a missing value or the meaning of a coefficient.",
    steps: [
      "Say what each variable counts and what each coefficient means in the story.",
      "To find a missing value, substitute the known one and solve for the other.",
      "The equation's solutions are the points on its line: a point lies on it when it makes the equation true.",
    ],
    keywords: ["two variables", "ax+by", "line", "solution", "ordered pair"],
  },
  linear_functions: {
    summary: "Functions $f(x) = mx + b$: slope as a rate of change, $y$-intercept as a starting value, graphs and tables.",
    steps: [
      "Slope $m = \\frac{y_2 - y_1}{x_2 - x_1}$: the change in output for each 1 of input.",
      "The $y$-intercept $b$ is the value when $x = 0$, often the starting amount.",
      "From a table, check that equal steps in $x$ give equal steps in $y$; then read $m$ and $b$.",
      'In a story, match the slope to "per" and the intercept to "initial" or "fixed".',
    ],
    keywords: ["slope", "intercept", "linear function", "rate of change", "f(x)"],
  },
  systems_of_linear_equations: {
    summary: "Two linear equations at once: solve them, or tell when there are no or infinitely many solutions.",
    steps: [
      "Choose substitution (one variable is already alone) or elimination (coefficients line up).",
      "Eliminate one variable by adding or subtracting suitable multiples of the equations.",
      "Parallel lines (same slope, different intercepts) give no solution; the same line gives infinitely many.",
      "Check the pair in *both* original equations.",
    ],
    keywords: ["system", "systems of equations", "substitution", "elimination", "no solution", "infinitely many"],
  },
  linear_inequalities: {
    summary: 'Inequalities like $ax + b \\le c$, often "at most" or "at least" in a story.',
    steps: [
      'Translate: "at most" is $\\le$, "at least" is $\\ge$, "more than" is $>$.',
      "Solve like an equation, but flip the sign when you multiply or divide by a negative number.",
      "If the answer counts whole things, round in the direction the story allows.",
    ],
    keywords: ["inequality", "at most", "at least", "greater than", "less than"],
  },
  equivalent_expressions: {
    summary: "Rewrite expressions: expand, factor, combine like terms, work with exponents and fractions.",
    steps: [
      "Expand products with the distributive property, term by term.",
      "Combine like terms: the same variable to the same power.",
      "Exponent rules: $a^m a^n = a^{m+n}$, $(a^m)^n = a^{mn}$, $a^{-n} = \\frac{1}{a^n}$.",
      "To check a choice quickly, substitute a simple number like $x = 2$ into both expressions.",
    ],
    keywords: ["equivalent", "expression", "factor", "expand", "simplify", "exponent"],
  },
  nonlinear_equations: {
    summary: "Quadratic, radical, rational and absolute-value equations, and systems with a line and a curve.",
    steps: [
      "Move everything to one side and factor, or use $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$.",
      "The discriminant $b^2 - 4ac$ tells how many real solutions: two, one or none.",
      "For a line and a parabola, set the expressions equal and solve the quadratic.",
      "After squaring both sides or clearing denominators, check for extraneous solutions.",
    ],
    keywords: ["quadratic", "nonlinear", "discriminant", "parabola", "factor", "square root"],
  },
  nonlinear_functions: {
    summary: "Quadratic and exponential functions: vertex, zeros, growth and decay, and what they mean in context.",
    steps: [
      "Vertex form $a(x - h)^2 + k$ shows the vertex $(h, k)$; factored form shows the zeros.",
      "Exponential $a \\cdot b^x$: $a$ is the start, $b > 1$ grows and $0 < b < 1$ decays.",
      "A growth of $r\\%$ per period means $b = 1 + \\frac{r}{100}$.",
      "Read what the input and output mean in the story before choosing an interpretation.",
    ],
    keywords: ["exponential", "quadratic function", "vertex", "growth", "decay", "zeros"],
  },
  ratios_rates_proportions_units: {
    summary: "Ratios, rates, proportions and unit conversions.",
    steps: [
      "Write the units next to every number.",
      "Set up a proportion with the same units in the same places: $\\frac{a}{b} = \\frac{c}{d}$.",
      "To convert units, multiply by fractions equal to 1, such as $\\frac{60 \\text{ min}}{1 \\text{ h}}$, so the unwanted units cancel.",
    ],
    keywords: ["ratio", "rate", "proportion", "unit", "convert", "per"],
  },
  percentages: {
    summary: "Percent of a number, percent change, and several percent changes in a row.",
    steps: [
      "$p\\%$ of $N$ is $\\frac{p}{100} \\cdot N$.",
      "Percent change is $\\frac{\\text{new} - \\text{old}}{\\text{old}} \\cdot 100\\%$.",
      "An increase of $p\\%$ multiplies by $1 + \\frac{p}{100}$; a decrease multiplies by $1 - \\frac{p}{100}$.",
      "Changes in a row multiply: they do not add.",
    ],
    keywords: ["percent", "percentage", "%", "discount", "increase", "decrease"],
  },
  one_variable_data: {
    summary: "Mean, median, mode, range and spread of one list of data, from lists, dot plots or histograms.",
    steps: [
      "Mean = sum ÷ count; median = the middle value after sorting.",
      "An outlier moves the mean much more than the median.",
      "Standard deviation measures spread: data bunched near the mean has a smaller one.",
    ],
    keywords: ["mean", "median", "mode", "range", "standard deviation", "average", "histogram"],
  },
  two_variable_data: {
    summary: "Scatterplots and lines or curves of best fit: read predictions and interpret the slope.",
    steps: [
      "Read both axes and their units.",
      "To predict, read the line of best fit at the given $x$ value, not a single data point.",
      "The slope of the line of best fit is the predicted change in $y$ for each 1 of $x$.",
    ],
    keywords: ["scatterplot", "line of best fit", "correlation", "trend", "predict"],
  },
  probability: {
    summary: "Probability and conditional probability, often from a two-way table.",
    steps: [
      "Probability = favorable outcomes ÷ possible outcomes.",
      'For "given that…", the group after "given" is your denominator.',
      "In a two-way table, circle the row or column you are restricted to before dividing.",
    ],
    keywords: ["probability", "chance", "two-way table", "conditional", "given that"],
  },
  sample_statistics: {
    summary: "What a random sample says about a population, and what a margin of error means.",
    steps: [
      "Results of a random sample generalize only to the population it was drawn from.",
      "An estimate with margin of error $m$ gives a plausible range: estimate $\\pm m$.",
      "A larger sample gives a smaller margin of error.",
    ],
    keywords: ["sample", "margin of error", "population", "survey", "estimate"],
  },
  statistical_claims: {
    summary: "Judge the conclusions of studies: random sampling versus random assignment.",
    steps: [
      "Random *assignment* to groups is needed to conclude cause and effect.",
      "Random *sampling* is needed to generalize to a larger population.",
      "Without either, the conclusion holds only for the people studied and shows association only.",
    ],
    keywords: ["study", "experiment", "causation", "random assignment", "conclusion", "observational"],
  },
  area_volume: {
    summary: "Area, perimeter and volume of figures and solids, and how they scale.",
    steps: [
      "Write the formula first; the reference sheet gives most of them.",
      "Check the units: area is squared, volume is cubed.",
      "Scaling lengths by $k$ scales area by $k^2$ and volume by $k^3$.",
    ],
    keywords: ["area", "volume", "perimeter", "surface area", "cylinder", "sphere", "cube"],
  },
  lines_angles_triangles: {
    summary: "Angles at lines and in triangles, parallel lines, and similar or congruent triangles.",
    steps: [
      "Angles on a line add to $180^\\circ$; angles in a triangle add to $180^\\circ$.",
      "Parallel lines cut by a transversal make equal corresponding and alternate angles.",
      "An exterior angle of a triangle equals the sum of the two far interior angles.",
      "Similar triangles have proportional sides: match the corresponding vertices first.",
    ],
    keywords: ["angle", "triangle", "parallel", "similar", "congruent", "degrees"],
  },
  right_triangles_trigonometry: {
    summary: "The Pythagorean theorem, special right triangles, and sine, cosine and tangent.",
    steps: [
      "$a^2 + b^2 = c^2$ with $c$ the hypotenuse.",
      "Special triangles: $45^\\circ$-$45^\\circ$-$90^\\circ$ has sides $x, x, x\\sqrt{2}$; $30^\\circ$-$60^\\circ$-$90^\\circ$ has $x, x\\sqrt{3}, 2x$.",
      "SOH-CAH-TOA: $\\sin = \\frac{\\text{opposite}}{\\text{hypotenuse}}$, $\\cos = \\frac{\\text{adjacent}}{\\text{hypotenuse}}$, $\\tan = \\frac{\\text{opposite}}{\\text{adjacent}}$.",
      "For complementary angles, $\\sin x^\\circ = \\cos(90 - x)^\\circ$.",
    ],
    keywords: ["pythagorean", "right triangle", "sine", "cosine", "tangent", "trigonometry", "hypotenuse"],
  },
  circles: {
    summary: "Circle measures (area, circumference, arcs, sectors, radians) and circle equations.",
    steps: [
      "Area $\\pi r^2$, circumference $2\\pi r$.",
      "An arc or a sector is the fraction $\\frac{\\text{central angle}}{360^\\circ}$ of the whole circle.",
      "$(x - h)^2 + (y - k)^2 = r^2$ has center $(h, k)$ and radius $r$; complete the square to reach this form.",
      "$180^\\circ = \\pi$ radians.",
    ],
    keywords: ["circle", "radius", "diameter", "arc", "sector", "radian", "circumference"],
  },
};
