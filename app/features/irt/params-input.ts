import { z } from "zod";

/** A number as typed: a decimal comma is a point (az, ru; decision 0023), blank is not a number. */
const num = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? Number.NaN : v.trim().replace(",", ".")) : v),
    z.coerce.number({ error: message }).refine(Number.isFinite, { message }),
  );

/** A teacher's a, b and c of an item (decision 0035): checked in the browser and by the page's action; the bounds by the service. */
export const ItemParamsSchema = z.object({
  a: num("authoring:stats.errors.a"),
  b: num("authoring:stats.errors.b"),
  c: num("authoring:stats.errors.c"),
});
export type ItemParamsInput = z.infer<typeof ItemParamsSchema>;
