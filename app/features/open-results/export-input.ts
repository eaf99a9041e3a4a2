import { z } from "zod";

/** ?format=csv|json&student=username of the export (web and REST alike). */
export const ExportQuery = z.object({
  format: z.enum(["csv", "json"], { error: "profile:export.badFormat" }).default("json"),
  student: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(/^[\w.@+-]+$/, "profile:export.notFound")
    .optional(),
});
