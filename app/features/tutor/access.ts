import type { UserType } from "#db/schema";

/** Who may talk to Lingo (spec part 2, section 6): premium students, teachers and administrators. */
export const TUTOR_USER_TYPES: readonly UserType[] = ["pre_student", "pre_teacher", "admin"];

/**
 * What a page shows in place of the chat: the chat itself ("allowed"), the upgrade notice with
 * "Upgrade to Premium" for signed-in users of other types ("upgrade"), or the same notice leading to
 * sign-in for visitors ("signin"). The server checks this again on every message.
 */
export type TutorGate = "allowed" | "upgrade" | "signin";

export function tutorGate(user: { user_type: UserType } | null | undefined): TutorGate {
  if (!user) return "signin";
  return TUTOR_USER_TYPES.includes(user.user_type) ? "allowed" : "upgrade";
}

/** Where "Upgrade to Premium" leads: the plans on the landing page. */
export const PRICING_PATH = "/pricing";
