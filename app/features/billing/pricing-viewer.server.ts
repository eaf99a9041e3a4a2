import type { PublicUser } from "~/lib/user";
import { hasLiveSubscription } from "./checkout.server";
import type { PricingViewer } from "./pricing-cards";

/**
 * What the pricing cards offer someone: sign in (visitor), subscribe (a student, or a premium student
 * whose Premium is a complimentary grant), the billing page (a subscriber), or nothing to buy (staff).
 */
export async function pricingViewer(user: Pick<PublicUser, "id" | "user_type"> | null): Promise<PricingViewer> {
  if (!user) return "visitor";
  if (user.user_type === "student") return "student";
  if (user.user_type === "pre_student") return (await hasLiveSubscription(user.id)) ? "premium" : "student";
  return "staff";
}
