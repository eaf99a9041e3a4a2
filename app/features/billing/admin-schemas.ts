import { z } from "zod";
import type { UserType } from "#db/schema";
import { idField, line } from "~/lib/input";

/**
 * The back office's user forms (/admin/users), shared by the page and its action. Premium is never
 * picked as a type: it follows a subscription or a complimentary grant (docs/decisions/0017-billing.md).
 */
export const ASSIGNABLE_TYPES = ["student", "pre_teacher", "admin"] as const satisfies readonly UserType[];
export type AssignableType = (typeof ASSIGNABLE_TYPES)[number];

const reason = line(500, "billing:admin.errors.reason")
  .transform((s) => s.trim())
  .pipe(z.string().min(3, "billing:admin.errors.reason"));
const userId = idField("billing:admin.errors.noUser");

export const ChangeTypeForm = z.object({
  intent: z.literal("changeType"),
  userId,
  userType: z.enum(ASSIGNABLE_TYPES, { error: "billing:admin.errors.badType" }),
  reason,
});

export const GrantForm = z.object({
  intent: z.literal("grant"),
  userId,
  /** The last day of Premium, inclusive (YYYY-MM-DD, UTC). */
  endsAt: z.string({ error: "billing:admin.errors.badDate" }).regex(/^\d{4}-\d{2}-\d{2}$/, "billing:admin.errors.badDate"),
  reason,
});

export const RevokeForm = z.object({ intent: z.literal("revoke"), userId, grantId: idField("billing:admin.errors.noGrant"), reason });

export const AdminUserAction = z.discriminatedUnion("intent", [ChangeTypeForm, GrantForm, RevokeForm], { error: "validation.invalid" });

export const AdminUsersQuery = z.object({
  q: line(100).optional().default(""),
  user: idField().optional(),
});

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_GRANT_YEARS = 5;

/**
 * When a grant "until YYYY-MM-DD" ends: the end of that day (UTC). Null with the reason when the day
 * is not a real date, is before today, or is more than five years away.
 */
export function grantEnd(day: string, now = Date.now()): { endsAt: Date } | { error: string } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d);
  if (Number.isNaN(start) || new Date(start).getUTCDate() !== d || new Date(start).getUTCMonth() !== m - 1) return { error: "billing:admin.errors.badDate" };
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (start < today) return { error: "billing:admin.errors.datePast" };
  if (start > today + MAX_GRANT_YEARS * 366 * DAY_MS) return { error: "billing:admin.errors.dateFar" };
  return { endsAt: new Date(start + DAY_MS) };
}
