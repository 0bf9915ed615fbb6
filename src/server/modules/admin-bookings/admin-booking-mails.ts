import { formatEuros } from "../../../domain/money.ts";
import { bookingReference, formatServiceDate, formatServiceTime } from "../../../domain/service-date.ts";
import type { bookings } from "../../db/schema.ts";
import type { OutgoingMail } from "../../integrations/mail/outbox.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { TEST_PAYMENT_MARK, TEST_PAYMENT_MARK_PT } from "../payments/payment-confirmed-mail.ts";

type BookingRow = typeof bookings.$inferSelect;
type Trip = Pick<BookingRow, "id" | "origin" | "destination" | "bookingDate" | "bookingTime">;

const tripLine = (t: Trip) =>
  `${formatServiceDate(t.bookingDate)} ${formatServiceTime(t.bookingTime)} — ${t.origin} → ${t.destination}`;

const paragraphs = (lines: string[]) =>
  lines
    .filter((l) => l !== "")
    .map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`)
    .join("\n");

const markBox = (text: string) =>
  `<p style="margin:0 0 12px;padding:8px 12px;border:2px dashed #d97706;background:#fef3c7;color:#92400e;font-weight:700">${escapeHtml(text)}</p>`;

/**
 * The payment link an admin sends to the customer (spec send-email payment_link): Portuguese, then
 * English, with a button-like link and the server's amount. In test mode (PAYMENTS=test) the
 * subject and both languages say no card will be charged.
 */
export function paymentLinkMail(input: {
  to: string;
  customerName: string;
  url: string;
  amountCents: number;
  testMode: boolean;
  outbound: Trip;
  returnTrip?: Trip;
}): OutgoingMail {
  const { testMode: test } = input;
  const ref = bookingReference(input.outbound.id);
  const amount = formatEuros(input.amountCents, "pt-PT");
  const pt = [
    `Olá ${input.customerName},`,
    "",
    `Para concluir a sua reserva ${ref}, pague ${amount} através do link seguro abaixo.`,
    "",
    `Referência: ${ref}`,
    `Ida: ${tripLine(input.outbound)}`,
    ...(input.returnTrip ? [`Regresso: ${tripLine(input.returnTrip)}`] : []),
    `Valor: ${amount}`,
  ];
  const en = [
    `Hello ${input.customerName},`,
    "",
    `To complete your booking ${ref}, please pay ${amount} through the secure link below.`,
    "",
    `Reference: ${ref}`,
    `Outbound: ${tripLine(input.outbound)}`,
    ...(input.returnTrip ? [`Return: ${tripLine(input.returnTrip)}`] : []),
    `Amount: ${amount}`,
  ];
  const testLines = test ? [`${TEST_PAYMENT_MARK_PT} (${TEST_PAYMENT_MARK})`, ""] : [];
  const text = [
    ...testLines,
    ...pt,
    "",
    `Pagar agora: ${input.url}`,
    "",
    "— English —",
    "",
    ...(test ? [TEST_PAYMENT_MARK, ""] : []),
    ...en,
    "",
    `Pay now: ${input.url}`,
    "",
  ].join("\n");
  const button = (label: string) =>
    `<p style="margin:16px 0"><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:12px 24px;background:#111827;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700">${escapeHtml(label)}</a></p>`;
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    test ? markBox(`${TEST_PAYMENT_MARK_PT} (${TEST_PAYMENT_MARK})`) : "",
    paragraphs(pt),
    button(`Pagar ${amount}`),
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">',
    `<div lang="en" style="color:#4b5563">${test ? markBox(TEST_PAYMENT_MARK) : ""}${paragraphs(en)}${button(`Pay ${amount}`)}</div>`,
    "</div>",
  ].join("\n");
  return {
    kind: "payment_link",
    to: input.to,
    subject: test
      ? `[${TEST_PAYMENT_MARK}] Link de pagamento — reserva ${ref} / Payment link — booking ${ref}`
      : `Link de pagamento — reserva ${ref} / Payment link — booking ${ref}`,
    text,
    html,
  };
}

/** The admin notice that a booking was deleted (spec send-email booking_deleted), in Portuguese. */
export function bookingDeletedMail(
  companyEmail: string,
  input: { booking: BookingRow; vehicleName: string | null; tourName: string | null; deletedBy: string },
): OutgoingMail {
  const { booking } = input;
  const lines: [string, string][] = [
    ["Referência", bookingReference(booking.id)],
    ["Serviço", booking.bookingType === "tour" ? `Tour: ${input.tourName ?? ""}` : "Transferência"],
    ["Data", formatServiceDate(booking.bookingDate)],
    ["Hora", formatServiceTime(booking.bookingTime)],
    ["Partida", booking.origin],
    ["Destino", booking.destination],
    ["Passageiros", String(booking.passengers)],
    ["Veículo", input.vehicleName ? `${booking.vehicleClass} (${input.vehicleName})` : booking.vehicleClass],
    ["Cliente", booking.customerName],
    ["Telefone", booking.customerPhone],
    ["Email", booking.customerEmail],
    ["Preço", formatEuros(booking.totalPriceCents, "pt-PT")],
    ["Estado", booking.status],
    ["Apagada por", input.deletedBy],
  ];
  if (booking.outboundBookingId) lines.push(["Regresso da reserva", bookingReference(booking.outboundBookingId)]);
  return {
    kind: "booking_deleted",
    to: companyEmail,
    subject: `Reserva apagada ${bookingReference(booking.id)} — ${booking.customerName}`,
    text: `A reserva seguinte foi apagada no painel administrativo.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n`,
    html: `<p>A reserva seguinte foi apagada no painel administrativo.</p><table cellpadding="6" style="border-collapse:collapse">${lines
      .map(([k, v]) => `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join("")}</table>`,
  };
}
