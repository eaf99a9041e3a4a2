/**
 * The shape of authored practice content. Every exam, module and question in
 * `content/` is validated against these schemas by the seed and by the content test.
 * How to write the content itself: ../shared/design/CONTENT.md.
 */
import { z } from "zod";

// The skill taxonomy lives in ./skills.ts (no zod: the browser imports it); re-exported for the schemas' users.
export { DOMAINS, MATH_SKILLS, SKILLS, VERBAL_SKILLS, type MathDomain, type VerbalDomain } from "./skills";
import { DOMAINS, MATH_SKILLS, SKILLS, VERBAL_SKILLS } from "./skills";

const Identifier = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by '-'");

export const PassageSchema = z.object({
  /** Shown above the passage, e.g. "Text 1" or "" when none. */
  title: z.string(),
  /** HTML. May contain tables or inline SVG figures; TeX math as \( … \). */
  html: z.string().min(1),
  /**
   * What the passage is about, for the rule that a module's passages do not cluster on one topic:
   * literature (a real public-domain work, with `source`), history and social studies, humanities
   * (arts, philosophy, language), or science.
   */
  topic: z.enum(["literature", "history_social", "humanities", "science"]).optional(),
  /** A literary passage's real public-domain source (named in the passage's intro line too, as the test does). */
  source: z.object({ author: z.string().min(1), title: z.string().min(1), year: z.number().int().min(1000).max(1930) }).optional(),
});

export const ChoiceSchema = z.object({
  /** HTML with TeX math as \( … \). */
  text: z.string().min(1),
  correct: z.boolean().default(false),
});

export const QuestionSchema = z
  .object({
    id: Identifier,
    type: z.enum(["SC", "OE"]),
    /** HTML, may be empty. */
    title: z.string().default(""),
    /** HTML with TeX math as \( … \): the question stem (and any figure as inline SVG with role="img" and aria-label). */
    text: z.string().min(1),
    test: z.enum(["verbal", "math"]),
    domain: z.enum(DOMAINS),
    skill: z.enum(SKILLS),
    difficulty: z.enum(["easy", "medium", "hard"]),
    /**
     * Difficulty on the official 1-7 band, rated by the rubric in content/README.md ("Rating difficulty"): steps,
     * concepts, traps, expected time. Agrees with `difficulty` (easy 1-3, medium 3-5, hard 5-7). Every exam item
     * carries one (content/rules/ratings.ts); item-response scoring reads it as the prior of an item's difficulty.
     * Optional in the schema while the bank and authored questions do not have one yet.
     */
    rating: z.number().int().min(1).max(7).optional(),
    /** Reading and Writing: the passage shown on the left. */
    passage: PassageSchema.optional(),
    /** SC: four choices, exactly one correct. */
    choices: z.array(ChoiceSchema).optional(),
    /** OE: every accepted form separated by |||, e.g. "3/4|||.75|||0.75". */
    answers: z.string().optional(),
    /** HTML: why the key is right (the method), then one line per distractor naming it by content. */
    explanation: z.string().min(1),
    /**
     * The explanation in Azerbaijani and Russian (issue 32, decision 0062): the same HTML structure, numbers, TeX and
     * quotations as `explanation`, in the glossary's terms. Written ones live in content/explanations/{az,ru}/ by
     * question id; a Math generator writes its own (content/bank/math/localize.ts). A missing language shows the English.
     */
    explanationI18n: z
      .object({ az: z.string().min(1).optional(), ru: z.string().min(1).optional() })
      .strict()
      .optional(),
    tags: z.array(z.string()).default([]),
  })
  .superRefine((q, ctx) => {
    const skills = (q.test === "verbal" ? VERBAL_SKILLS : MATH_SKILLS) as Record<string, readonly string[]>;
    if (!skills[q.domain]) ctx.addIssue({ code: "custom", message: `domain ${q.domain} is not a ${q.test} domain` });
    else if (!skills[q.domain].includes(q.skill)) ctx.addIssue({ code: "custom", message: `skill ${q.skill} is not in domain ${q.domain}` });
    if (q.type === "SC") {
      if (!q.choices || q.choices.length !== 4) ctx.addIssue({ code: "custom", message: "SC needs exactly 4 choices" });
      else if (q.choices.filter((c) => c.correct).length !== 1) ctx.addIssue({ code: "custom", message: "SC needs exactly one correct choice" });
      if (q.answers) ctx.addIssue({ code: "custom", message: "SC must not have answers" });
    } else {
      if (!q.answers || q.answers.split("|||").some((a) => a.trim() === ""))
        ctx.addIssue({ code: "custom", message: "OE needs accepted answers separated by |||" });
      if (q.choices?.length) ctx.addIssue({ code: "custom", message: "OE must not have choices" });
    }
    if (q.test === "verbal" && !q.passage) ctx.addIssue({ code: "custom", message: "reading and writing questions need a passage" });
  });

export const ModuleSchema = z.object({
  /** Stable identifier, e.g. "pt1-rw-m1". */
  id: Identifier,
  /** Shown in the top bar and navigator, e.g. "Section 1, Module 1: Reading and Writing". */
  name: z.string().min(1),
  test: z.enum(["verbal", "math"]),
  /** 1 or 2. */
  module: z.number().int().min(1).max(2),
  /** Module 2 of an adaptive exam is "easier" or "harder"; module 1 and non-adaptive modules are "standard". */
  variant: z.enum(["standard", "easier", "harder"]),
  minutes: z.number().positive(),
  /** Minutes of break after this module (0 = a short transition screen only). */
  breakAfterMinutes: z.number().min(0).default(0),
  directions: z.string().default(""),
  questions: z.array(QuestionSchema).min(1),
});

export type Question = z.infer<typeof QuestionSchema>;
export type Module = z.infer<typeof ModuleSchema>;
