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

/**
 * The e-mail sent once a payment confirms a booking (and its return trip): Portuguese first,
 * then an English translation.
 */
export function paymentConfirmedMail(input: {
  to: string;
  customerName: string;
  amountCents: number;
  outbound: MailTrip;
  returnTrip?: MailTrip;
}): OutgoingMail {
  const ref = bookingReference(input.outbound.id);
  const amount = formatEuros(input.amountCents, "pt-PT");
  const trip = (t: MailTrip) => `${formatServiceDate(t.bookingDate)} ${formatServiceTime(t.bookingTime)} — ${t.origin} → ${t.destination}`;
  const outbound = trip(input.outbound);
  const back = input.returnTrip ? trip(input.returnTrip) : undefined;

  const pt = [
    "Pagamento confirmado",
    "",
    `Olá ${input.customerName},`,
    "",
    `Recebemos o seu pagamento de ${amount}. A sua reserva ${ref} está confirmada.`,
    "",
    `Referência: ${ref}`,
    `Ida: ${outbound}`,
    ...(back ? [`Regresso: ${back}`] : []),
    `Valor pago: ${amount}`,
    "",
    "Obrigado por escolher os nossos serviços.",
  ];
  const en = [
    "Payment confirmed",
    "",
    `Hello ${input.customerName},`,
    "",
    `We have received your payment of ${amount}. Your booking ${ref} is confirmed.`,
    "",
    `Reference: ${ref}`,
    `Outbound: ${outbound}`,
    ...(back ? [`Return: ${back}`] : []),
    `Amount paid: ${amount}`,
    "",
    "Thank you for choosing our services.",
  ];
  const text = [...pt, "", "— English —", "", ...en, ""].join("\n");

  const para = (lines: string[]) =>
    lines
      .filter((l) => l !== "")
      .map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`)
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
    subject: `Pagamento confirmado — reserva ${ref} / Payment confirmed — booking ${ref}`,
    text,
    html,
  };
}
