import { z } from "zod";
import { EnglishFirstTextSchema } from "./localized";
import { ModuleSchema } from "./schema";

const Row = z.object({ raw: z.number().int().min(0), score: z.number().int(), low: z.number().int(), high: z.number().int() });
const PathTables = z.object({ standard: z.array(Row).optional(), easier: z.array(Row).optional(), harder: z.array(Row).optional() });

/** A whole exam: its modules in order (variants of one module next to each other) and its scoring data. */
export const ExamSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** `{ en, az?, ru? }` (or the English text alone): shown in the reader's language (content/localized.ts). */
  name: EnglishFirstTextSchema,
  description: EnglishFirstTextSchema.optional(),
  published: z.boolean().default(true),
  adaptiveThresholds: z.object({ verbal: z.number().int().positive().optional(), math: z.number().int().positive().optional() }).nullable(),
  scoreTable: z.object({ verbal: PathTables, math: PathTables }).nullable(),
  modules: z.array(ModuleSchema).min(1),
});

export type ExamInput = z.input<typeof ExamSchema>;
export type Exam = z.infer<typeof ExamSchema>;

/** Groups modules into stages: consecutive modules of the same test and module number are variants of one stage. */
export function stagesOf(modules: { test: string; module: number }[]): number[] {
  const stages: number[] = [];
  let stage = -1;
  let prev = "";
  for (const m of modules) {
    const key = `${m.test}:${m.module}`;
    if (key !== prev) stage++;
    prev = key;
    stages.push(stage);
  }
  return stages;
}
