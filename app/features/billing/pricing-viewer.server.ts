import type { PublicUser } from "~/features/auth/user";
import type { PricingViewer } from "./pricing-cards";

/** What the pricing cards offer someone: sign in, subscribe, the billing page, or nothing to buy. */
export function pricingViewer(user: Pick<PublicUser, "user_type"> | null): PricingViewer {
  if (!user) return "visitor";
  if (user.user_type === "student") return "student";
  if (user.user_type === "pre_student") return "premium";
  return "staff";
}
