/** The parts of a question and a module that the content rules read (parsed content/schema.ts shapes). */
export type RuleChoice = { text: string; correct?: boolean };
export type RuleQuestion = {
  id: string;
  type: "SC" | "OE";
  title?: string;
  text: string;
  test: "verbal" | "math";
  domain: string;
  skill: string;
  difficulty: "easy" | "medium" | "hard";
  rating?: number;
  passage?: { title: string; html: string; topic?: string; source?: { author: string; title: string; year: number } };
  choices?: RuleChoice[];
  answers?: string;
  explanation: string;
  tags?: string[];
};
export type RuleModule = { id: string; test: "verbal" | "math"; module: number; variant: "standard" | "easier" | "harder"; questions: RuleQuestion[] };
