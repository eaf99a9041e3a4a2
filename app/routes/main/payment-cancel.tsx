import { PaymentResult } from "~/features/landing/payment-result";

export default function PaymentCancel() {
  return <PaymentResult kind="paymentCancel" />;
}
