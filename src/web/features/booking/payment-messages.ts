import type { PaymentMessages } from "../../../server/modules/payments/payment-messages.ts";

/**
 * The payment refusals the booking form shows in the reader's language (locale keys
 * `payment.<key>`), exactly as the server sends them in Portuguese: the type is the server's, so
 * a text that differs from it fails type checking.
 */
const PAYMENT_MESSAGES: Pick<PaymentMessages, "paymentsOff" | "awaitingApproval"> = {
  paymentsOff:
    "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.",
  awaitingApproval: "Os tours precisam de aprovação. Enviaremos o link de pagamento por email após a confirmação.",
};

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

const KEY_BY_MESSAGE = new Map<string, PaymentMessageKey>(
  (Object.entries(PAYMENT_MESSAGES) as [PaymentMessageKey, string][]).map(([key, message]) => [message, key]),
);

/** The key of one of the messages above; undefined for any other text. */
export function paymentMessageKey(message: string): PaymentMessageKey | undefined {
  return KEY_BY_MESSAGE.get(message);
}
