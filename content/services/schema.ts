import { z } from "zod";

/**
 * The shape of the seeded services catalogue (content/services/catalogue.ts). Every text is written
 * in az, en and ru; slugs are lower-case words joined by hyphens and are never changed once seeded.
 */

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths under /api/services/ that are calls, not groups: no group may take them as its slug. */
export const RESERVED_SLUGS = ["requests", "callback", "new", "groups"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
export const LocalizedContent = (max: number) => z.object({ az: text(max), en: text(max), ru: text(max) }).strict();

export const COVER_MOTIFS = [
  "math",
  "reading",
  "group",
  "clock",
  "target",
  "compass",
  "pen",
  "coins",
  "passport",
  "calendar",
  "chat",
  "cap",
  "book",
  "trophy",
] as const;
export const CoverSpec = z.object({ motif: z.enum(COVER_MOTIFS), hue: z.number().int().min(0).max(359) }).strict();
export type CoverSpec = z.infer<typeof CoverSpec>;

const slug = z
  .string()
  .regex(SLUG)
  .max(60)
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), "reserved slug");

export const ServiceContent = z
  .object({
    slug,
    title: LocalizedContent(120),
    subtitle: LocalizedContent(200),
    description: LocalizedContent(4000),
    /** In manats (AZN); null: "on request". */
    price: z.number().nonnegative().max(1_000_000).nullable(),
    unit: z.enum(["fixed", "hour", "lesson", "month", "course"]),
    status: z.enum(["open", "soon"]).default("open"),
    cover: CoverSpec,
  })
  .strict();

export const ServiceGroupContent = z
  .object({
    slug,
    title: LocalizedContent(120),
    subtitle: LocalizedContent(200),
    cover: CoverSpec,
    services: z.array(ServiceContent).min(1),
  })
  .strict();

export const CatalogueContent = z.array(ServiceGroupContent).superRefine((groups, ctx) => {
  const seen = new Set<string>();
  for (const s of groups.flatMap((g) => g.services.map((x) => x.slug))) {
    if (seen.has(s)) ctx.addIssue({ code: "custom", message: `service slug ${s} is used twice` });
    seen.add(s);
  }
  const groupSlugs = new Set(groups.map((g) => g.slug));
  if (groupSlugs.size !== groups.length) ctx.addIssue({ code: "custom", message: "a group slug is used twice" });
});

export type ServiceGroupContent = z.input<typeof ServiceGroupContent>;
export type ServiceContent = z.input<typeof ServiceContent>;
