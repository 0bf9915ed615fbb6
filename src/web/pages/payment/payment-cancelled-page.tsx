import { PaymentResult } from "./payment-result.tsx";

export function PaymentCancelledPage() {
  return <PaymentResult outcome="cancelled" />;
}
