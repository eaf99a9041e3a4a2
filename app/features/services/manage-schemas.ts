import { z } from "zod";
import { RESERVED_SLUGS, SLUG } from "#content/services/schema";
import { line, text } from "~/lib/input";
import { SUPPORTED_LANGUAGES } from "~/lib/i18n";

/**
 * The back office's catalogue forms. Each text has one field per language (`title_az`, `title_en`,
 * `title_ru`): titles are required in all three; subtitles and descriptions in at least one, the
 * others falling back (az, en, ru) on the pages. Messages are i18n keys.
 */

export const TITLE_MAX = 120;
export const SUBTITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const SLUG_MAX = 60;
export const COVER_MAX_MB = 5;
export const PRICE_UNITS = ["fixed", "hour", "lesson", "month", "course"] as const;
export const SERVICE_STATUSES = ["open", "soon"] as const;

const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export const slugField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(SLUG_MAX, "validation.tooLong")
  .regex(SLUG, "services:errors.slugFormat")
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), "services:errors.slugReserved");

const required = (max: number) =>
  line(max)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "validation.required"));
const optional = (max: number, multiline = false) => (multiline ? text(max) : line(max)).transform((v) => v.trim()).default("");

function localized(name: string, max: number, rule: "all" | "one", multiline = false) {
  const shape = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [`${name}_${l}`, rule === "all" ? required(max) : optional(max, multiline)]));
  return shape as Record<string, z.ZodType<string, unknown>>;
}

/** At least one language of `name` filled in, else a message on its first field. */
function oneLanguage(name: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (SUPPORTED_LANGUAGES.every((l) => !v[`${name}_${l}`]))
      ctx.addIssue({ code: "custom", path: [`${name}_${SUPPORTED_LANGUAGES[0]}`], message: "services:errors.oneLanguage" });
  };
}

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const GroupFormSchema = z
  .object({ ...localized("title", TITLE_MAX, "all"), ...localized("subtitle", SUBTITLE_MAX, "one"), hidden: checkbox })
  .superRefine(oneLanguage("subtitle"));

export const ServiceFormSchema = z
  .object({
    ...localized("title", TITLE_MAX, "all"),
    ...localized("subtitle", SUBTITLE_MAX, "one"),
    ...localized("description", DESCRIPTION_MAX, "one", true),
    group: z.preprocess(
      (v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v),
      z.number({ error: "services:errors.groupRequired" }).int().positive("services:errors.groupRequired"),
    ),
    price: line(12)
      .transform((v) => v.trim())
      .refine((v) => v === "" || PRICE.test(v), "services:errors.priceFormat"),
    unit: z.enum(PRICE_UNITS, { error: "validation.invalid" }),
    status: z.enum(SERVICE_STATUSES, { error: "validation.invalid" }),
    hidden: checkbox,
  })
  .superRefine(oneLanguage("subtitle"))
  .superRefine(oneLanguage("description"));

/** "40" or "40,50" manats to qəpik; empty is "on request" (null). */
export const priceToMinor = (price: string): number | null => (price === "" ? null : Math.round(Number(price.replace(",", ".")) * 100));

export const MoveSchema = z.object({
  intent: z.enum(["move", "hide", "show"]),
  kind: z.enum(["group", "service"]),
  id: z.preprocess((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number().int().positive()),
  direction: z.enum(["up", "down"]).optional(),
});
