import type { Route } from "./+types/payment-cancel";
import { PaymentResult } from "~/features/landing/payment-result";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(getI18n(context), "pages:paymentCancel.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "robots", content: "noindex" }];

export default function PaymentCancel() {
  return <PaymentResult kind="paymentCancel" />;
}
