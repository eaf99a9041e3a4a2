import { PaymentResult } from "~/features/landing/payment-result";

export default function PaymentSuccess() {
  return <PaymentResult kind="paymentSuccess" />;
}
