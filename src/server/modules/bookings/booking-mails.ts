import { formatEuros } from "../../../domain/money.ts";
import { bookingReference, formatServiceDate, formatServiceTime } from "../../../domain/service-date.ts";
import type { OutgoingMail } from "../../integrations/mail/outbox.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import type { bookings } from "../../db/schema.ts";

export interface BookingMailData {
  booking: typeof bookings.$inferSelect;
  vehicleName: string | null;
  tourName: string | null;
  extras: { name: string; priceCents: number }[];
}

/** The booking's details as label/value lines, in Portuguese (with English labels). */
function detailLines({ booking, vehicleName, tourName, extras }: BookingMailData): [string, string][] {
  const lines: [string, string][] = [
    ["Referência / Reference", bookingReference(booking.id)],
    ["Serviço / Service", booking.bookingType === "tour" ? `Tour: ${tourName ?? ""}` : "Transferência / Transfer"],
    ["Data / Date", formatServiceDate(booking.bookingDate)],
    ["Hora / Time", formatServiceTime(booking.bookingTime)],
    ["Partida / From", booking.origin],
    ["Destino / To", booking.destination],
    ["Passageiros / Passengers", String(booking.passengers)],
    ["Veículo / Vehicle", vehicleName ? `${booking.vehicleClass} (${vehicleName})` : booking.vehicleClass],
  ];
  if (booking.flightNumber) lines.push(["Voo / Flight", booking.flightNumber]);
  if (extras.length) lines.push(["Extras", extras.map((e) => `${e.name} (${formatEuros(e.priceCents, "pt-PT")})`).join(", ")]);
  if (booking.specialRequests) lines.push(["Pedidos especiais / Special requests", booking.specialRequests]);
  lines.push(["Nome / Name", booking.customerName]);
  lines.push(["Telefone / Phone", booking.customerPhone]);
  lines.push(["Email", booking.customerEmail]);
  lines.push([
    "Preço / Price",
    booking.totalPriceCents > 0 ? formatEuros(booking.totalPriceCents, "pt-PT") : "Sob consulta / On request",
  ]);
  return lines;
}

const asText = (lines: [string, string][]) => lines.map(([k, v]) => `${k}: ${v}`).join("\n");
const asHtml = (lines: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${lines
    .map(([k, v]) => `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>`;

/** What the customer is told about paying, by booking type and payment mode. */
function nextStep(booking: BookingMailData["booking"], payments: PaymentProvider["kind"]): string {
  if (booking.bookingType === "tour") {
    return "O seu pedido de tour aguarda a aprovação da nossa equipa; confirmaremos por email.\nYour tour request is awaiting approval by our team; we will confirm by e-mail.";
  }
  if (payments === "off") {
    return "A nossa equipa entrará em contacto consigo para combinar o pagamento (transferência bancária, numerário ao motorista ou link de pagamento).\nOur team will contact you to arrange payment (bank transfer, cash to the driver or a payment link).";
  }
  return "A reserva fica confirmada após o pagamento por cartão.\nThe booking is confirmed once the card payment is complete.";
}

/** To the customer, one for each booking (the return trip gets its own). */
export function bookingConfirmationMail(data: BookingMailData, payments: PaymentProvider["kind"]): OutgoingMail {
  const { booking } = data;
  const isReturn = booking.outboundBookingId !== null;
  const next = nextStep(booking, payments);
  const title = isReturn ? "Reserva de regresso recebida / Return booking received" : "Reserva recebida / Booking received";
  const lines = detailLines(data);
  return {
    kind: "booking_confirmation",
    to: booking.customerEmail,
    subject: `${title} — ${bookingReference(booking.id)}`,
    text: `Olá ${booking.customerName},\n\nObrigado pela sua reserva. / Thank you for your booking.\n\n${asText(lines)}\n\n${next}\n\nCancelamento gratuito até 48 horas antes do serviço. / Free cancellation up to 48 hours before the service.\n`,
    html: `<p>Olá ${escapeHtml(booking.customerName)},</p><p>Obrigado pela sua reserva. / Thank you for your booking.</p>${asHtml(lines)}<p>${escapeHtml(next).replace("\n", "<br>")}</p><p>Cancelamento gratuito até 48 horas antes do serviço. / Free cancellation up to 48 hours before the service.</p>`,
  };
}

/** To the company address: one notice per submission (with its return trip). */
export function bookingAdminNoticeMail(companyEmail: string, items: BookingMailData[]): OutgoingMail {
  const first = items[0]!.booking;
  const sections = items.map((item, index) => ({
    heading: index === 0 ? "Reserva" : "Regresso",
    lines: detailLines(item),
  }));
  return {
    kind: "booking_admin_notification",
    to: companyEmail,
    subject: `Nova reserva ${bookingReference(first.id)} — ${first.customerName}${items.length > 1 ? " (ida e volta)" : ""}`,
    text: sections.map((s) => `${s.heading}\n${asText(s.lines)}`).join("\n\n") + "\n",
    html: sections.map((s) => `<h3>${s.heading}</h3>${asHtml(s.lines)}`).join(""),
  };
}
