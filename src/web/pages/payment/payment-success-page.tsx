import { PaymentResult } from "./payment-result.tsx";

export function PaymentSuccessPage() {
  return <PaymentResult outcome="success" />;
}
