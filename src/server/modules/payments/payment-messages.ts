/**
 * The Portuguese messages of the payment routes. The booking form shows them in the reader's
 * language: src/web/features/booking/payment-messages.ts repeats them under the type
 * `PaymentMessages`, so a change here that is not made there fails type checking.
 */
export const PAYMENT_MESSAGES = {
  notFound: "Reserva não encontrada",
  notPending: "Link de pagamento apenas disponível para reservas pendentes",
  noPrice: "Preço não disponível. Por favor contacte a empresa para obter um orçamento personalizado.",
  unavailable: "Pagamento indisponível no momento",
  paymentsOff:
    "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.",
  awaitingApproval: "Os tours precisam de aprovação. Enviaremos o link de pagamento por email após a confirmação.",
} as const;

export type PaymentMessages = typeof PAYMENT_MESSAGES;
