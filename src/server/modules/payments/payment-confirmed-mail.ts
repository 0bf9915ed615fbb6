import { formatEuros } from "../../../domain/money.ts";
import { bookingReference, formatServiceDate, formatServiceTime } from "../../../domain/service-date.ts";
import type { OutgoingMail } from "../../integrations/mail/outbox.ts";
import { escapeHtml } from "../../lib/escape-html.ts";

export interface MailTrip {
  id: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** HH:MM or HH:MM:SS */
  bookingTime: string;
}

/** The mark of every trace of the built-in test checkout (PAYMENTS=test). */
export const TEST_PAYMENT_MARK = "TEST PAYMENT — no card was charged";
export const TEST_PAYMENT_MARK_PT = "PAGAMENTO DE TESTE — nenhum cartão foi cobrado";

/**
 * The e-mail sent once a payment confirms a booking (and its return trip): Portuguese first,
 * then an English translation. A payment of the test checkout (`testMode`) says so in the
 * subject and in both languages, and claims no money was received.
 */
export function paymentConfirmedMail(input: {
  to: string;
  customerName: string;
  amountCents: number;
  /** The payment was made on the built-in test checkout: no card was charged. */
  testMode?: boolean;
  outbound: MailTrip;
  returnTrip?: MailTrip;
}): OutgoingMail {
  const test = input.testMode === true;
  const ref = bookingReference(input.outbound.id);
  const amount = formatEuros(input.amountCents, "pt-PT");
  const trip = (t: MailTrip) => `${formatServiceDate(t.bookingDate)} ${formatServiceTime(t.bookingTime)} — ${t.origin} → ${t.destination}`;
  const outbound = trip(input.outbound);
  const back = input.returnTrip ? trip(input.returnTrip) : undefined;

  const pt = [
    ...(test ? [`${TEST_PAYMENT_MARK_PT} (${TEST_PAYMENT_MARK})`, ""] : []),
    "Pagamento confirmado",
    "",
    `Olá ${input.customerName},`,
    "",
    test
      ? `Registámos um pagamento de teste de ${amount}: nenhum cartão foi cobrado. A sua reserva ${ref} está confirmada.`
      : `Recebemos o seu pagamento de ${amount}. A sua reserva ${ref} está confirmada.`,
    "",
    `Referência: ${ref}`,
    `Ida: ${outbound}`,
    ...(back ? [`Regresso: ${back}`] : []),
    test ? `Valor (teste, não cobrado): ${amount}` : `Valor pago: ${amount}`,
    "",
    "Obrigado por escolher os nossos serviços.",
  ];
  const en = [
    ...(test ? [TEST_PAYMENT_MARK, ""] : []),
    "Payment confirmed",
    "",
    `Hello ${input.customerName},`,
    "",
    test
      ? `We have recorded a test payment of ${amount}: no card was charged. Your booking ${ref} is confirmed.`
      : `We have received your payment of ${amount}. Your booking ${ref} is confirmed.`,
    "",
    `Reference: ${ref}`,
    `Outbound: ${outbound}`,
    ...(back ? [`Return: ${back}`] : []),
    test ? `Amount (test, not charged): ${amount}` : `Amount paid: ${amount}`,
    "",
    "Thank you for choosing our services.",
  ];
  const text = [...pt, "", "— English —", "", ...en, ""].join("\n");

  const mark = (text: string) =>
    `<p style="margin:0 0 12px;padding:8px 12px;border:2px dashed #d97706;background:#fef3c7;color:#92400e;font-weight:700">${escapeHtml(text)}</p>`;
  const para = (lines: string[]) =>
    lines
      .filter((l) => l !== "")
      .map((l, i) => (test && i === 0 ? mark(l) : `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`))
      .join("\n");
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    para(pt),
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">',
    `<div lang="en" style="color:#4b5563">${para(en)}</div>`,
    "</div>",
  ].join("\n");

  return {
    kind: "payment_confirmed",
    to: input.to,
    subject: test
      ? `[${TEST_PAYMENT_MARK}] Reserva ${ref} confirmada sem pagamento / Booking ${ref} confirmed without payment`
      : `Pagamento confirmado — reserva ${ref} / Payment confirmed — booking ${ref}`,
    text,
    html,
  };
}
