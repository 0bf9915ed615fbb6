import { formatEuros } from "../../../domain/money.ts";
import { bookingReference, formatServiceDate, formatServiceTime } from "../../../domain/service-date.ts";
import type { OutgoingMail } from "../../integrations/mail/outbox.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { isContentLanguage } from "../../../domain/translations.ts";
import { BOOKING_MAIL_TEXTS, type BookingMailTexts } from "./booking-mail-texts.ts";
import type { bookings } from "../../db/schema.ts";

export interface BookingMailData {
  booking: typeof bookings.$inferSelect;
  vehicleName: string | null;
  tourName: string | null;
  extras: { name: string; priceCents: number }[];
}

/** The booking's details as label/value lines for the company, in Portuguese (with English labels). */
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

/** The customer's lines in their language (names of the tour and extras already localized). */
function customerLines({ booking, vehicleName, tourName, extras }: BookingMailData, t: BookingMailTexts): [string, string][] {
  const l = t.labels;
  const money = (cents: number) => formatEuros(cents, t.locale);
  const lines: [string, string][] = [
    [l.reference, bookingReference(booking.id)],
    [l.service, booking.bookingType === "tour" ? `${l.tour}: ${tourName ?? ""}` : l.transfer],
    [l.date, formatServiceDate(booking.bookingDate)],
    [l.time, formatServiceTime(booking.bookingTime)],
    [l.from, booking.origin],
    [l.to, booking.destination],
    [l.passengers, String(booking.passengers)],
    [l.vehicle, vehicleName ? `${booking.vehicleClass} (${vehicleName})` : booking.vehicleClass],
  ];
  if (booking.flightNumber) lines.push([l.flight, booking.flightNumber]);
  if (extras.length) lines.push([l.extras, extras.map((e) => `${e.name} (${money(e.priceCents)})`).join(", ")]);
  if (booking.specialRequests) lines.push([l.requests, booking.specialRequests]);
  lines.push([l.name, booking.customerName], [l.phone, booking.customerPhone], [l.email, booking.customerEmail]);
  lines.push([l.price, booking.totalPriceCents > 0 ? money(booking.totalPriceCents) : t.onRequest]);
  return lines;
}

/** What the customer is told about paying, by booking type and payment mode. */
function nextStep(booking: BookingMailData["booking"], payments: PaymentProvider["kind"], t: BookingMailTexts): string {
  if (booking.bookingType === "tour") return t.tourAwaitsApproval;
  if (payments === "off") return t.paymentArranged;
  return t.confirmedAfterPayment;
}

/**
 * To the customer, one for each booking (the return trip gets its own), in the language the
 * booking was made in (`bookings.language`; English for an unknown one). The caller passes the
 * tour's and extras' names in that language.
 */
export function bookingConfirmationMail(data: BookingMailData, payments: PaymentProvider["kind"]): OutgoingMail {
  const { booking } = data;
  const t = BOOKING_MAIL_TEXTS[isContentLanguage(booking.language) ? booking.language : "en"];
  const isReturn = booking.outboundBookingId !== null;
  const next = nextStep(booking, payments, t);
  const title = isReturn ? t.returnReceived : t.received;
  const lines = customerLines(data, t);
  return {
    kind: "booking_confirmation",
    to: booking.customerEmail,
    subject: `${title} — ${bookingReference(booking.id)}`,
    text: `${t.hello(booking.customerName)}\n\n${t.thanks}\n\n${asText(lines)}\n\n${next}\n\n${t.cancellation}\n`,
    html: `<p>${escapeHtml(t.hello(booking.customerName))}</p><p>${escapeHtml(t.thanks)}</p>${asHtml(lines)}<p>${escapeHtml(next)}</p><p>${escapeHtml(t.cancellation)}</p>`,
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
