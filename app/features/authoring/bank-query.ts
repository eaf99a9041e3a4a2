import { z } from "zod";
import { intField, line } from "~/lib/input";
import { DIFFICULTIES, TESTS } from "./taxonomy";

/**
 * The bank's filters, from the page's query string or the API's: all optional, all bounded.
 * `status` "current" (the default) is every version that is not superseded.
 */
export const BANK_STATUSES = ["current", "draft", "in_review", "published", "retired"] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

export const BankQuerySchema = z.object({
  q: optional(line(100).transform((s) => s.trim())),
  test: optional(z.enum(TESTS as ["verbal", "math"], { error: "authoring:errors.filter" })),
  domain: optional(line(64)),
  skill: optional(line(64)),
  difficulty: optional(z.enum(DIFFICULTIES, { error: "authoring:errors.filter" })),
  status: optional(z.enum(BANK_STATUSES, { error: "authoring:errors.filter" })),
  /** A username, or "me". */
  author: optional(line(150)),
  tag: optional(line(40)),
  type: optional(z.enum(["SC", "OE"], { error: "authoring:errors.filter" })),
  page: optional(intField(1, 100_000, "validation.invalidPage")),
});
export type BankQuery = z.output<typeof BankQuerySchema>;

export const BANK_PAGE_SIZE = 25;

/** A page's filters from its URL: a value that does not fit is dropped (the page still shows), never a 500. */
export function readBankQuery(url: URL): BankQuery {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(BankQuerySchema.shape) as (keyof BankQuery)[]) {
    const value = url.searchParams.get(key);
    if (value === null || value === "") continue;
    const parsed = BankQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as BankQuery;
}
